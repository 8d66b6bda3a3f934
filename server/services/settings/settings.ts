// The getSettings answer: defaults from server/config.ts, overridden by rows of the `settings` table.
//
// Settings-table scheme: `key` is the dotted path of a field of the Settings answer
// (contract/index.ts), `value` the JSON for that field, for example
//   owner_id = 3,  newsEnabled = false,  ui.mainMenuOrderMobile = ["dashboard","prizes"],
//   brand = {"name": "Aurora Rewards", "logo_image_id": 1},  brand.copyright = {"en": "...", "lt": "..."}.
// An object value (ui, brand, challengeSettings) is merged over the current one, so it may name only
// some fields. Any text may be a language map ({ en, lt }), answered in the request's language;
// "{year}" in brand.copyright becomes the current year. Rows are applied in key order ('brand' before
// 'brand.name'). Rows with an unknown key or a value of the wrong shape are skipped with a warning.
// Fixed by the deployment, not by rows: languagesSupported, defaultLanguage, translationsHash,
// authenticated, signup_bonus_points and push.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MainMenuEntry, Settings } from '../../../contract';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';
import { hasAccess } from '../auth/access-gate';
import { translationsHash } from '../content/app-content';
import { localizeDeep } from '../texts/localize';
import { StoredJsonTooDeep } from '../texts/stored-json-depth';
import { phoneCountry } from './phone-country';
import { socialDialogs } from '../social/dialogs';
import { cachedRows, fromRows, settingsChanged } from './settings-cache';

/** Native names of the languages the app can offer. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  et: 'Eesti',
  pl: 'Polski',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ru: 'Русский',
  uk: 'Українська',
};

// session_idle_seconds too: it is SESSION_IDLE_SECONDS, what the server enforces. The optional
// scripts' settings too: the Content-Security-Policy is built from the same variables
// (plugins/optional-script-hosts.ts).
const FIXED = new Set([
  'languagesSupported',
  'defaultLanguage',
  'translationsHash',
  'authenticated',
  'signup_bonus_points',
  'session_idle_seconds',
  'push',
  'social',
  'wallet',
  'googleApiKey',
  'sentryUrl',
  'googleAnalyticsTrackingId',
  'googleMapsScriptUrl',
  'googleAnalyticsScriptUrl',
]);

type Json = Record<string, unknown>;
type Warn = (message: string) => void;

function defaults(config: Config): Json {
  return {
    owner_id: null,
    languagesSupported: config.LANGUAGES.map((key) => ({ key, name: LANGUAGE_NAMES[key] ?? key })),
    defaultLanguage: config.DEFAULT_LANGUAGE,
    translationsHash: translationsHash(config),
    userFriendsEnabled: config.USER_FRIENDS_ENABLED,
    newsEnabled: config.NEWS_ENABLED,
    registration_type: config.REGISTRATION_TYPE,
    phone_country: phoneCountry(config),
    user_name_change_enabled: config.USER_NAME_CHANGE_ENABLED,
    fbAppId: config.FB_APP_ID,
    fbApiVersion: config.FB_API_VERSION,
    googleId: config.GOOGLE_CLIENT_ID,
    linkedinKey: config.LINKEDIN_KEY,
    appleClientId: config.APPLE_CLIENT_ID,
    turnstileKey: config.TURNSTILE_SITE_KEY,
    googleApiKey: config.GOOGLE_API_KEY,
    sentryUrl: config.SENTRY_URL,
    googleAnalyticsTrackingId: config.GA_TRACKING_ID,
    googleMapsScriptUrl: config.GOOGLE_MAPS_SCRIPT_URL,
    googleAnalyticsScriptUrl: config.GOOGLE_ANALYTICS_SCRIPT_URL,
    customerLoginUrl: config.CUSTOMER_LOGIN_URL,
    facebookUrl: config.FACEBOOK_URL,
    youtubeUrl: config.YOUTUBE_URL,
    soundsMuted: config.SOUNDS_MUTED,
    authenticated: true,
    challengeSettings: { openFullScreen: config.OPEN_CHALLENGE_FULL_SCREEN },
    ui: {
      mainMenuOrderMobile: menuEntries(config.MAIN_MENU_ORDER_MOBILE),
      mainMenuOrderDesktop: menuEntries(config.MAIN_MENU_ORDER_DESKTOP),
      showUnusedRewardsBadge: config.SHOW_UNUSED_REWARDS_BADGE,
      layoutShowSignupButton: config.LAYOUT_SHOW_SIGNUP_BUTTON,
      footerForceBottomOnDesktop: config.FOOTER_FORCE_BOTTOM_ON_DESKTOP,
      soundsEnabled: config.SOUNDS_ENABLED,
      partnerBlockShow: config.PARTNER_BLOCK_SHOW,
    },
    brand: {
      name: 'Rewards',
      logo_image_id: null,
      partner_logo_image_ids: [],
      mobile_banner_image_id: null,
      social_url: config.FACEBOOK_URL,
      video_url: config.YOUTUBE_URL,
      copyright: '© {year}',
    },
    signup_bonus_points: config.SIGNUP_BONUS_POINTS,
    session_idle_seconds: config.SESSION_IDLE_SECONDS,
    push: pushSettings(config),
    social: socialDialogs(config),
    wallet: { apple: Boolean(config.wallet.apple), google: Boolean(config.wallet.google) },
  };
}

/** Only the entries docs/product.md allows in the main menu; anything else in the environment is dropped. */
const menuEntries = (names: string[]) => names.filter((n) => MainMenuEntry.safeParse(n).success);

