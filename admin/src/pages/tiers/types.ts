// Tiers in the console, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/tiers';

export type ConsoleTier = z.infer<typeof C.ConsoleTier>;
export type TierRules = z.infer<typeof C.TierRules>;
export type TierBody = z.input<typeof C.TierBody>;
