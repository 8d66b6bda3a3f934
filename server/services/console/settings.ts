// The settings admins change in the console: rows of the settings table over the deployment's
// defaults (services/settings/settings.ts), each change audited with the values before and after. Every server
// process drops its cached settings when the table changes (migration 0005's NOTIFY); this process at once.
import { asc, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { owners, settings as settingsTable } from '../../db/schema';
import { badRequest } from '../../errors';
import type { EditableKey, EditableSettings } from '../../../contract/console/settings';
import { clearSetting, readSettings, setSetting } from '../settings/settings';
import { settingsChanged } from '../settings/settings-cache';
import { writeAudit } from '../staff/audit';

export const EDITABLE_KEYS: EditableKey[] = [
  'owner_id',
  'registration_type',
  'newsEnabled',
  'userFriendsEnabled',
  'user_name_change_enabled',
  'soundsMuted',
  'challengeSettings.openFullScreen',
  'ui.mainMenuOrderMobile',
  'ui.mainMenuOrderDesktop',
  'ui.showUnusedRewardsBadge',
  'ui.layoutShowSignupButton',
  'ui.footerForceBottomOnDesktop',
  'ui.soundsEnabled',
  'ui.partnerBlockShow',
  'customerLoginUrl',
  'facebookUrl',
  'youtubeUrl',
  'brand.name',
];

/** What the deployment fixes, in the getSettings answer's words (the comment atop services/settings/settings.ts). */
function fixedValues(config: Config, answer: Awaited<ReturnType<typeof readSettings>>) {
  const set = (value: string) => (value ? value : '—');
  return [
    { key: 'languagesSupported', value: answer.languagesSupported.map((l) => `${l.name} (${l.key})`).join(', ') },
    { key: 'defaultLanguage', value: answer.defaultLanguage },
    { key: 'signup_bonus_points', value: String(answer.signup_bonus_points) },
    { key: 'session_idle_seconds', value: String(answer.session_idle_seconds) },
    { key: 'phone_country', value: answer.phone_country ? `${answer.phone_country.region} (+${answer.phone_country.calling_code})` : '—' },
    { key: 'push', value: answer.push ? 'on' : 'off' },
    { key: 'googleId', value: set(config.GOOGLE_CLIENT_ID) },
    { key: 'fbAppId', value: set(config.FB_APP_ID) },
    { key: 'linkedinKey', value: set(config.LINKEDIN_KEY) },
    { key: 'appleClientId', value: set(config.APPLE_CLIENT_ID) },
    { key: 'turnstileKey', value: set(config.TURNSTILE_SITE_KEY) },
    { key: 'googleAnalyticsTrackingId', value: set(config.GA_TRACKING_ID) },
    { key: 'sentryUrl', value: set(config.SENTRY_URL) },
  ];
}

/** The deployment's languages, the default first. */
export const languagesOf = (config: Config) => [config.DEFAULT_LANGUAGE, ...config.LANGUAGES.filter((l) => l !== config.DEFAULT_LANGUAGE)];

export async function consoleSettings(db: Db, config: Config) {
  const languages = languagesOf(config);
  const answers = await Promise.all(languages.map((lang) => readSettings(db, config, lang)));
  const answer = answers[0]!;
  const [rows, ownerRows] = await Promise.all([
    db.select({ key: settingsTable.key }).from(settingsTable),
    db.select({ id: owners.id, name: owners.name }).from(owners).orderBy(asc(owners.name), asc(owners.id)),
  ]);
  const values: EditableSettings = {
    owner_id: answer.owner_id,
    registration_type: answer.registration_type,
    newsEnabled: answer.newsEnabled,
    userFriendsEnabled: answer.userFriendsEnabled,
    user_name_change_enabled: answer.user_name_change_enabled,
    soundsMuted: answer.soundsMuted,
    'challengeSettings.openFullScreen': answer.challengeSettings.openFullScreen,
    'ui.mainMenuOrderMobile': answer.ui.mainMenuOrderMobile,
    'ui.mainMenuOrderDesktop': answer.ui.mainMenuOrderDesktop,
    'ui.showUnusedRewardsBadge': answer.ui.showUnusedRewardsBadge,
    'ui.layoutShowSignupButton': answer.ui.layoutShowSignupButton,
    'ui.footerForceBottomOnDesktop': answer.ui.footerForceBottomOnDesktop,
    'ui.soundsEnabled': answer.ui.soundsEnabled,
    'ui.partnerBlockShow': answer.ui.partnerBlockShow,
    customerLoginUrl: answer.customerLoginUrl,
    facebookUrl: answer.facebookUrl,
    youtubeUrl: answer.youtubeUrl,
    'brand.name': Object.fromEntries(languages.map((lang, i) => [lang, answers[i]!.brand.name])),
  };
  const keys = new Set(rows.map((r) => r.key));
  // A row for a whole object ('ui') sets its fields too.
  const overridden = EDITABLE_KEYS.filter((key) => keys.has(key) || keys.has(key.split('.')[0]!));
  return { languages, values, overridden, owners: ownerRows, fixed: fixedValues(config, answer) };
}

async function checkChange(db: Db, change: Partial<EditableSettings>, languages: string[]) {
  if (change.owner_id != null) {
    const found = await db.select({ id: owners.id }).from(owners).where(inArray(owners.id, [change.owner_id]));
    if (!found.length) throw badRequest('ValidationError', `There is no owner organisation ${change.owner_id}.`, { field: 'owner_id' });
  }
  const names = change['brand.name'];
  if (names) {
    const missing = languages.filter((lang) => !names[lang]);
    const unknown = Object.keys(names).filter((lang) => !languages.includes(lang));
    if (missing.length || unknown.length)
      throw badRequest('ValidationError', `Give the programme's name in exactly these languages: ${languages.join(', ')}.`, { field: 'brand.name' });
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Stores the settings that differ from the current values; answers the keys changed. */
export async function changeSettings(db: Db, config: Config, staffId: number, change: Partial<EditableSettings>): Promise<string[]> {
  const languages = languagesOf(config);
  await checkChange(db, change, languages);
  const { values } = await consoleSettings(db, config);
  const changed = EDITABLE_KEYS.filter((key) => key in change && !same(change[key], values[key]));
  if (!changed.length) return [];
  await db.transaction(async (tx) => {
    // The value column is NOT NULL: null (owner_id's "None") removes the row, and the default, null, applies.
    for (const key of changed) await (change[key] === null ? clearSetting(tx, key) : setSetting(tx, key, change[key]));
    await writeAudit(tx, {
      staffId,
      action: 'settings.change',
      entityType: 'settings',
      before: Object.fromEntries(changed.map((key) => [key, values[key]])),
      after: Object.fromEntries(changed.map((key) => [key, change[key]])),
    });
  });
  settingsChanged(db);
  return changed;
}
