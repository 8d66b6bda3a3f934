// Boot (docs/product.md sections 2 and 8): settings -> language -> translations -> user -> router; the
// settings and the user are asked for at once, and a saved start paints without waiting for them.
// The page served by the server carries the settings and translations (boot-data.ts): no wait at all.
import { OfflineError, onUnauthorized } from '@/api/client';
import type { Settings, UserData } from '@contract';
import { fetchSettings } from '@/api/fetch-settings';
import { fetchUserDataOrNone } from '@/api/queries/user-data';
import { readLanguageCookie, writeLanguageCookie } from '@/i18n/language-cookie';
import { firstPathSegment, resolveLanguage } from '@/i18n/resolve-language';
import { activateTranslations, fetchTranslations, loadLanguage } from '@/i18n/translations';
import { SIGNED_OUT_IDLE } from '@/lib/search-params';
import { appStore } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { loaderContentAtom, offlineAtom } from '@/state/ui';
import { loadSignedInParts } from './layout/load-signed-in-parts';
import { takeBootData } from './boot-data';
import { readSavedSettings, readSavedUser, saveSettings } from './boot-snapshot';
import { clearQueryCache } from '@/api/query-client';
import { startRouteData } from './route-data';
import { router } from './router';
import { onSignedOutPage } from '@/lib/router-instance';
import { bootPhaseAtom } from './shell/boot-phase';

type Store = typeof appStore;

function failOffline(store: Store) {
  store.set(bootPhaseAtom, 'failed');
  store.set(loaderContentAtom, 'hidden');
}

/**
 * How long a start waits for the network before it paints from what the last start saved. Online
 * the answers come well within it (and the start is as before); on a link that hangs the app paints
 * at once instead of after the service worker's timeouts, and the answers are applied when they come.
 * The page's code loads meanwhile (startRouteData). Half a second: one round trip on a slow mobile
 * link, and still room for the paint inside the 2 seconds a cold start may take.
 */
export const BOOT_GRACE_MS = 500;

const NOT_YET = Symbol('not yet');
/** The promise's value if it settles before `until` (a timestamp), else NOT_YET. */
function by<T>(promise: Promise<T>, until: number): Promise<T | typeof NOT_YET> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(NOT_YET), Math.max(0, until - Date.now()));
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

type UserAnswer = { kind: 'user'; data: UserData | null } | { kind: 'failed'; error: unknown };

function askUserData(): Promise<UserAnswer> {
  return fetchUserDataOrNone().then(
    (data): UserAnswer => ({ kind: 'user', data }),
    (error: unknown): UserAnswer => ({ kind: 'failed', error }),
  );
}

function resolveBootLanguage(settings: Settings) {
  return resolveLanguage({
    pathname: window.location.pathname,
    cookie: readLanguageCookie(),
    browserLanguages: navigator.languages ?? [navigator.language],
    supported: settings.languagesSupported.map((l) => l.key),
    defaultLanguage: settings.defaultLanguage,
  });
}

let generation = 0;

/**
 * Settings, the member's data and the translations are asked for together, not one after another.
 * With a saved start (boot-snapshot.ts) the app does not wait past BOOT_GRACE_MS for them.
 */
