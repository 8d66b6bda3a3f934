/**
 * A shown member name ("Eglė P.") with a non-breaking space before its last word, so a narrow screen
 * never leaves the initial alone on the next line ("Congratulations, Eglė / P.!").
 */
export function unbrokenName(name: string): string {
  return name.trim().replace(/\s+(?=\S+$)/, '\u00a0');
}
