// Numbers and dates in the active language (Intl), with formatters cached per language.
import { i18n } from './i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * The languages the app is translated into (src/locales) write numbers in Latin digits: a whole number
 * without grouping is its digits there, exactly what Intl would write.
 */
const LATIN_DIGITS = new Set(['en', 'lt']);

/**
 * Points: whole numbers without digit grouping, never below 0 (docs/product.md sections 3 and 9). In the
 * app's own languages no Intl formatter is built for them: a page's first one costs the browser about
 * 0.1 s of main thread (its number data), a long task the first screens need not pay.
 */
export function formatPoints(points: number, locale = i18n.locale) {
  const whole = Math.max(0, points);
  if (LATIN_DIGITS.has(locale) && Number.isFinite(whole)) return String(Math.round(whole));
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 }).format(whole);
}

export function formatNumber(value: number, locale = i18n.locale, options: Intl.NumberFormatOptions = {}) {
  return numberFormat(locale, options).format(value);
}

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

export function formatDate(
  value: DateInput,
  locale = i18n.locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return dateFormat(locale, options).format(toDate(value));
}

export function formatDateTime(value: DateInput, locale = i18n.locale) {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A length of time exactly, in words: 90 → "1 minute 30 seconds", 120 → "2 minutes" ("1 minutė 30
 * sekundžių" in Lithuanian). Nominative: put it where the sentence needs no other case.
 */
export function formatDuration(totalSeconds: number, locale = i18n.locale) {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts: [Intl.NumberFormatOptions['unit'], number][] = [
    ['hour', Math.floor(seconds / 3600)],
    ['minute', Math.floor((seconds % 3600) / 60)],
    ['second', seconds % 60],
  ];
  const words = parts.filter(([, value]) => value > 0).map(([unit, value]) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value));
  if (!words.length) return numberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0);
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(words);
}
