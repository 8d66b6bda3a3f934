// The overview's request and answer (GET /api/console/overview), for the route and the console's client.
import { z } from 'zod';
import { Day } from '../dates';

const Int = z.number().int();

/** Longest period the overview answers for: a year, so a series has at most 366 points. */
export const MAX_OVERVIEW_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const OverviewQuery = z
  .object({ from: Day, to: Day })
  .refine((q) => q.to >= q.from, { message: 'to must not come before from.', path: ['to'] })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_OVERVIEW_DAYS, {
    message: `A period of at most ${MAX_OVERVIEW_DAYS} days.`,
    path: ['to'],
  });

export const OverviewDay = z.object({ day: z.iso.date(), issued: Int, redeemed: Int, new_members: Int });

/** A challenge's funnel, all time (the overview and the reports): seen, accepted, completed, collected. */
export const ChallengeFunnel = z.object({
  id: Int,
  name: z.string(),
  /** Members who met the challenge and acted on it (accepted or put it aside); mere views are not recorded. */
  seen: Int,
  accepted: Int,
  completed: Int,
  collected: Int,
});

/** Redemptions of a prize over a period and the points they took (the overview and the reports). */
export const PrizeRedemptions = z.object({ id: Int, name: z.string(), redemptions: Int, points: Int });

export const Overview = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  members: z.object({ total: Int, new_this_week: Int, active_30_days: Int, new_in_period: Int }),
  points: z.object({ issued: Int, redeemed: Int, outstanding: Int }),
  series: z.array(OverviewDay),
  challenges: z.array(ChallengeFunnel),
  prizes: z.array(PrizeRedemptions),
});
