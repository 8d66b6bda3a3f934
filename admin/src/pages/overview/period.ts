// The overview's period: UTC days (the server counts in UTC), from the URL or a preset.
export interface Period {
  from: string;
  to: string;
}

export type Preset = '7' | '30' | '90' | 'month';
export const PRESETS: Preset[] = ['7', '30', '90', 'month'];

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));

export function presetPeriod(preset: Preset, now = new Date()): Period {
  const to = dayOf(now);
  if (preset === 'month') return { from: `${to.slice(0, 8)}01`, to };
  return { from: dayOf(new Date(now.getTime() - (Number(preset) - 1) * DAY_MS)), to };
}

/** The period in the URL, or the last 30 days. */
export function periodOf(params: URLSearchParams): Period {
  const from = params.get('from');
  const to = params.get('to');
  return isDay(from) && isDay(to) ? { from, to } : presetPeriod('30');
}

export const presetOf = (period: Period): Preset | null =>
  PRESETS.find((p) => {
    const candidate = presetPeriod(p);
    return candidate.from === period.from && candidate.to === period.to;
  }) ?? null;
