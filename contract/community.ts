// News, the monthly top, friends and the profile settings calls (docs/contract.md). Re-exported by
// contract/index.ts; the app imports types only. Dates are ISO 8601 strings.
import { z } from 'zod';
import { NEWS_PAGE_LENGTH } from './limits';
import { RouteId, text } from './safe';

const Int = z.number().int();

// ---------- news ----------

export const NewsIdParam = z.object({ id: RouteId });

export const NewsQuery = z.object({
  start_from: z.coerce.number().int().min(0).max(1_000_000).default(0),
  length: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_LENGTH),
});
export type NewsQuery = z.input<typeof NewsQuery>;

export const NewsListItem = z.object({
  id: Int,
  title: z.string(),
  intro: z.string(),
  image_id: Int.nullable(),
  published_at: z.string(),
  /** Only for signed-in readers. */
  is_read: z.boolean().optional(),
});
export type NewsListItem = z.infer<typeof NewsListItem>;

export const NewsPage = z.object({ list: z.array(NewsListItem), has_more: z.boolean() });
export type NewsPage = z.infer<typeof NewsPage>;

export const NewsItem = z.object({
  id: Int,
  title: z.string(),
  intro: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  image_id: Int.nullable(),
  published_at: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/** GET /getUserUnreadNewsQuantity answers a bare number. */
export const UnreadNewsQuantity = Int;

export const PromotedNewsItem = z.object({ id: Int, title: z.string(), intro: z.string() });
export type PromotedNewsItem = z.infer<typeof PromotedNewsItem>;

/** GET /getPromotedNewsItem: the item, or null when there is none to show. */
export const PromotedNewsAnswer = PromotedNewsItem.nullable();

// ---------- monthly top ----------

export const MonthlyTopEntry = z.object({
  rank: Int,
  /** First name and the initial of the last name. */
  name: z.string(),
  picture_url: z.string().nullable(),
  points: Int,
  /** True for the signed-in user's own entry. */
  me: z.boolean(),
});
export type MonthlyTopEntry = z.infer<typeof MonthlyTopEntry>;

export const MonthlyTop = z.object({
  /** YYYY-MM, or null when no month has been ranked yet. */
  month: z.string().nullable(),
  list: z.array(MonthlyTopEntry),
});
export type MonthlyTop = z.infer<typeof MonthlyTop>;

export const MonthlyTopUserParams = z.object({
  id: RouteId,
  urlIdentifier: text(100).min(1),
});

/** The public landing page of one member of a monthly top. */
export const MonthlyTopUser = z.object({
  name: z.string(),
  rank: Int,
  points: Int,
  month: z.string(),
  picture_url: z.string().nullable(),
  programme_name: z.string(),
});
export type MonthlyTopUser = z.infer<typeof MonthlyTopUser>;

// ---------- friends ----------

export const Friend = z.object({
  id: Int,
  name: z.string(),
  picture_url: z.string().nullable(),
  /** Lifetime points earned, the number the leaderboard ranks by (docs/product.md section 3, Points). */
  points: Int,
});
export type Friend = z.infer<typeof Friend>;

export const Friends = z.array(Friend);

// ---------- profile ----------

export const NOTIFICATION_FLAGS = [
  'monthly_notification',
  'challenge_completion_notification',
  'new_challenges_notification',
  'user_news_notification',
  'new_friend_connected_notification',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

export const NotificationSettings = z
  .object({
    monthly_notification: z.boolean().optional(),
    challenge_completion_notification: z.boolean().optional(),
    new_challenges_notification: z.boolean().optional(),
    user_news_notification: z.boolean().optional(),
    new_friend_connected_notification: z.boolean().optional(),
  })
  .strict()
  .refine((flags) => Object.keys(flags).length > 0, 'Give at least one notification flag.');
export type NotificationSettings = z.input<typeof NotificationSettings>;

export const SaveEmail = z.object({
  email: text(200).trim().toLowerCase().email('Enter a valid e-mail address.'),
});
export type SaveEmail = z.input<typeof SaveEmail>;

export const SaveEmailResult = z.object({
  success: z.literal(true),
  sent_to: z.string(),
  /** Seconds until another confirmation mail may be asked for. */
  resend_after: Int,
});
export type SaveEmailResult = z.infer<typeof SaveEmailResult>;

export const DeactivateUser = z.object({ confirm: z.literal(true, 'Confirm the deactivation with confirm: true.') });
export type DeactivateUser = z.input<typeof DeactivateUser>;
