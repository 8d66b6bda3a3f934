// The HTML part of a mail, made from its text part: paragraphs, links that can be tapped, nothing else.
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function htmlFromText(text: string, lang: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${linkify(escapeHtml(p)).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs}\n</body></html>`;
}
