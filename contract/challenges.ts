// Challenge, achievement and partner-event calls: zod schemas and their types (the types and their
// answers: challenge-answers.ts). The app imports types only; the server validates requests and answers
// with these schemas.
import { z } from 'zod';
import { ChallengeType } from './challenge-answers';
import { Moment } from './dates';
import { FreeJson, MAX_ANSWER_CHARS } from './free-json';
import { Phone } from './phone';
import { BodyId, text } from './safe';

const Id = BodyId;

// ---------- the challenge as the app sees it ----------

export const ChallengeOption = z.object({
  id: z.number().int(),
  text: z.string().optional(),
  image_id: z.number().int().optional(),
});
export type ChallengeOption = z.infer<typeof ChallengeOption>;

/**
 * What a widget shows. Known keys: question, options (quizzes and surveys), url (link),
 * video_url (video_quiz), min/max (how many options a survey takes), button_text,
 * invitation_text. Never which option is right.
 */
export const ChallengeCustomData = z.record(z.string(), z.unknown());
export type ChallengeCustomData = {
  question?: string;
  options?: ChallengeOption[];
  url?: string;
  video_url?: string;
  min?: number;
  max?: number;
  [key: string]: unknown;
};

/**
 * default: open (or not accepted yet); failed: waiting until start_time after a wrong answer;
 * pending: a code or link was sent, or a server-completed challenge is in progress;
 * completed: done, its achievement not collected yet.
 */
export const ChallengeState = z.enum(['default', 'failed', 'completed', 'pending']);
export type ChallengeState = z.infer<typeof ChallengeState>;

export const Challenge = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: ChallengeType,
  image_id: z.number().int().nullable(),
  image_large_id: z.number().int().nullable(),
  points: z.number().int(),
  points_multiple_text: z.string().nullable(),
  reward_type: z.enum(['points', 'prize']),
  prize_id: z.number().int().nullable(),
  tags: z.array(z.string()),
  accepted: z.boolean(),
  /** ISO 8601. After a failure, the user's retry time; else the challenge's own start (null = open). */
  start_time: z.string().nullable(),
  /** ISO 8601; null = no end. */
  end_time: z.string().nullable(),
  custom_data: ChallengeCustomData,
  can_hide: z.boolean(),
  challenge_owner_id: z.number().int().nullable(),
  challenge_owner_name: z.string().nullable(),
  challenge_owner_email: z.string().nullable(),
  /** Null for types without progress; progress share = min(dividend, divisor) / divisor. */
  progress_dividend: z.number().int().nullable(),
  progress_divisor: z.number().int().nullable(),
  state: ChallengeState,
  /** Days a wrong answer locks the challenge for. */
  failure_delay_days: z.number().int(),
  /** The uncollected achievement of a completed challenge. */
  achievement_id: z.number().int().nullable(),
  /** Order within its group (owner's first, then general). */
  sort_order: z.number().int(),
  /**
   * Only on the member's own pending email_confirmation or phone_confirmation whose link or code still
   * waits: the address or phone (E.164 digits) it went to, so the widget resumes its sent step.
   */
  pending_to: z.string().optional(),
  /**
   * With pending_to, ISO 8601 (server time): when another link or code may be asked for. A time rather
   * than seconds, because the app keeps challenges (its cache, the saved answers) and shows them later.
   */
  resend_at: z.string().optional(),
});
export type Challenge = z.infer<typeof Challenge>;

// ---------- calls ----------

/**
 * GET /getUserChallenges. start_from: how many are loaded already (-1 or 0 = from the beginning).
 * last_timestamp: server seconds (a previous server_time); answers only challenges created or changed
 * since then (same paging), plus removed_ids of those that left the list since then.
 */
export const GetUserChallengesQuery = z.object({
  start_from: z.coerce.number().int().min(-1).max(100_000).default(-1),
  last_timestamp: z.coerce.number().int().min(0).optional(),
});
export type GetUserChallengesQuery = z.input<typeof GetUserChallengesQuery>;

export const GetUserChallengesResult = z.object({
  challenges: z.array(Challenge),
  has_more: z.boolean(),
  /** Server time in whole seconds; send it back as last_timestamp to poll for changes. */
  server_time: z.number().int(),
  /** With last_timestamp: ids that were snoozed, collected or ended since then. Empty otherwise. */
  removed_ids: z.array(z.number().int()),
});
export type GetUserChallengesResult = z.infer<typeof GetUserChallengesResult>;

export const ChallengeIdParam = z.object({ id: text(9).regex(/^\d{1,9}$/, 'The id has digits only.').transform(Number) });
export const FriendsChallengeParam = z.object({
  challengeId: text(9).regex(/^\d{1,9}$/, 'The id has digits only.').transform(Number),
});

export const ChallengeIdBody = z.object({ challenge_id: Id });
export type ChallengeIdBody = z.infer<typeof ChallengeIdBody>;

/** start: accepted (challenge is the updated card); end: the challenge has ended and was not accepted. */
export const AcceptChallengeResult = z.object({
  type: z.enum(['start', 'end']),
  challenge: Challenge.optional(),
});
export type AcceptChallengeResult = z.infer<typeof AcceptChallengeResult>;

