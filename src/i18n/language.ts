// Switching the active language: catalog, atoms, cookie, the saved choice and the URL prefix.
import { fetchSettings } from '@/api/fetch-settings';
import { queryClient } from '@/api/query-client';
import { getRouter } from '@/lib/router-instance';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom, supportedLanguageKeysAtom } from '@/state/settings';
import { loaderContentAtom, offlineAtom } from '@/state/ui';
import { writeLanguageCookie } from './language-cookie';
import { firstPathSegment } from './resolve-language';
import { loadLanguage } from './translations';

/** docs/product.md section 9: the redirect after a language switch waits 500 ms. */
export const LANGUAGE_SWITCH_DELAY_MS = 500;

export function isSupportedLanguage(key: string) {
  return appStore.get(supportedLanguageKeysAtom).includes(key);
}

/** Loads the catalog and makes `key` the app's language; 'offline' when the catalog got no answer. */
export async function activateLanguage(key: string): Promise<'ok' | 'offline'> {
  const result = await loadLanguage(key, appStore.get(settingsAtom)?.translationsHash);
  if (result === 'offline') {
    appStore.set(offlineAtom, true);
    return result;
  }
  appStore.set(currentLanguageAtom, key);
  writeLanguageCookie(key);
  await rereadLanguageDependent(key);
  return result;
}

/**
 * Everything the server words in the request's language is read again: the settings (programme name,
 * copyright, menu texts) and every cached answer (texts of challenges, prizes, news, pages). Without a
 * network the old settings stay; the answers refresh when the network is back.
 */
async function rereadLanguageDependent(key: string) {
  void queryClient.invalidateQueries();
  const settings = await fetchSettings(appStore.get(tokenAtom), key);
  if (settings && appStore.get(currentLanguageAtom) === key) appStore.set(settingsAtom, settings);
}

/** The same path, query and hash under another language prefix. */
export function withLanguagePrefix(href: string, key: string, supported: readonly string[]) {
  const url = new URL(href, 'http://app.invalid');
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] !== undefined && supported.includes(firstPathSegment(url.pathname))) segments.shift();
  return `/${[key, ...segments].join('/')}${url.search}${url.hash}`;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `saveChoice`: how a signed-in member's choice reaches the server (the offline queue's, given by the caller). */
export async function changeLanguage(key: string, saveChoice?: (language: string) => void) {
  if (!isSupportedLanguage(key)) return;
  appStore.set(loaderContentAtom, 'default');
  try {
    // Only a language the app could switch to is saved: the server never speaks another one.
    if ((await activateLanguage(key)) === 'offline') return;
    if (appStore.get(loggedInAtom)) saveChoice?.(key);
    await delay(LANGUAGE_SWITCH_DELAY_MS);
    const router = getRouter();
    await router.navigate({ href: withLanguagePrefix(router.state.location.href, key, appStore.get(supportedLanguageKeysAtom)) });
  } finally {
    appStore.set(loaderContentAtom, 'hidden');
  }
}
