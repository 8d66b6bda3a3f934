// Segments in the console, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/segments';

export type ConsoleSegment = z.infer<typeof C.ConsoleSegment>;
export type ConsoleSegmentList = z.infer<typeof C.ConsoleSegmentList>;
export type { LeafRule, Match, RuleKind, SegmentRules, SignupChannel } from '@contract/console/segments';
