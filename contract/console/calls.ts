// The console API as one typed map: each call ("METHOD /path", path parameters as :name) with the body it
// takes, the query it reads and the answer it gives, all from the schemas the server's routes validate
// with (server/routes/console). Types only: the console imports it with `import type`.
import type { z } from 'zod';
import type * as C from '.';
import type * as Catalogue from './catalogue';
import type * as Challenges from './challenges';
import type * as Imports from './imports';
import type * as Members from './members';
import type * as News from './news';
import type * as Overview from './overview';
import type * as PointsValidity from './points-validity';
import type * as Reports from './reports';
import type * as Segments from './segments';
import type * as Settings from './settings';
import type * as Staff from './staff';
import type * as Tiers from './tiers';
import type * as Webhooks from './webhooks';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;
/** A query's names come from its schema; its values are what a page's address holds, checked by the server. */
type QueryOf<T extends z.ZodType> = { [K in keyof In<T>]?: string | number };

/** One call: what it sends and what it gets back. */
interface Call<Answer, Body = never, Query = never> {
  answer: Answer;
  body: Body;
  query: Query;
}

export interface ConsoleCalls {
  // Staff sign-in, own account and two-factor sign-in.
  'POST /sign-in': Call<Out<typeof C.StaffSignedIn>, In<typeof C.StaffSignIn>>;
  'GET /me': Call<Out<typeof C.StaffMe>>;
  'POST /logout': Call<Out<typeof C.Done>>;
  'POST /password-link': Call<Out<typeof Staff.PasswordLinkUsed>, In<typeof Staff.PasswordLinkBody>>;
  'POST /me/password': Call<Out<typeof C.Done>, In<typeof Staff.OwnPasswordBody>>;
  'POST /me/two-factor/start': Call<Out<typeof Staff.TotpEnrolment>>;
  'POST /me/two-factor/confirm': Call<Out<typeof Staff.TwoFactorState>, In<typeof Staff.TotpCodeBody>>;
  'POST /me/two-factor/disable': Call<Out<typeof Staff.TwoFactorState>, In<typeof Staff.TotpDisableBody>>;
  // Staff accounts and the audit log (admin).
  'GET /staff': Call<Out<typeof C.StaffList>>;
  'POST /staff': Call<Out<typeof C.Staff>, In<typeof C.NewStaffBody>>;
  'POST /staff/invite': Call<Out<typeof C.StaffAccount>, In<typeof Staff.StaffInviteBody>>;
  'POST /staff/:id': Call<Out<typeof C.StaffAccount>, In<typeof C.StaffChangeBody>>;
  'POST /staff/:id/reset-password': Call<Out<typeof C.StaffAccount>>;
  'GET /audit': Call<Out<typeof C.AuditPage>, never, QueryOf<typeof C.AuditQuery>>;
  'GET /audit/options': Call<Out<typeof Staff.AuditOptions>>;
  // Members.
  'GET /members': Call<Out<typeof Members.MemberList>, never, QueryOf<typeof Members.MemberListQuery>>;
  'GET /members/:id': Call<Out<typeof C.MemberDetail>>;
  'POST /members/:id/points': Call<Out<typeof C.PointsAdjusted>, In<typeof C.PointsAdjustmentBody>>;
  'POST /members/:id/deactivate': Call<Out<typeof C.MemberDeactivated>>;
  'POST /members/:id/reactivate': Call<Out<typeof Members.MemberReactivated>>;
  'POST /members/:id/end-sessions': Call<Out<typeof C.SessionsEnded>>;
  'POST /members/:id/profile': Call<Out<typeof Members.MemberProfile>, In<typeof Members.MemberProfileBody>>;
  'POST /members/:id/purchases/:purchaseId/void': Call<Out<typeof Members.PurchaseVoided>, In<typeof Members.PurchaseVoidBody>>;
  // The till.
  'GET /till/codes/:code': Call<Out<typeof C.ScannedCode>>;
  'POST /till/rewards/:code/use': Call<Out<typeof C.RewardUsed>>;
  'POST /till/purchases': Call<Out<typeof C.PurchaseAwarded>, In<typeof C.PurchaseBody>>;
  // Overview and settings.
  /** `lang`: the language of the challenge and prize names in the answer. */
  'GET /overview': Call<Out<typeof Overview.Overview>, never, QueryOf<typeof Overview.OverviewQuery> & { lang?: string }>;
  'GET /settings': Call<Out<typeof Settings.ConsoleSettings>>;
  'POST /settings': Call<Out<typeof Settings.SettingsSaved>, In<typeof Settings.SettingsChange>>;
  'GET /points-validity': Call<Out<typeof PointsValidity.PointsValidity>>;
  'POST /points-validity': Call<Out<typeof PointsValidity.PointsValidity>, In<typeof PointsValidity.PointsValidityChange>>;
  /** `lang`: the language of the challenge and prize names in the answer. */
  'GET /reports': Call<Out<typeof Reports.Reports>, never, QueryOf<typeof Reports.ReportQuery> & { lang?: string }>;
  // Members brought over from another programme: the CSV itself is the body (text/csv).
  'GET /imports': Call<Out<typeof Imports.MemberImportList>>;
  'POST /imports': Call<Out<typeof Imports.MemberImport>, Blob, QueryOf<typeof Imports.ImportUploadQuery>>;
  'POST /imports/:id/run': Call<Out<typeof Imports.MemberImport>>;
  // Tiers and segments.
  'GET /tiers': Call<Out<typeof Tiers.TierList>>;
  'POST /tiers': Call<Out<typeof Tiers.TierList>, In<typeof Tiers.TierBody>>;
  'POST /tiers/rules': Call<Out<typeof Tiers.TierList>, In<typeof Tiers.TierRules>>;
  'POST /tiers/:id': Call<Out<typeof Tiers.TierList>, In<typeof Tiers.TierBody>>;
  'POST /tiers/:id/delete': Call<Out<typeof C.Done>>;
  'GET /segments': Call<Out<typeof Segments.ConsoleSegmentList>>;
  'POST /segments/count': Call<Out<typeof Segments.SegmentCount>, In<typeof Segments.SegmentCountBody>>;
  'POST /segments': Call<Out<typeof Segments.SegmentSaved>, In<typeof Segments.SegmentBody>>;
  'POST /segments/:id': Call<Out<typeof Segments.SegmentSaved>, In<typeof Segments.SegmentBody>>;
  'POST /segments/:id/delete': Call<Out<typeof C.Done>>;
  // Webhooks (admins): endpoints, their secret, the delivery log.
  'GET /webhooks': Call<Out<typeof Webhooks.WebhookEndpointList>>;
  'POST /webhooks': Call<Out<typeof Webhooks.WebhookEndpointWithSecret>, In<typeof Webhooks.WebhookEndpointBody>>;
  'POST /webhooks/:id': Call<Out<typeof Webhooks.WebhookEndpoint>, In<typeof Webhooks.WebhookEndpointChange>>;
  'POST /webhooks/:id/rotate-secret': Call<Out<typeof Webhooks.WebhookEndpointWithSecret>>;
  'POST /webhooks/:id/delete': Call<Out<typeof C.Done>>;
  'POST /webhooks/:id/test': Call<Out<typeof Webhooks.WebhookDeliveryQueued>>;
  'GET /webhooks/:id/deliveries': Call<Out<typeof Webhooks.WebhookDeliveryPage>, never, QueryOf<typeof Webhooks.WebhookDeliveryQuery>>;
  'POST /webhooks/:id/deliveries/:delivery_id/replay': Call<Out<typeof Webhooks.WebhookDeliveryQueued>>;
  // Challenges.
  'GET /challenges': Call<Out<typeof Challenges.ChallengeList>, never, QueryOf<typeof Challenges.ChallengeListQuery>>;
  'GET /challenges/choices': Call<Out<typeof Challenges.ChallengeChoices>>;
  'GET /challenges/:id': Call<Out<typeof Challenges.ChallengeDetail>>;
  'POST /challenges': Call<Out<typeof Challenges.ChallengeSaved>, In<typeof Challenges.ChallengeDraftBody>>;
  'POST /challenges/:id': Call<Out<typeof Challenges.ChallengeSaved>, In<typeof Challenges.ChallengeDraftBody>>;
  'POST /challenges/:id/end': Call<Out<typeof Challenges.ChallengeSaved>>;
  // News and pictures.
  'GET /news': Call<Out<typeof News.NewsList>>;
  'GET /news/:id': Call<Out<typeof News.NewsEntry>>;
  'POST /news': Call<Out<typeof News.NewsSaved>, In<typeof News.NewsBody>>;
  'POST /news/:id': Call<Out<typeof News.NewsSaved>, In<typeof News.NewsBody>>;
  'POST /news/:id/delete': Call<Out<typeof C.Done>>;
  /** The picture's bytes as they are, with its own content type. */
  'POST /images': Call<Out<typeof News.ImageStored>, Blob>;
  // The catalogue: prizes, categories, promo codes, text pages, menu items.
  'GET /prizes': Call<Out<typeof Catalogue.ConsolePrizeList>>;
  'POST /prizes': Call<Out<typeof Catalogue.ConsolePrize>, In<typeof Catalogue.NewPrizeBody>>;
  'POST /prizes/:id': Call<Out<typeof Catalogue.ConsolePrize>, In<typeof Catalogue.PrizeBody>>;
  'POST /prizes/:id/stock': Call<Out<typeof Catalogue.ConsolePrize>, In<typeof Catalogue.PrizeStockBody>>;
  'GET /prize-categories': Call<Out<typeof Catalogue.ConsoleCategoryList>>;
  'POST /prize-categories': Call<Out<typeof Catalogue.ConsoleCategory>, In<typeof Catalogue.CategoryBody>>;
  'POST /prize-categories/order': Call<Out<typeof Catalogue.ConsoleCategoryList>, In<typeof Catalogue.OrderBody>>;
  'POST /prize-categories/:id': Call<Out<typeof Catalogue.ConsoleCategory>, In<typeof Catalogue.CategoryBody>>;
  'GET /promo-codes': Call<Out<typeof Catalogue.ConsolePromoCodeList>>;
  'POST /promo-codes': Call<Out<typeof Catalogue.ConsolePromoCode>, In<typeof Catalogue.NewPromoCodeBody>>;
  'GET /promo-codes/:id': Call<Out<typeof Catalogue.PromoCodeUses>>;
  'POST /promo-codes/:id': Call<Out<typeof Catalogue.ConsolePromoCode>, In<typeof Catalogue.PromoCodeBody>>;
  'GET /pages': Call<Out<typeof Catalogue.ConsolePageList>>;
  'POST /pages': Call<Out<typeof Catalogue.ConsolePage>, In<typeof Catalogue.NewPageBody>>;
  'POST /pages/:slug': Call<Out<typeof Catalogue.ConsolePage>, In<typeof Catalogue.PageBody>>;
  'POST /pages/:slug/delete': Call<Out<typeof C.Done>>;
  'POST /pages/:slug/rename': Call<Out<typeof Catalogue.ConsolePage>, In<typeof Catalogue.PageRenameBody>>;
  'GET /menu-items': Call<Out<typeof Catalogue.ConsoleMenuItemList>>;
  'POST /menu-items': Call<Out<typeof Catalogue.ConsoleMenuItem>, In<typeof Catalogue.MenuItemBody>>;
  'POST /menu-items/order': Call<Out<typeof Catalogue.ConsoleMenuItemList>, In<typeof Catalogue.OrderBody>>;
  'POST /menu-items/:id': Call<Out<typeof Catalogue.ConsoleMenuItem>, In<typeof Catalogue.MenuItemBody>>;
  'POST /menu-items/:id/delete': Call<Out<typeof C.Done>>;
}

export type ConsoleRoute = keyof ConsoleCalls;

/** The path parameters a route names (`:id` becomes `{ id: string | number }`). */
export type RouteParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & RouteParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;
