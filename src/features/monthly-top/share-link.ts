// Shares an app link: the Web Share sheet where there is one (with a picture when the browser can
// share files), else the clipboard (with a toast).
import { toast } from '@/features/toasts/toast';

export interface ShareTexts {
  title: string;
  text?: string;
  copied: string;
  failed: string;
}

/** The picture as a file for the share sheet, when the browser can share files at all. */
async function imageFile(imageUrl: string | undefined): Promise<File | null> {
  if (!imageUrl || typeof navigator.canShare !== 'function') return null;
  try {
    const response = await fetch(imageUrl);
    if (!response.ok) return null;
    const file = new File([await response.arrayBuffer()], 'monthly-top.png', { type: 'image/png' });
    return navigator.canShare({ files: [file] }) ? file : null;
  } catch {
    return null;
  }
}

export async function shareLink(path: string, texts: ShareTexts, imageUrl?: string): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    const file = await imageFile(imageUrl);
    try {
      await navigator.share({ url, title: texts.title, text: texts.text, ...(file ? { files: [file] } : {}) });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(texts.copied);
  } catch {
    toast.error(texts.failed);
  }
}

/** "2025 m. lapkritis" / "November 2025" for a YYYY-MM month key. */
export function formatMonth(month: string, locale: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, mon - 1, 1)));
}

/** The share card of a landing page path (/{lang}/monthly-top-user/{id}/{urlIdentifier}), or undefined. */
export function shareCardUrl(path: string, lang: string): string | undefined {
  const match = /\/monthly-top-user\/(\d+)\/([^/?#]+)/.exec(path);
  return match ? `/api/user-side/getMonthlyTopCard/${match[1]}/${match[2]}?lang=${lang}` : undefined;
}
