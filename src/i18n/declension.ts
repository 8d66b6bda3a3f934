// Lithuanian first and last names in the vocative for the welcome text (docs/product.md section 5):
// Jonas -> Jonai, Kęstutis -> Kęstuti, Paulius -> Pauliau, Kazys -> Kazy, Eglė -> Egle, Ona -> Ona.
const ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['as', 'ai'],
  ['is', 'i'],
  ['us', 'au'],
  ['ys', 'y'],
  ['ė', 'e'],
  ['a', 'a'],
];

/** Gives the replacement the letter case of the ending it replaces, letter by letter. */
function withCaseOf(original: string, replacement: string) {
  return [...replacement]
    .map((char, i) => {
      const model = original[Math.min(i, original.length - 1)] ?? '';
      return model !== model.toLowerCase() ? char.toUpperCase() : char;
    })
    .join('');
}

function declineWord(word: string) {
  const lower = word.toLowerCase();
  for (const [ending, vocative] of ENDINGS) {
    if (lower.length > ending.length && lower.endsWith(ending)) {
      const stem = word.slice(0, word.length - ending.length);
      return stem + withCaseOf(word.slice(word.length - ending.length), vocative);
    }
  }
  return word;
}

/** Declines every part of a name, including both halves of a double name (Ona-Marija). */
export function declineLithuanianName(name: string) {
  return name.replace(/[\p{L}]+/gu, declineWord);
}