export const ResetSnoozedResult = z.object({ success: z.literal(true), count: z.number().int() });
/** GET /getSnoozedChallengesCount: snoozed challenges that could still be done. */
export const SnoozedCount = z.object({ count: z.number().int() });
export type SnoozedCount = z.infer<typeof SnoozedCount>;
export type ResetSnoozedResult = z.infer<typeof ResetSnoozedResult>;

export const CompleteChallengeBody = z.object({
  challenge_id: Id,
  /** Shaped by the challenge's type (ChallengeAnswers); missing means `{}`. */
  answer: FreeJson(MAX_ANSWER_CHARS).default({}),
});
export type CompleteChallengeBody = z.input<typeof CompleteChallengeBody>;

export const CompleteChallengeResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('completed'),
    achievement_id: z.number().int(),
    /** The reward created for a prize challenge. */
    reward_id: z.number().int().nullable(),
    points: z.number().int(),
    /** Challenges completed along with this one (email_confirmation when connect_google brings a verified email). */
    also_completed_challenge_ids: z.array(z.number().int()),
    challenge: Challenge,
  }),
  z.object({
    status: z.literal('failed'),
    delay_days: z.number().int(),
    /** ISO 8601: when the challenge may be tried again. */
    start_time: z.string(),
    challenge: Challenge,
  }),
  z.object({
    status: z.literal('pending'),
    progress_dividend: z.number().int().nullable(),
    progress_divisor: z.number().int().nullable(),
    /** Seconds until a new code or link may be requested (email and phone confirmation). */
    resend_after: z.number().int().nullable(),
    /** Where the code or link went. */
    sent_to: z.string().nullable(),
    challenge: Challenge,
  }),
]);
export type CompleteChallengeResult = z.infer<typeof CompleteChallengeResult>;

export const FriendsWhoCompleted = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), picture_url: z.string().nullable() })),
  count: z.number().int(),
});
export type FriendsWhoCompleted = z.infer<typeof FriendsWhoCompleted>;

export const EmailTokenQuery = z.object({ token: text(200).trim().min(10) });

export const ConfirmEmailResult = z.object({
  success: z.literal(true),
  email: z.string(),
  /** Email-confirmation challenges this completed (their achievements wait to be collected). */
  completed_challenge_ids: z.array(z.number().int()),
});
export type ConfirmEmailResult = z.infer<typeof ConfirmEmailResult>;

export const UnsubscribeEmailResult = z.object({ success: z.literal(true), email: z.string() });
export type UnsubscribeEmailResult = z.infer<typeof UnsubscribeEmailResult>;

/**
 * GET /unsubscribeEmail: what the link is for, changing nothing (mail scanners open links); the page
 * asks for one tap, which POSTs. The same POST is the one-click unsubscribe of RFC 8058.
 */
export const UnsubscribeEmailInfo = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeEmailInfo = z.infer<typeof UnsubscribeEmailInfo>;

/** The POST's token: in the JSON body from the page, or in the query of the List-Unsubscribe address. */
export const UnsubscribeEmailBody = z.object({ token: text(200).trim().min(10).optional() }).passthrough();

// ---------- achievements ----------

export const Achievement = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image_id: z.number().int().nullable(),
  points: z.number().int(),
  challenge_id: z.number().int().nullable(),
  /** The prize a prize challenge won (its reward waits in My rewards); null for points. */
  prize_id: z.number().int().nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

export const AchievementList = z.array(Achievement);

export const CollectAchievementBody = z.object({ achievement_id: Id });
export type CollectAchievementBody = z.infer<typeof CollectAchievementBody>;

export const CollectAchievementResult = z.object({
  success: z.literal(true),
  /** The points credited (once, on the first collect): the achievement's, with the member's tier bonus. */
  points: z.number().int(),
  /** The balance after collecting. */
  balance: z.number().int(),
  /** True when it had been collected before; nothing was credited this time. */
  already_collected: z.boolean(),
});
export type CollectAchievementResult = z.infer<typeof CollectAchievementResult>;

// ---------- partner API (/api/partner, Bearer PARTNER_API_KEY) ----------

export const PartnerEventBody = z
  .object({
    event: text(100).trim().min(1),
    /** The user's external id, or its SHA-256 hex (user_external_id_hash of getUserData). */
    user_external_id: text(200).trim().min(1).optional(),
    phone: Phone.optional(),
    quantity: z.number().int().min(1).max(1_000_000).default(1),
    /** ISO 8601; defaults to now; at most 5 minutes in the future. */
    occurred_at: Moment.optional(),
  })
  .refine((v) => v.user_external_id !== undefined || v.phone !== undefined, {
    message: 'Name the user by user_external_id or phone.',
    path: ['user_external_id'],
  });
export type PartnerEventBody = z.input<typeof PartnerEventBody>;

export const PartnerEventResult = z.object({
  accepted: z.literal(true),
  event_id: z.number().int(),
  progressed: z.array(
    z.object({
      challenge_id: z.number().int(),
      progress_dividend: z.number().int(),
      progress_divisor: z.number().int().nullable(),
      completed: z.boolean(),
    }),
  ),
});
export type PartnerEventResult = z.infer<typeof PartnerEventResult>;
