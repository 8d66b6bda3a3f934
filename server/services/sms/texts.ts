// SMS texts per language; English is the fallback.
const LOGIN_TEXTS: Record<string, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Your Loyalty code is ${code}. It expires in ${minutes} minutes.`,
  lt: (code, minutes) => `Jūsų Loyalty kodas: ${code}. Jis galioja ${minutes} min.`,
};

export function loginCodeText(lang: string, code: string, minutes: number): string {
  const text = LOGIN_TEXTS[lang] ?? LOGIN_TEXTS.en!;
  return text(code, minutes);
}
