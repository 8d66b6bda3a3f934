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
