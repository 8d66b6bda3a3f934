// The overview's answer, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/overview';

export type Overview = z.infer<typeof C.Overview>;
export type OverviewDay = z.infer<typeof C.OverviewDay>;
export type ChallengeFunnel = z.infer<typeof C.ChallengeFunnel>;
export type PrizeRedemptions = z.infer<typeof C.PrizeRedemptions>;
