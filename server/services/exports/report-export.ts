// The finance reports as CSV. A report has a row per month, prize or challenge (a few hundred at most),
// so each is computed as the page shows it and then streamed.
import type { Db } from '../../db/client';
import type { Locale } from '../economy/locale';
import { pointsByMonth, type MonthRange } from '../reports/points-by-month';
import { prizeRedemptions } from '../reports/prize-redemptions';
import { challengeFunnels } from '../console/overview';
import { csvStream } from './csv-stream';

async function* each<T>(rows: Promise<T[]>) {
  yield* await rows;
}

export function pointsReportCsv(db: Db, range: MonthRange) {
  const rows = pointsByMonth(db, range).then((report) => report.months);
  return csvStream(
    ['month', 'issued', 'redeemed', 'expired', 'adjusted', 'outstanding'].map((key) => ({ key, header: key })),
    each(rows),
  );
}

export function prizeReportCsv(db: Db, range: MonthRange, locale: Locale) {
  const rows = prizeRedemptions(db, range, locale).then((prizes) => prizes.map((p) => ({ ...p, from: range.from, to: range.to })));
  return csvStream(
    [
      { key: 'from', header: 'from_month' },
      { key: 'to', header: 'to_month' },
      { key: 'id', header: 'prize_id' },
      { key: 'name', header: 'prize' },
      { key: 'redemptions', header: 'redemptions' },
      { key: 'points', header: 'points' },
    ],
    each(rows),
  );
}

export function funnelReportCsv(db: Db, locale: Locale) {
  return csvStream(
    [
      { key: 'id', header: 'challenge_id' },
      { key: 'name', header: 'challenge' },
      { key: 'seen', header: 'seen' },
      { key: 'accepted', header: 'accepted' },
      { key: 'completed', header: 'completed' },
      { key: 'collected', header: 'collected' },
    ],
    each(challengeFunnels(db, locale)),
  );
}
