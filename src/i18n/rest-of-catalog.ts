// A server-rendered page carries only the messages its first screen used (server/plugins/server-render.ts).
// The rest of the language's catalog is fetched once the page has painted, from the same URL as a whole
// catalog (/translations/main.{lang}.json?{hash}: cached by HTTP and by the service worker, which also
// precaches it), and merged in. Until it is in, a navigation waits for it (the root route's beforeLoad),
// so no screen shows a message the page does not have yet.
import { i18n } from './i18n';
import { fetchTranslations } from './translations';

/** A navigation waits at most this long: with no network and no saved copy, the screen is better than nothing. */
const WAIT_AT_MOST_MS = 4000;

let pending: Promise<void> | null = null;

const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    // A hidden tab draws no frames: the timer answers then.
    const timer = setTimeout(resolve, 500);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });

async function fetchRest(language: string, hash: string): Promise<void> {
  await afterFirstPaint();
  let result = await fetchTranslations(language, hash);
  if (result.kind === 'offline') {
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    result = await fetchTranslations(language, hash);
  }
  // Merged into the language's messages (a switch since then loaded its own language whole).
  if (result.kind === 'loaded') i18n.load(language, result.messages);
}

/** Starts loading the rest of `language`'s catalog after the first paint. */
export function loadRestOfCatalog(language: string, hash: string): Promise<void> {
  const loading = fetchRest(language, hash).finally(() => {
    if (pending === loading) pending = null;
  });
  pending = loading;
  return loading;
}

/** While the rest of the catalog is on its way, a promise for it (bounded); else nothing to wait for. */
export function restOfCatalog(): Promise<void> | undefined {
  if (!pending) return undefined;
  return Promise.race([pending, new Promise<void>((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS))]);
}
