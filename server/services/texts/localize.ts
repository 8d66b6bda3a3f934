// Translatable texts are stored as { en: '...', lt: '...' } maps (server/db/schema/columns.ts LocalizedText).
import type { LocalizedText } from '../../db/schema';
import { deeper } from './stored-json-depth';

/** The text in `lang`, else in `fallback`, else in any language, else ''. */
export function localize(text: LocalizedText | null | undefined, lang: string, fallback = 'en'): string {
  if (!text) return '';
  const exact = text[lang];
  if (exact) return exact;
  const fromFallback = text[fallback];
  if (fromFallback) return fromFallback;
  return Object.values(text).find((v) => typeof v === 'string' && v !== '') ?? '';
}

/** True for a non-empty plain object whose keys are all language keys and whose values are strings. */
export function isLocalizedText(value: unknown, languages: readonly string[]): value is LocalizedText {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => languages.includes(k) && typeof v === 'string');
}

/**
 * Replaces every LocalizedText inside a JSON value (such as a challenge's custom_data, whose question
 * and option texts are stored per language) by its text in `lang`. `languages` are the supported keys,
 * so that ordinary objects such as { url: '...' } are left alone. Throws StoredJsonTooDeep past its bound.
 */
export function localizeDeep(value: unknown, lang: string, languages: readonly string[], fallback = 'en', depth = 0): unknown {
  if (isLocalizedText(value, languages)) return localize(value, lang, fallback);
  if (!value || typeof value !== 'object') return value;
  const below = deeper(depth);
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, lang, languages, fallback, below));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeDeep(v, lang, languages, fallback, below)]));
}