function pushSettings(config: Config): Settings['push'] {
  if (!config.FIREBASE_WEB_CONFIG || !config.FIREBASE_VAPID_KEY) return null;
  try {
    const parsed = JSON.parse(config.FIREBASE_WEB_CONFIG) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const firebaseConfig = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    return { firebaseConfig, vapidKey: config.FIREBASE_VAPID_KEY };
  } catch {
    return null;
  }
}

/** The contract's schema for the field at a dotted path, or null when there is no such field. */
function schemaAt(path: string[]): z.ZodType | null {
  let schema: z.ZodType = Settings;
  for (const part of path) {
    if (!(schema instanceof z.ZodObject)) return null;
    const shape = schema.shape as Record<string, z.ZodType>;
    if (!Object.hasOwn(shape, part)) return null;
    schema = shape[part]!;
  }
  return schema;
}

const isPlainObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Applies one settings row to `target`; answers false (and changes nothing) when the row does not fit. */
function applyRow(target: Json, key: string, raw: unknown, lang: string, config: Config): boolean {
  const path = key.split('.');
  if (FIXED.has(path[0]!)) return false;
  const schema = schemaAt(path);
  if (!schema) return false;
  let parent: Json = target;
  for (const part of path.slice(0, -1)) parent = parent[part] as Json;
  const field = path[path.length - 1]!;
  let value: unknown;
  try {
    value = localizeDeep(raw, lang, config.LANGUAGES, config.DEFAULT_LANGUAGE);
  } catch (error) {
    if (error instanceof StoredJsonTooDeep) return false;
    throw error;
  }
  if (isPlainObject(value) && isPlainObject(parent[field])) value = { ...parent[field], ...value };
  const parsed = schema.safeParse(value);
  if (!parsed.success) return false;
  parent[field] = parsed.data;
  return true;
}

/**
 * Settings for server-side use and for getSettings (which adds `authenticated`). Computed once per
 * language and change of the settings table (services/settings/settings-cache.ts): treat the answer as read-only.
 */
export async function readSettings(db: Db | Tx, config: Config, lang: string, warn?: Warn): Promise<Settings> {
  const rows = await settingsRows(db);
  const year = new Date().getFullYear();
  return fromRows(rows, `${lang}:${year}`, () => {
    const result = defaults(config);
    for (const row of rows) {
      if (!applyRow(result, row.key, row.value, lang, config)) warn?.(`Ignoring settings row "${row.key}": unknown key or wrong value.`);
    }
    const brand = result.brand as Settings['brand'];
    brand.copyright = brand.copyright.replace(/\{year\}/g, String(year));
    return Settings.parse(result);
  });
}

const settingsRows = (db: Db | Tx) => cachedRows(db, () => db.select().from(settings).orderBy(asc(settings.key)));

export async function settingsFor(app: FastifyInstance, request: FastifyRequest): Promise<Settings> {
  const answer = await readSettings(app.db, app.config, request.lang, (m) => request.log.warn(m));
  return { ...answer, authenticated: hasAccess(app, request) };
}

/** Reads one raw settings row (for example 'owner_id'); undefined when it is not set. */
export async function getSettingValue(db: Db | Tx, key: string): Promise<unknown> {
  return (await settingsRows(db)).find((row) => row.key === key)?.value;
}

/** The owner organisation whose challenges are listed first (docs/product.md section 6). */
export async function getOwnerId(db: Db | Tx): Promise<number | null> {
  const value = await getSettingValue(db, 'owner_id');
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Removes a row, so that the deployment's default applies again. */
export async function clearSetting(db: Db | Tx, key: string): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
  settingsChanged(db);
}

export async function setSetting(db: Db | Tx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  settingsChanged(db);
}

/** The programme's name in a language (brand.name): SMS, mail, the page title and the manifest say it. */
export async function programmeName(db: Db | Tx, config: Config, lang: string): Promise<string> {
  return (await readSettings(db, config, lang)).brand.name;
}
