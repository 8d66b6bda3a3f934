/** "4HV5A" -> "4 H V 5 A": screen readers then read a code character by character, not as a word. */
export const spellCode = (code: string) => Array.from(code.replace(/\s+/g, '')).join(' ');
