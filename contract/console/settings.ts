// The programme's settings as admins edit them (GET/POST /api/console/settings): the fields of the
// getSettings answer that rows of the settings table may set (services/settings/settings.ts), and, read-only,
// what the deployment fixes.
import { z } from 'zod';
import { MainMenuEntry } from '..';
import { BodyId, text } from '../safe';

const Switch = z.boolean();
const Menu = z
  .array(MainMenuEntry)
  .min(1, 'Give at least one menu entry.')
  .refine((entries) => new Set(entries).size === entries.length, 'Name each menu entry once.');
/** An https address, or empty for none. */
const Link = text(500)
  .trim()
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]*$/i.test(value), 'An address starting with https://, or empty.');

/** Every editable setting, by its key in the settings table (a dotted path of the getSettings answer). */
export const EditableSettings = z.object({
  /** null: no owner organisation (the console's "None"). */
  owner_id: BodyId.nullable(),
  registration_type: z.enum(['id', 'phone']),
  newsEnabled: Switch,
  userFriendsEnabled: Switch,
  user_name_change_enabled: Switch,
  soundsMuted: Switch,
  'challengeSettings.openFullScreen': Switch,
  'ui.mainMenuOrderMobile': Menu,
  'ui.mainMenuOrderDesktop': Menu,
  'ui.showUnusedRewardsBadge': Switch,
  'ui.layoutShowSignupButton': Switch,
  'ui.footerForceBottomOnDesktop': Switch,
  'ui.soundsEnabled': Switch,
  'ui.partnerBlockShow': Switch,
  customerLoginUrl: Link,
  facebookUrl: Link,
  youtubeUrl: Link,
  /** The programme's name per language (SMS, mail, page title). */
  'brand.name': z.record(text(5), text(100).trim().min(1, 'Must not be empty.')),
});
export type EditableSettings = z.infer<typeof EditableSettings>;
export type EditableKey = keyof EditableSettings;

/** A change names only the settings it changes. */
export const SettingsChange = EditableSettings.partial().strict().refine((change) => Object.keys(change).length > 0, 'Name at least one setting.');

/** The current values as answered: what the deployment set may not meet the rules of a change (an http:// address). */
const CurrentSettings = EditableSettings.extend({
  owner_id: z.number().int().nullable(),
  customerLoginUrl: z.string(),
  facebookUrl: z.string(),
  youtubeUrl: z.string(),
  'brand.name': z.record(z.string(), z.string()),
});

export const ConsoleSettings = z.object({
  languages: z.array(z.string()),
  values: CurrentSettings,
  /** Keys that a row of the settings table sets (the others are the deployment's defaults). */
  overridden: z.array(z.string()),
  owners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Set by the deployment (environment variables), shown but not changed here. */
  fixed: z.array(z.object({ key: z.string(), value: z.string() })),
});

export const SettingsSaved = z.object({ changed: z.array(z.string()), settings: ConsoleSettings });
