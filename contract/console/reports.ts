// Requests and answers of the finance reports (GET /api/console/reports) and the CSV exports of the
// reports and the console's lists (GET /api/console/exports/{name}.csv, docs/console.md).
import { z } from 'zod';
import { Day } from '../dates';
import { ChallengeFunnel, PrizeRedemptions } from './overview';

const Int = z.number().int();
/** A calendar month, YYYY-MM (UTC). */
export const Month = z.string().regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM.');

/** Longest range a report answers for: ten years of months. */
export const MAX_REPORT_MONTHS = 120;

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthsBetween = (from: string, to: string) => monthNumber(to) - monthNumber(from) + 1;

export const ReportQuery = z
  .object({ from: Month, to: Month })
  .refine((q) => q.to >= q.from, { message: 'The last month is before the first.', path: ['to'] })
  .refine((q) => monthsBetween(q.from, q.to) <= MAX_REPORT_MONTHS, { message: `At most ${MAX_REPORT_MONTHS} months.`, path: ['to'] });

/**
 * One month of points, from the ledger. issued: earning kinds (transfers move points issued already);
 * redeemed: prize redemptions; expired: ledger kind points_expiry; adjusted: everything else that moved
 * the total (deductions, voided purchases); outstanding: every balance at the month's end, so
 * outstanding = previous outstanding + issued − redeemed − expired + adjusted.
 */
export const PointsMonth = z.object({ month: Month, issued: Int, redeemed: Int, expired: Int, adjusted: Int, outstanding: Int });

export const Reports = z.object({
  from: Month,
  to: Month,
  /** Outstanding at the end of the month before `from`. */
  opening_outstanding: Int,
  months: z.array(PointsMonth),
  prizes: z.array(PrizeRedemptions),
  /** All time, whatever the months. */
  challenges: z.array(ChallengeFunnel),
});

export const REPORT_EXPORTS = ['report-points', 'report-prizes', 'report-challenges'] as const;
const LIST_EXPORTS = ['members', 'audit', 'till-purchases', 'prizes', 'promo-codes'] as const;
export const ExportName = z.enum([...REPORT_EXPORTS, ...LIST_EXPORTS]);
export type ExportName = z.infer<typeof ExportName>;

/** Till purchases: by the day they were made (UTC, both included). */
export const TillPurchaseExportQuery = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The first day is after the last.', path: ['to'] });
