// Shares an app link: the Web Share sheet where there is one, else the clipboard (with a toast).
import { toast } from '@/features/toasts/toast';

export interface ShareTexts {
  title: string;
  text?: string;
  copied: string;
  failed: string;
}

export async function shareLink(path: string, texts: ShareTexts): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title: texts.title, text: texts.text });
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
