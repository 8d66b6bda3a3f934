// Fetching a language's compiled catalog (docs/product.md section 7: /translations/main.{lang}.json?{hash}).
import type { Messages } from '@lingui/core';
import { activateMessages } from './i18n';

export type TranslationsResult = { kind: 'loaded'; messages: Messages } | { kind: 'missing' } | { kind: 'offline' };

export function translationsUrl(language: string, hash: string | undefined) {
  const buster = hash || Math.random().toString(36).slice(2);
  return `/translations/main.${encodeURIComponent(language)}.json?${encodeURIComponent(buster)}`;
}

export async function fetchTranslations(language: string, hash: string | undefined): Promise<TranslationsResult> {
  let response: Response;
  try {
    response = await fetch(translationsUrl(language, hash), { headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'offline' };
  }
  if (!response.ok) return { kind: 'missing' };
  try {
    const body = (await response.json()) as unknown;
    if (typeof body !== 'object' || body === null) return { kind: 'missing' };
    return { kind: 'loaded', messages: body as Messages };
  } catch {
    return { kind: 'missing' };
  }
}

/**
 * Loads and activates a language. A missing catalog activates the language with what it has
 * (the source texts); no response answers 'offline' and leaves the active language as it was.
 */
export async function loadLanguage(language: string, hash: string | undefined): Promise<'ok' | 'offline'> {
  return activateTranslations(language, await fetchTranslations(language, hash));
}

/** Activates a fetched catalog (see loadLanguage; activateMessages for `warmNumbers`). */
export function activateTranslations(language: string, result: TranslationsResult, warmNumbers = true): 'ok' | 'offline' {
  if (result.kind === 'offline') return 'offline';
  activateMessages(language, result.kind === 'loaded' ? result.messages : {}, warmNumbers);
  return 'ok';
}
