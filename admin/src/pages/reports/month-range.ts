// The reports' range: calendar months (UTC, as the server counts), from the URL or a preset.
export interface MonthRange {
  from: string;
  to: string;
}

export type RangePreset = '12' | 'year' | 'last-year';
export const RANGE_PRESETS: RangePreset[] = ['12', 'year', 'last-year'];

const isMonth = (value: string | null): value is string => Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

export function presetRange(preset: RangePreset, now = new Date()): MonthRange {
  const year = now.getUTCFullYear();
  if (preset === 'year') return { from: `${year}-01`, to: monthOf(now) };
  if (preset === 'last-year') return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  return { from: monthOf(new Date(Date.UTC(year, now.getUTCMonth() - 11, 1))), to: monthOf(now) };
}

/** The range in the URL, or the last 12 months. */
export function rangeOf(params: URLSearchParams): MonthRange {
  const from = params.get('from');
  const to = params.get('to');
  return isMonth(from) && isMonth(to) && from <= to ? { from, to } : presetRange('12');
}

export const presetOfRange = (range: MonthRange): RangePreset | null =>
  RANGE_PRESETS.find((p) => {
    const candidate = presetRange(p);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;

/** "Mar 2025" / "2025 m. kov." in the console's language. */
export const monthLabel = (month: string, locale: string, style: 'short' | 'long' = 'short') =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: style, year: 'numeric', timeZone: 'UTC' });
