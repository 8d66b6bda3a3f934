// The /api/user-side contract: one zod schema per payload and answer, shared by the app and the server.
// The app imports types only (import type), so zod stays out of its bundle; the server validates with them.
// Paths and names follow docs/product.md section 7 and docs/contract.md exactly.
import { z } from 'zod';
import { text } from './safe';
import { CONTENT_SLUGS } from './content-slugs';
import { Phone } from './phone';
import { SocialDialogs } from './social';
import { WalletSettings } from './wallet';

// ---------- shared pieces ----------

export const ErrorBody = z.object({
  error_code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Success = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof Success>;


// ---------- settings ----------

export const Language = z.object({ key: z.string(), name: z.string() });
export type Language = z.infer<typeof Language>;

export const MainMenuEntry = z.enum(['dashboard', 'history', 'prizes', 'profile', 'help', 'news']);
export type MainMenuEntry = z.infer<typeof MainMenuEntry>;

/** The country whose phone numbers the programme expects, to say so when a number is mistyped. */
export const PhoneCountry = z.object({ region: z.string(), calling_code: z.string(), example: z.string() });
export type PhoneCountry = z.infer<typeof PhoneCountry>;

export const Settings = z.object({
  owner_id: z.number().int().nullable(),
  languagesSupported: z.array(Language),
  defaultLanguage: z.string(),
  translationsHash: z.string(),
  userFriendsEnabled: z.boolean(),
  newsEnabled: z.boolean(),
  registration_type: z.enum(['id', 'phone']),
  phone_country: PhoneCountry.nullable(),
  user_name_change_enabled: z.boolean(),
  fbAppId: z.string(),
  fbApiVersion: z.string(),
  googleId: z.string(),
  linkedinKey: z.string(),
  appleClientId: z.string(),
  turnstileKey: z.string(),
  googleApiKey: z.string(),
  sentryUrl: z.string(),
  googleAnalyticsTrackingId: z.string(),
  /** Where the optional scripts load from (docs/product.md section 7): Google's hosts unless the server says otherwise. */
  googleMapsScriptUrl: z.string(),
  googleAnalyticsScriptUrl: z.string(),
  customerLoginUrl: z.string(),
  facebookUrl: z.string(),
  youtubeUrl: z.string(),
  soundsMuted: z.boolean(),
  /** False while the limited-access gate is on and this browser has not passed it. */
  authenticated: z.boolean(),
  challengeSettings: z.object({ openFullScreen: z.boolean() }),
  ui: z.object({
    mainMenuOrderMobile: z.array(MainMenuEntry),
    mainMenuOrderDesktop: z.array(MainMenuEntry),
    showUnusedRewardsBadge: z.boolean(),
    layoutShowSignupButton: z.boolean(),
    footerForceBottomOnDesktop: z.boolean(),
    soundsEnabled: z.boolean(),
    partnerBlockShow: z.boolean(),
  }),
  /** Branding and the few texts the server owns. */
  brand: z.object({
    name: z.string(),
    logo_image_id: z.number().int().nullable(),
    /** Seven partner logos; the sign-in screen shows a random six. */
    partner_logo_image_ids: z.array(z.number().int()),
    mobile_banner_image_id: z.number().int().nullable(),
    social_url: z.string(),
    video_url: z.string(),
    copyright: z.string(),
  }),
  signup_bonus_points: z.number().int(),
  /** How long a session lasts without activity (SESSION_IDLE_SECONDS), for "signed out after N minutes". */
  session_idle_seconds: z.number().int().positive(),
  /** Firebase web config and VAPID key; null hides push. */
  push: z.object({ firebaseConfig: z.record(z.string(), z.string()), vapidKey: z.string() }).nullable(),
  /** The social sign-in dialogs of the configured providers (contract/social.ts). */
  social: SocialDialogs,
  /** The phone wallets offered on My card (contract/wallet.ts). */
  wallet: WalletSettings,
});
export type Settings = z.infer<typeof Settings>;

export const GetSettingsQuery = z.object({ url: text(2048).optional() });

// ---------- auth ----------

export const LimitedAccessLogin = z.object({
  login: text(200).trim().min(1),
  pass: text(200).trim().min(1),
});

export { Phone } from './phone';

export const LoginUserByPhone = z.object({
  phone: Phone,
  turnstileToken: text(4096).optional().default(''),
  /** Given on registration; signing in with an unknown phone and no name answers UserNotExist. */
  name: text(100).trim().optional().default(''),
  surname: text(100).trim().optional().default(''),
  lang: text(10).optional(),
});
export type LoginUserByPhone = z.input<typeof LoginUserByPhone>;

export const LoginUserByPhoneResult = z.object({
  sms_sent: z.literal(true),
  /** Seconds until another code may be requested. */
  resend_after: z.number().int(),
});
export type LoginUserByPhoneResult = z.infer<typeof LoginUserByPhoneResult>;

export const VerifySmsCode = z.object({
  phone: Phone,
  code: text(20).trim().regex(/^\d{6}$/, 'The code has 6 digits.'),
});
export type VerifySmsCode = z.input<typeof VerifySmsCode>;

export const SignInResult = z.object({
  token: z.string(),
  /** False until the user accepts the terms (POST /acceptTerms). */
  user_initialized: z.boolean(),
  redirect_route_name: z.string().optional(),
  showWelcomeScreen: z.boolean().optional(),
});
export type SignInResult = z.infer<typeof SignInResult>;

export const AcceptTermsResult = z.object({ success: z.literal(true), showWelcomeScreen: z.boolean() });
export type AcceptTermsResult = z.infer<typeof AcceptTermsResult>;

/** 200 when ready; otherwise 409 with error_code UserNotInitializedYet. */
export const InitializationStatus = z.object({ initialized: z.literal(true) });

export const JoinWaitlist = z.object({
  phone: Phone.optional(),
  email: text(200).trim().email().optional(),
  lang: text(10).optional(),
});

/** GET /checkUserSession answers the remaining seconds of the session as a bare number. */
export const RemainingSeconds = z.number().int();

export const TouchSessionResult = z.object({ ok: z.literal(true), remaining: z.number().int().nullable() });

export const DevOutboxMessage = z.object({
  to: z.string(),
  kind: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  headers: z.record(z.string(), z.string()).optional(),
  sent_at: z.string(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessage>;

// ---------- user ----------

export const ExternalAccountStatus = z.enum(['never', 'connected', 'disconnected']);

export const UserData = z.object({
  user_initialized: z.boolean(),
  referral_id: z.string(),
  applyReferralCodeEnabled: z.boolean(),
  applyPromoCodeEnabled: z.boolean(),
  /** Without the leading +. */
  primary_phone: z.string().nullable(),
  primary_email: z.string().nullable(),
  email_confirmed: z.boolean(),
  name: z.string(),
  surname: z.string(),
  picture_url: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  language: z.string().nullable(),
  user_external_id_hash: z.string(),
  is_in_monthly_top: z.boolean(),
  monthly_top_url: z.string().nullable(),
  external_accounts: z.object({
    google: ExternalAccountStatus,
    facebook: ExternalAccountStatus,
    linkedin: ExternalAccountStatus,
    /** Not in docs/product.md's list; the profile's social page shows it when Apple sign-in is configured. */
    apple: ExternalAccountStatus,
  }),
  monthly_notification: z.boolean(),
  challenge_completion_notification: z.boolean(),
  new_challenges_notification: z.boolean(),
  user_news_notification: z.boolean(),
  new_friend_connected_notification: z.boolean(),
});
export type UserData = z.infer<typeof UserData>;

/** GET /getUserPoints and /getUserTotalPointsEarned answer a bare number. */
export const PointsNumber = z.number().int();

export const SetUserName = z.object({
  first_name: text(100).trim().min(1, 'First name is required.'),
  last_name: text(100).trim().min(1, 'Last name is required.'),
});
export type SetUserName = z.input<typeof SetUserName>;

export const SaveLanguage = z.object({ language: text(10).min(2) });

// ---------- content ----------

export const Owner = z.object({
  id: z.number().int(),
  owner_image_id: z.number().int().nullable(),
  owner_name: z.string(),
});
export type Owner = z.infer<typeof Owner>;

export const WelcomeStep = z.object({ title: z.string(), text: z.string(), image_id: z.number().int().nullable() });
export type WelcomeStep = z.infer<typeof WelcomeStep>;

export const ContentSlug = z.enum(CONTENT_SLUGS);
export type ContentSlug = z.infer<typeof ContentSlug>;

export const Content = z.object({
  /** The page's address; another than the one asked for when the page has moved there (the app follows). */
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  /** The welcome page carries the three tour steps. */
  steps: z.array(WelcomeStep).optional(),
});
export type Content = z.infer<typeof Content>;

export const MenuItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** A text page slug the app links to as /{lang}/{route_name}, or null with an absolute url. */
  route_name: z.string().nullable(),
  url: z.string().nullable(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuItemsQuery = z.object({ lang: text(10).optional() });

/** GET /translations/main.{lang}.json: compiled lingui messages, id to message. */
export const Translations = z.record(z.string(), z.unknown());
export type Translations = Record<string, unknown>;

// ---------- the other call groups, one file each ----------
export * from './challenge-answers';
export * from './challenges';
export * from './economy';
export * from './push';
export * from './community';
export * from './wallet';
export * from './social';
export * from './safe';
export * from './images';
export * from './content-slugs';
export * from './customer-id';
export * from './points-expiry';

/** The member's card: the opaque token a till scans (never the phone), rotatable. */
export const MemberCard = z.object({ card_token: z.string() });
export type MemberCard = z.infer<typeof MemberCard>;
export * from './tiers';
