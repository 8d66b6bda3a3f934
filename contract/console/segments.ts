// Segments in the console (/api/console/segments): rule-built groups of members that challenges, news,
// prizes and their pushes can be limited to. A segment's rules are a tree: a group combines its rules
// with all (and) or any (or); each leaf is one kind of rule (RULE_KINDS). Adding a kind is one entry
// here and one in server/services/segments/rule-kinds.ts (its SQL); the console shows it in
// admin/src/pages/segments/rule-fields.tsx.
import { z } from 'zod';
import { BodyId, MAX_ROW_ID, RouteId, text } from '../safe';

const Int = z.number().int();
const Iso = z.string();

/** How a member signed up (users.signup_channel). */
export const SIGNUP_CHANNELS = ['phone', 'customer_id', 'google', 'facebook', 'linkedin', 'apple'] as const;
export type SignupChannel = (typeof SIGNUP_CHANNELS)[number];

/** A partner's tag on a member: short, lower-case words joined by - _ . or :. */
export const MemberTag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_.:-]{0,63}$/, 'Letters a-z, digits and - _ . : only, at most 64 characters.');

const Language = text(5).regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A language code such as "en" or "lt".');
const Points = Int.min(0).max(MAX_ROW_ID);

/** The leaf rules, by kind. */
export const RULE_KINDS = {
  language: z.object({ kind: z.literal('language'), languages: z.array(Language).min(1).max(20) }),
  points: z
    .object({ kind: z.literal('points'), min: Points.nullable().default(null), max: Points.nullable().default(null) })
    .refine((r) => r.min !== null || r.max !== null, 'Give a minimum, a maximum or both.')
    .refine((r) => r.min === null || r.max === null || r.min <= r.max, 'The minimum is above the maximum.'),
  active_within: z.object({ kind: z.literal('active_within'), days: Int.min(1).max(3650) }),
  challenge_completed: z.object({ kind: z.literal('challenge_completed'), challenge_id: BodyId }),
  signup_channel: z.object({ kind: z.literal('signup_channel'), channels: z.array(z.enum(SIGNUP_CHANNELS)).min(1).max(SIGNUP_CHANNELS.length) }),
  tag: z.object({ kind: z.literal('tag'), tag: MemberTag }),
  /** In one of these tiers (users.tier_id; docs/money.md "Tiers"). */
  tier: z.object({ kind: z.literal('tier'), tier_ids: z.array(BodyId).min(1).max(50) }),
};
export type RuleKind = keyof typeof RULE_KINDS;
export type LeafRule = { [K in RuleKind]: z.infer<(typeof RULE_KINDS)[K]> }[RuleKind];

export const MATCHES = ['all', 'any'] as const;
export type Match = (typeof MATCHES)[number];

export interface RuleGroup {
  kind: 'group';
  match: Match;
  rules: SegmentRule[];
}
export type SegmentRule = LeafRule | RuleGroup;

/** Groups inside groups, counting the top one. */
export const MAX_RULE_DEPTH = 3;
/** Rules in the whole tree, groups included. */
export const MAX_RULES = 30;

const Leaf = z.discriminatedUnion('kind', Object.values(RULE_KINDS) as [(typeof RULE_KINDS)[RuleKind], ...(typeof RULE_KINDS)[RuleKind][]]);

const Rule: z.ZodType<SegmentRule> = z.lazy(() => z.union([Leaf, Group]));
const Group: z.ZodType<RuleGroup> = z.object({
  kind: z.literal('group'),
  match: z.enum(MATCHES),
  rules: z.array(Rule).max(MAX_RULES),
});

/** How deep a JSON value nests, counted only as far as `limit` + 1 (a hostile body is not walked further). */
function depthOf(value: unknown, limit: number): number {
  if (!value || typeof value !== 'object') return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value as object)) deepest = Math.max(deepest, depthOf(child, limit - 1));
  return deepest + 1;
}

function countRules(group: RuleGroup): number {
  return group.rules.reduce((n, rule) => n + 1 + (rule.kind === 'group' ? countRules(rule) : 0), 0);
}

function groupDepth(group: RuleGroup): number {
  return 1 + Math.max(0, ...group.rules.map((rule) => (rule.kind === 'group' ? groupDepth(rule) : 0)));
}

// A group level is 3 JSON levels deep (object, rules array, rule): anything deeper is refused before it is parsed.
const JSON_DEPTH = MAX_RULE_DEPTH * 2 + 3;

/** A segment's rules: the top group. Refused when nested deeper than MAX_RULE_DEPTH or longer than MAX_RULES. */
export const SegmentRules = z
  .custom<unknown>((value) => depthOf(value, JSON_DEPTH) <= JSON_DEPTH, `Rules may be nested at most ${MAX_RULE_DEPTH} groups deep.`)
  .pipe(z.object({ match: z.enum(MATCHES), rules: z.array(Rule).max(MAX_RULES, `At most ${MAX_RULES} rules.`) }))
  .superRefine((top, ctx) => {
    const group: RuleGroup = { kind: 'group', ...top };
    if (groupDepth(group) > MAX_RULE_DEPTH) ctx.addIssue({ code: 'custom', message: `Rules may be nested at most ${MAX_RULE_DEPTH} groups deep.` });
    if (countRules(group) > MAX_RULES) ctx.addIssue({ code: 'custom', message: `At most ${MAX_RULES} rules.` });
  });
export type SegmentRules = { match: Match; rules: SegmentRule[] };

export const SegmentIdParam = z.object({ id: RouteId.pipe(z.number().max(MAX_ROW_ID, 'No such id.')) });

export const SegmentBody = z.object({
  name: text(100).trim().min(1, 'Must not be empty.'),
  rules: SegmentRules,
});
export type SegmentBody = z.infer<typeof SegmentBody>;

export const SegmentCountBody = z.object({ rules: SegmentRules });
export const SegmentCount = z.object({ members: Int });

/** What a segment limits. */
export const SegmentUse = z.object({ kind: z.enum(['challenge', 'news', 'prize']), id: Int });

export const ConsoleSegment = z.object({
  id: Int,
  name: z.string(),
  /** Null when the stored rules no longer parse (then nobody is in it). */
  rules: z.custom<SegmentRules>().nullable(),
  /** Members in it as of refreshed_at. */
  members: Int,
  refreshed_at: Iso.nullable(),
  updated_at: Iso,
  uses: z.array(SegmentUse),
});

export const ConsoleSegmentList = z.object({
  segments: z.array(ConsoleSegment),
  /** What the rule editor offers. */
  languages: z.array(z.string()),
  channels: z.array(z.enum(SIGNUP_CHANNELS)),
  challenges: z.array(z.object({ id: Int, name: z.string() })),
  /** Lowest first. */
  tiers: z.array(z.object({ id: Int, name: z.string() })),
});

export const SegmentSaved = z.object({ segment: ConsoleSegment });