export async function boot(store: Store = appStore): Promise<void> {
  // "Try again" may start a new boot while an old one waits forever on a request that got no answer.
  const run = ++generation;
  const stale = () => run !== generation;
  store.set(bootPhaseAtom, 'booting');
  store.set(loaderContentAtom, 'default');
  try {
    const graceEnds = Date.now() + BOOT_GRACE_MS;
    const token = store.get(tokenAtom);
    // Settings carry texts in the request's language: ask in the page's own language (the path's), not
    // whichever the cookie holds from the last visit.
    const pathLanguage = firstPathSegment(window.location.pathname).toLowerCase();
    // The server's answer for this page came with it, in the language it would answer a fetch in.
    const inline = takeBootData();
    const freshSettings = inline ? Promise.resolve(inline.settings) : fetchSettings(token, pathLanguage || undefined);
    const settingsLanguage = inline ? inline.lang : pathLanguage;
    const freshUser = token ? askUserData() : null;
    // The layout's signed-in parts (menu, greeting) come beside the member, not once the page shows.
    const signedInParts = token ? loadSignedInParts(store).catch(() => undefined) : null;
    // Signed in, the page's own data starts now beside getUserData, not once the guard has the member.
    if (token) startRouteData(router, window.location.pathname);

    const savedSettings = readSavedSettings();
    // The saved start's catalog is read meanwhile (the service worker has it), not after the wait.
    const early = !inline && savedSettings && { language: resolveBootLanguage(savedSettings), hash: savedSettings.translationsHash };
    const earlyCatalog = early && fetchTranslations(early.language, early.hash);
    const answered = savedSettings ? await by(freshSettings, graceEnds) : await freshSettings;
    if (stale()) return;
    // No answer yet: start from the saved settings and take the answer when it comes.
    const settingsLate = answered === NOT_YET;
    let settings = (settingsLate ? null : answered) ?? savedSettings;
    if (!settings) return failOffline(store);
    store.set(settingsAtom, settings);
    if (answered === settings) saveSettings(settings);
    // Saved settings because the network failed: the connectivity check watches for its return.
    else if (answered === null) store.set(offlineAtom, true);

    const language = resolveBootLanguage(settings);
    if (answered && !settingsLate && language !== settingsLanguage) {
      // The path named no supported language: the settings in the one chosen, when they come.
      settings = (await fetchSettings(token, language)) ?? settings;
      if (stale()) return;
      store.set(settingsAtom, settings);
      saveSettings(settings);
    }
    const catalog = inline?.translations;
    const loaded =
      catalog && !catalog.firstScreen && catalog.lang === language && catalog.hash === settings.translationsHash
        ? activateTranslations(language, { kind: 'loaded', messages: catalog.messages })
        : earlyCatalog && early.language === language && early.hash === settings.translationsHash
          ? activateTranslations(language, await earlyCatalog)
          : await loadLanguage(language, settings.translationsHash);
    if (stale()) return;
    if (loaded === 'offline') return failOffline(store);
    store.set(currentLanguageAtom, language);
    writeLanguageCookie(language);

    if (!settings.authenticated) {
      store.set(bootPhaseAtom, 'limited');
      store.set(loaderContentAtom, 'hidden');
      return;
    }

    if (token && freshUser) {
      const savedUser = readSavedUser(token);
      const answer = savedUser ? await by(freshUser, graceEnds) : await freshUser;
      if (stale()) return;
      const noAnswer = answer !== NOT_YET && answer.kind === 'failed' && answer.error instanceof OfflineError;
      if (savedUser && noAnswer) store.set(userDataAtom, savedUser);
      else if (answer === NOT_YET) {
        store.set(userDataAtom, savedUser);
        void freshUser.then((late) => {
          if (!stale()) applyLateUser(store, token, late);
        });
      } else if (applyUser(store, answer) === 'offline') {
        store.set(userLoadedAtom, true);
        return failOffline(store);
      }
      store.set(userLoadedAtom, true);
    } else store.set(userLoadedAtom, true);
    if (stale()) return;

    if (settingsLate) void freshSettings.then(async (late) => {
        if (late && !stale()) await applyLateSettings(store, late);
      });
    else if (answered) store.set(offlineAtom, false);
    // Not loaded (a network that failed): the signed-in routes' guard asks again.
    if (signedInParts && store.get(loggedInAtom)) await signedInParts;
    if (stale()) return;
    store.set(bootPhaseAtom, 'ready');
    store.set(loaderContentAtom, 'hidden');
  } catch (error) {
    console.error('The app could not start', error);
    if (!stale()) store.set(loaderContentAtom, 'error');
  }
}

/** A rejected token is expired or revoked: forget it so every later request goes out anonymous. */
function applyUser(store: Store, answer: UserAnswer): 'ok' | 'offline' {
  if (answer.kind === 'failed') {
    if (answer.error instanceof OfflineError) return 'offline';
    throw answer.error;
  }
  if (!answer.data) store.set(tokenAtom, null);
  store.set(userDataAtom, answer.data);
  return 'ok';
}

/** The app already shows the saved member: a fresh answer replaces it, a rejection signs out. */
function applyLateUser(store: Store, token: string, answer: UserAnswer) {
  if (store.get(tokenAtom) !== token || answer.kind === 'failed') return;
  if (answer.data) store.set(userDataAtom, answer.data);
  else handleUnauthorized(store);
}

/** Settings that arrive after a start from the saved ones; a new catalog version is fetched too. */
async function applyLateSettings(store: Store, settings: Settings) {
  const before = store.get(settingsAtom);
  store.set(settingsAtom, settings);
  saveSettings(settings);
  if (!settings.authenticated) {
    store.set(bootPhaseAtom, 'limited');
    return;
  }
  if (before?.translationsHash !== settings.translationsHash) await loadLanguage(store.get(currentLanguageAtom), settings.translationsHash);
}

/**
 * 401/419 from any call (docs/product.md section 8): forget the user and go to sign-in, then come back. A 419
 * is a session that ended for want of activity: the sign-in page says so.
 */
export function handleUnauthorized(store: Store = appStore, status: 401 | 419 = 401) {
  store.set(tokenAtom, null);
  store.set(userDataAtom, null);
  void clearQueryCache();
  if (store.get(bootPhaseAtom) !== 'ready') return;
  // Already on a sign-in page, or on the way to one (a log-out under way): stay.
  if (onSignedOutPage(router)) return;
  void router.navigate({
    to: '/$lang/sign-in',
    params: { lang: store.get(currentLanguageAtom) },
    search: { redirectTo: router.state.location.href, signedOut: status === 419 ? SIGNED_OUT_IDLE : undefined },
    replace: true,
  });
}

export function installUnauthorizedHandler(store: Store = appStore) {
  onUnauthorized((status) => handleUnauthorized(store, status));
}
