// A signed-out first screen came rendered from the server (src/entry-server.tsx): the browser starts
// from the same state the server rendered with, loads the page's code, and hydrates instead of drawing
// it again. A member signed in on this device gets the app drawn afresh (main.tsx).
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import { takeBootData } from './boot-data';
import { reviveRendered } from './rendered-queries';
import { saveSettings } from './boot-snapshot';
import { activateTranslations } from '@/i18n/translations';
import { writeLanguageCookie } from '@/i18n/language-cookie';
import type { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import type { AppRouter } from './router';
import { seedSignedOutStore } from './signed-out-start';

/**
 * What the page was set up to hydrate with (the language and the catalog's hash, for the rest of the
 * catalog to load after the first paint), or null: the usual boot then draws the app.
 */
export async function prepareHydration(root: HTMLElement, store: typeof appStore, router: AppRouter): Promise<{ lang: string; hash: string } | null> {
  if (!root.hasAttribute('data-server-rendered')) return null;
  const inline = store.get(tokenAtom) ? null : takeBootData();
  if (!inline) {
    root.replaceChildren();
    root.removeAttribute('data-server-rendered');
    return null;
  }
  seedSignedOutStore(store, inline.settings, inline.lang);
  // The answers the server drew the page with: the first render shows exactly them.
  if (inline.queries) hydrate(queryClient, reviveRendered(inline.queries));
  // The messages the server's render used: the rest of the catalog comes after the first paint (main.tsx).
  activateTranslations(inline.lang, { kind: 'loaded', messages: inline.translations?.messages ?? {} }, false);
  saveSettings(inline.settings);
  writeLanguageCookie(inline.lang);
  // The router draws an SSR page's matches as the server did (no Suspense of its own around them).
  router.ssr = { manifest: undefined };
  await router.load();
  return { lang: inline.lang, hash: inline.settings.translationsHash };
}
