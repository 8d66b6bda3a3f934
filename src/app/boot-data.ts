// What the server put into the page for its first paint (server/plugins/first-paint.ts): the settings
// and the translations of the page's language. Read once: a later boot ("Try again") fetches afresh.
// A page served by the service worker (the cached shell) has none, and the app fetches them.
import type { Messages } from '@lingui/core';
import type { DehydratedState } from '@tanstack/react-query';
import type { Settings } from '@contract';

export interface BootData {
  lang: string;
  settings: Settings;
  /** `firstScreen`: only the messages of a server-rendered first screen (src/i18n/rest-of-catalog.ts loads the rest). */
  translations: { lang: string; hash: string; messages: Messages; firstScreen?: true } | null;
  /** The answers a server-rendered page was drawn with (server/plugins/server-render.ts). */
  queries?: DehydratedState;
}

let taken = false;

export function takeBootData(doc: Document = document): BootData | null {
  if (taken) return null;
  taken = true;
  const element = doc.getElementById('boot-data');
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<BootData>;
    return data.settings && Array.isArray(data.settings.languagesSupported) && typeof data.lang === 'string' ? (data as BootData) : null;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}

/** For tests: the next boot reads the page again. */
export function resetBootData() {
  taken = false;
}
