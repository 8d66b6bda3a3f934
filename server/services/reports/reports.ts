// The finance reports of the console (GET /api/console/reports): points by month, redemptions per prize
// over the same months, and each challenge's funnel (all time, from the overview's funnel tables).
import type { Db } from '../../db/client';
import type { Locale } from '../economy/locale';
import { challengeFunnels } from '../console/overview';
import { pointsByMonth, type MonthRange } from './points-by-month';
import { prizeRedemptions } from './prize-redemptions';

export async function reports(db: Db, range: MonthRange, locale: Locale) {
  const [points, prizes, challenges] = await Promise.all([pointsByMonth(db, range), prizeRedemptions(db, range, locale), challengeFunnels(db, locale)]);
  return { from: range.from, to: range.to, ...points, prizes, challenges };
}
