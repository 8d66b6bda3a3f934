// Operator calls below /api/partner (Bearer PARTNER_API_KEY): publishing challenges and news, closing
// a month's top list and reporting friendships from a social provider. Each of them may push to
// customers (docs/architecture.md (push)). The app does not use these; the server and its OpenAPI do.
import { z } from 'zod';
import { Moment } from './dates';
import { FreeJson } from './free-json';
import { Phone } from './phone';
import { BodyId, text } from './safe';
import { ChallengeType } from './challenge-answers';

const Id = BodyId;
const Language = text(5).regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A language code such as "en" or "lt".');

/** Plain text (in the default language), or texts per language ({ en, lt }). */
const Texts = (max: number) =>
  z.union([
    text(max).trim().min(1),
    z
      .record(Language, text(max).trim().min(1))
      .refine((texts) => Object.keys(texts).length > 0, 'Give at least one text.'),
  ]);
export type OperatorTexts = z.infer<ReturnType<typeof Texts>>;

const Instant = Moment;

export const OperatorChallengeOption = z.object({
  text: Texts(200).optional(),
  image_id: Id.optional(),
  /** Quizzes: the one right option. Never shown to customers. */
  correct: z.boolean().default(false),
});

export const OperatorChallengeBody = z
  .object({
    type: ChallengeType,
    name: Texts(120),
    description: Texts(2000),
    points: z.number().int().min(0).max(1_000_000),
    points_multiple_text: Texts(120).optional(),
    /** Gives this prize instead of points. */
    prize_id: Id.optional(),
    image_id: Id.optional(),
    owner_id: Id.optional(),
    tags: z.array(text(40).trim().min(1)).max(20).default([]),
    can_hide: z.boolean().default(true),
    /** Locked until then; customers hear of it when it starts. */
    start_time: Instant.optional(),
    end_time: Instant.optional(),
    /** What the widget shows: question, url, video_url, min/max. Options go in `options`. */
    custom_data: FreeJson().default({}),
    /** Server-only rules of the type: event names, targets, periods. */
    rules: FreeJson().default({}),
    options: z.array(OperatorChallengeOption).max(12).optional(),
    progress_divisor: z.number().int().positive().max(1_000_000).optional(),
    failure_delay_days: z.number().int().min(0).max(365).default(1),
    sort_order: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .refine((c) => !c.start_time || !c.end_time || Date.parse(c.end_time) > Date.parse(c.start_time), {
    message: 'end_time must come after start_time.',
    path: ['end_time'],
  });
export type OperatorChallengeBody = z.input<typeof OperatorChallengeBody>;
export type OperatorChallenge = z.infer<typeof OperatorChallengeBody>;

export const OperatorNewsBody = z.object({
  title: Texts(200),
  intro: Texts(1000),
  /** Rich text (HTML), sanitised when served. */
  body: Texts(50_000),
  image_id: Id.optional(),
  /** Shown as the dashboard's promoted item. */
  promoted: z.boolean().default(false),
  /** Hidden until then; customers hear of it when it is published. Defaults to now. */
  published_at: Instant.optional(),
});
export type OperatorNewsBody = z.input<typeof OperatorNewsBody>;
export type OperatorNews = z.infer<typeof OperatorNewsBody>;

/** Customers hear of what is live at once; of what starts later, when it starts. */
export const OperatorPublished = z.object({ id: z.number().int(), announced: z.boolean() });
export type OperatorPublished = z.infer<typeof OperatorPublished>;

const Month = text(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM.')
  .refine((month) => month >= '1900-01' && month <= '2999-12', 'A month between 1900 and 2999.');

export const CloseMonthBody = z.object({
  /** A month that has ended; defaults to the previous month. */
  month: Month.optional(),
});
export type CloseMonthBody = z.input<typeof CloseMonthBody>;

export const ClosedMonth = z.object({
  month: z.string(),
  /** False when the month had been closed before; nothing changed then. */
  closed_now: z.boolean(),
  list: z.array(z.object({ rank: z.number().int(), user_id: z.number().int(), points: z.number().int() })),
});
export type ClosedMonth = z.infer<typeof ClosedMonth>;


const UserRef = z
  .object({ phone: Phone.optional(), user_external_id: text(200).trim().min(1).optional() })
  .refine((v) => (v.phone === undefined) !== (v.user_external_id === undefined), {
    message: 'Name the user by either phone or user_external_id.',
    path: ['phone'],
  });

export const FriendshipBody = z.object({ user: UserRef, friend: UserRef });
export type FriendshipBody = z.input<typeof FriendshipBody>;

export const FriendshipResult = z.object({
  /** False when they were friends already. */
  connected_now: z.boolean(),
});
export type FriendshipResult = z.infer<typeof FriendshipResult>;
