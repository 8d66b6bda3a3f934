// How many pending days a points validity rule allows (the server's check and the console's form): the
// pending period must end before the shortest validity the rule can give, else points earned at the worst
// moment expire before they can be spent. Expiry as server/db/functions/points_expiry_time.sql sets it.
import type { PointsValidity } from './points-validity';

const DAY_MS = 86_400_000;

/**
 * 'months': points earned at the last moment of a day expire at the end of the day N months later, a month
 * that may be shorter (31 January + 1 month = 28 February). The fewest days over one 400-year Gregorian
 * cycle's start months is the fewest there can be.
 */
function shortestMonthsValidity(months: number): number {
  let shortest = Infinity;
  for (let month = 0; month < 400 * 12; month += 1) {
    const start = Date.UTC(2000, month, 1);
    const sameDayLater = (Date.UTC(2000, month + months, 1) - start) / DAY_MS;
    const startMonthDays = (Date.UTC(2000, month + 1, 1) - start) / DAY_MS;
    const endMonthDays = (Date.UTC(2000, month + months + 1, 1) - Date.UTC(2000, month + months, 1)) / DAY_MS;
    shortest = Math.min(shortest, sameDayLater - Math.max(0, startMonthDays - endMonthDays));
  }
  return shortest;
}

/** 'quarter_after': earned at the last moment of December, valid through January to March of a common year. */
const SHORTEST_QUARTER_AFTER_VALIDITY = 31 + 28 + 31;

/** The fewest whole days points stay valid under the rule, or null when they never expire. */
export function shortestValidityDays(rule: Pick<PointsValidity, 'mode' | 'months'>): number | null {
  if (rule.mode === 'months') return shortestMonthsValidity(rule.months);
  if (rule.mode === 'quarter_after') return SHORTEST_QUARTER_AFTER_VALIDITY;
  return null;
}

/** The most pending days the rule allows, or null for no limit (beyond the field's own range). */
export function mostPendingDays(rule: Pick<PointsValidity, 'mode' | 'months'>): number | null {
  const shortest = shortestValidityDays(rule);
  return shortest === null ? null : shortest - 1;
}
