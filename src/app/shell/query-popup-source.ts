// What ?genericPopup= may open: a text of the translations (by its message id) or a text page of the
// server (by its content slug). Never markup or text taken from the URL itself: a link could
// otherwise dress a phishing form in the app's own popup.
import { CONTENT_SLUGS } from '@contract/content-slugs';
import type { ContentSlug } from '@contract';

export type QueryPopupSource = { kind: 'message'; id: string } | { kind: 'content'; slug: ContentSlug } | null;

export function queryPopupSource(value: string | undefined, isMessageId: (id: string) => boolean): QueryPopupSource {
  if (!value) return null;
  const slug = CONTENT_SLUGS.find((s) => s === value);
  if (slug) return { kind: 'content', slug };
  if (isMessageId(value)) return { kind: 'message', id: value };
  return null;
}
