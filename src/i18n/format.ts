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

/** Points: whole numbers without digit grouping, never below 0 (docs/product.md sections 3 and 9). */
export function formatPoints(points: number, locale = i18n.locale) {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 }).format(Math.max(0, points));
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
