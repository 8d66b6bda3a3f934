// Boot (SPEC.md sections 2 and 8): settings -> language -> translations -> user -> router.
import { onUnauthorized } from '@/api/client';
import { fetchSettings } from '@/api/fetch-settings';
import { loadUserData } from '@/features/session/user-data';
import { readLanguageCookie, writeLanguageCookie } from '@/i18n/language-cookie';
import { firstPathSegment, resolveLanguage } from '@/i18n/resolve-language';
import { loadLanguage } from '@/i18n/translations';
import { SIGNED_OUT_IDLE } from '@/lib/search-params';
import { appStore } from '@/state/jotai';
import { tokenAtom, userDataAtom, userLoadedAtom } from '@/state/session';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { loaderContentAtom, offlineAtom } from '@/state/ui';
import { clearQueryCache } from './query-client';
import { router } from './router';
import { bootPhaseAtom } from './shell/boot-phase';

type Store = typeof appStore;

function failOffline(store: Store) {
  store.set(bootPhaseAtom, 'failed');
  store.set(loaderContentAtom, 'hidden');
}

let generation = 0;

export async function boot(store: Store = appStore): Promise<void> {
  // "Try again" may start a new boot while an old one waits forever on a request that got no answer.
  const run = ++generation;
  const stale = () => run !== generation;
  store.set(bootPhaseAtom, 'booting');
  store.set(loaderContentAtom, 'default');
  try {
    // Settings carry texts in the request's language: ask in the page's own language (the path's), not
    // whichever the cookie holds from the last visit.
    const pathLanguage = firstPathSegment(window.location.pathname).toLowerCase();
    let settings = await fetchSettings(store.get(tokenAtom), pathLanguage || undefined);
    if (stale()) return;
    if (!settings) return failOffline(store);
    store.set(settingsAtom, settings);

    const language = resolveLanguage({
      pathname: window.location.pathname,
      cookie: readLanguageCookie(),
      browserLanguages: navigator.languages ?? [navigator.language],
      supported: settings.languagesSupported.map((l) => l.key),
      defaultLanguage: settings.defaultLanguage,
    });
    if (language !== pathLanguage) {
      // The path named no supported language: the settings in the one chosen, when they come.
      settings = (await fetchSettings(store.get(tokenAtom), language)) ?? settings;
      if (stale()) return;
    }
    store.set(settingsAtom, settings);
    const loaded = await loadLanguage(language, settings.translationsHash);
    if (stale()) return;
    if (loaded === 'offline') return failOffline(store);
    store.set(currentLanguageAtom, language);
    writeLanguageCookie(language);

    if (!settings.authenticated) {
      store.set(bootPhaseAtom, 'limited');
      store.set(loaderContentAtom, 'hidden');
      return;
    }

    if (store.get(tokenAtom)) await loadUserData(store);
    else store.set(userLoadedAtom, true);
    if (stale()) return;

    store.set(offlineAtom, false);
    store.set(bootPhaseAtom, 'ready');
    store.set(loaderContentAtom, 'hidden');
  } catch (error) {
    console.error('The app could not start', error);
    if (!stale()) store.set(loaderContentAtom, 'error');
  }
}

const PUBLIC_LAYOUT = '/$lang/_public';

/**
 * 401/419 from any call (SPEC.md section 8): forget the user and go to sign-in, then come back. A 419
 * is a session that ended for want of activity: the sign-in page says so.
 */
export function handleUnauthorized(store: Store = appStore, status: 401 | 419 = 401) {
  store.set(tokenAtom, null);
  store.set(userDataAtom, null);
  void clearQueryCache();
  if (store.get(bootPhaseAtom) !== 'ready') return;
  const { location, matches } = router.state;
  // Already on a sign-in page, or on the way to one (a log-out under way): stay, and never point
  // redirectTo at one.
  const onSignInPage = matches.some((match) => match.routeId.startsWith(PUBLIC_LAYOUT));
  const [routesOfLocation] = router.getMatchedRoutes(location.pathname);
  if (onSignInPage || routesOfLocation.some((route) => route.id.startsWith(PUBLIC_LAYOUT))) return;
  void router.navigate({
    to: '/$lang/sign-in',
    params: { lang: store.get(currentLanguageAtom) },
    search: { redirectTo: location.href, signedOut: status === 419 ? SIGNED_OUT_IDLE : undefined },
    replace: true,
  });
}

export function installUnauthorizedHandler(store: Store = appStore) {
  onUnauthorized((status) => handleUnauthorized(store, status));
}
