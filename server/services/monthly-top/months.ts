// Calendar months as 'YYYY-MM' in UTC: the monthly top is ranked per month.

export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** The month before `now`'s: the newest one that has ended. */
export function previousMonth(now = new Date()): string {
  return currentMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/** [first instant, first instant of the next month) of a 'YYYY-MM' month. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, m - 1, 1)), to: new Date(Date.UTC(year, m, 1)) };
}
