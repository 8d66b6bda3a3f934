// Helpers for the news form: plain text to HTML.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text with HTML tags stays as it is; plain text becomes paragraphs (blank lines) and line breaks. */
export function bodyHtml(text: string): string {
  if (/<[a-z][^>]*>/i.test(text)) return text.trim();
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A datetime-local value in the browser's time zone, from an ISO instant. */
export function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
