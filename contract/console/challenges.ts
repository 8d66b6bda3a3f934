// Requests and answers of the console's challenge editing (/api/console/challenges), for the routes and
// the console's client. Texts come per language ({ en, lt }); which languages the form shows comes from
// GET /challenges/choices.
import { z } from 'zod';
import { ChallengeType } from '../challenge-answers';
import { FreeJson } from '../free-json';
import { BodyId, MAX_ROW_ID, RouteId, text } from '../safe';
import { Moment } from '../dates';

const Int = z.number().int();
const Iso = z.string();
const Language = text(5).regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A language code such as "en" or "lt".');

/** Texts per language; an empty text is left out, so a language may be filled in later. */
const Texts = (max: number) =>
  z
    .record(Language, text(max).trim())
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== '')));

export const ChallengeStatus = z.enum(['scheduled', 'live', 'ended']);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

export const ChallengeOptionDraft = z.object({
  /** An option kept from the stored challenge; absent for a new one. */
  id: BodyId.optional(),
  text: Texts(200).nullable().default(null),
  image_id: BodyId.nullable().default(null),
  /** Quizzes: the one right option. */
  correct: z.boolean().default(false),
});

export const ChallengeDraftBody = z
  .object({
    type: ChallengeType,
    name: Texts(120),
    description: Texts(2000),
    image_id: BodyId.nullable().default(null),
    points: Int.min(0).max(1_000_000),
    points_multiple_text: Texts(120).nullable().default(null),
    /** Gives this prize instead of points. */
    prize_id: BodyId.nullable().default(null),
    owner_id: BodyId.nullable().default(null),
    tags: z.array(text(40).trim().min(1)).max(20).default([]),
    can_hide: z.boolean().default(true),
    /** Null publishes now; a future time schedules it. */
    start_time: Moment.nullable().default(null),
    end_time: Moment.nullable().default(null),
    /** What the widget shows: question (per language), url, video_url, min/max, max_length. */
    custom_data: FreeJson().default({}),
    /** Server-only rules of the type: event names, targets, periods. */
    rules: FreeJson().default({}),
    options: z.array(ChallengeOptionDraft).max(12).default([]),
    progress_divisor: Int.positive().max(1_000_000).nullable().default(null),
    failure_delay_days: Int.min(0).max(365).default(1),
    sort_order: Int.min(-1_000_000).max(1_000_000).default(0),
    /** Only members of this segment see it, get its push and may complete it; null: everyone; absent: unchanged. */
    segment_id: BodyId.nullable().optional(),
  })
  .refine((c) => !c.start_time || !c.end_time || Date.parse(c.end_time) > Date.parse(c.start_time), {
    message: 'The end must come after the start.',
    path: ['end_time'],
  });
export type ChallengeDraftBody = z.input<typeof ChallengeDraftBody>;
export type ChallengeDraftInput = z.infer<typeof ChallengeDraftBody>;

const RowId = RouteId.pipe(z.number().max(MAX_ROW_ID, 'No such id.'));
export const ChallengeIdParam = z.object({ id: RowId });

export const ChallengeListQuery = z.object({
  status: ChallengeStatus.optional(),
  type: ChallengeType.optional(),
});

export const ChallengeListItem = z.object({
  id: Int,
  type: ChallengeType,
  name: z.record(z.string(), z.string()),
  points: Int,
  reward_type: z.enum(['points', 'prize']),
  status: ChallengeStatus,
  start_time: Iso.nullable(),
  end_time: Iso.nullable(),
  /** Members who accepted or answered it. */
  members_started: Int,
  members_completed: Int,
});
export type ChallengeListItem = z.infer<typeof ChallengeListItem>;

export const ChallengeList = z.object({ challenges: z.array(ChallengeListItem) });

const StoredTexts = z.record(z.string(), z.string());

export const ChallengeDetail = z.object({
  id: Int,
  status: ChallengeStatus,
  members_started: Int,
  /** Fields that cannot change any more because members have started it. */
  locked: z.array(z.string()),
  challenge: z.object({
    type: ChallengeType,
    name: StoredTexts,
    description: StoredTexts,
    image_id: Int.nullable(),
    points: Int,
    points_multiple_text: StoredTexts.nullable(),
    prize_id: Int.nullable(),
    owner_id: Int.nullable(),
    tags: z.array(z.string()),
    can_hide: z.boolean(),
    start_time: Iso.nullable(),
    end_time: Iso.nullable(),
    custom_data: z.record(z.string(), z.unknown()),
    rules: z.record(z.string(), z.unknown()),
    options: z.array(z.object({ id: Int, text: StoredTexts.nullable(), image_id: Int.nullable(), correct: z.boolean() })),
    progress_divisor: Int.nullable(),
    failure_delay_days: Int,
    sort_order: Int,
    segment_id: Int.nullable(),
  }),
});
export type ChallengeDetail = z.infer<typeof ChallengeDetail>;

export const ChallengeSaved = z.object({ id: Int, status: ChallengeStatus, announced: z.boolean() });

/** What the form offers: the programme's languages, prizes and owners. */
export const ChallengeChoices = z.object({
  languages: z.array(z.string()),
  default_language: z.string(),
  prizes: z.array(z.object({ id: Int, name: z.string() })),
  owners: z.array(z.object({ id: Int, name: z.string() })),
  /** What the audience picker offers. */
  segments: z.array(z.object({ id: Int, name: z.string() })),
});
export type ChallengeChoices = z.infer<typeof ChallengeChoices>;

