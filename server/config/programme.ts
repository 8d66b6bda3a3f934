// docs/product.md section 3 and 7: what the app offers and how it looks (the settings table can override
// each at run time), and the third-party scripts it may load.
import { z } from 'zod';
import { bool, list } from './env-kinds';

export const programmeEnv = {
  LANGUAGES: list.default(['en', 'lt']),
  DEFAULT_LANGUAGE: z.string().default('en'),
  REGISTRATION_TYPE: z.enum(['phone', 'id']).default('phone'),
  USER_FRIENDS_ENABLED: bool.default(false),
  NEWS_ENABLED: bool.default(true),
  USER_NAME_CHANGE_ENABLED: bool.default(true),
  /** docs/product.md section 7: the Google Maps key (the provide_location map), Sentry DSN and Google Analytics id. */
  GOOGLE_API_KEY: z.string().default(''),
  SENTRY_URL: z.union([z.literal(''), z.url()]).default(''),
  GA_TRACKING_ID: z.string().default(''),
  /** Where the Maps JS API and gtag.js load from (tests point them at a fake host on loopback). */
  GOOGLE_MAPS_SCRIPT_URL: z.url().default('https://maps.googleapis.com/maps/api/js'),
  GOOGLE_ANALYTICS_SCRIPT_URL: z.url().default('https://www.googletagmanager.com/gtag/js'),
  FACEBOOK_URL: z.string().default(''),
  YOUTUBE_URL: z.string().default(''),
  SOUNDS_MUTED: bool.default(false),
  OPEN_CHALLENGE_FULL_SCREEN: bool.default(true),
  MAIN_MENU_ORDER_MOBILE: list.default(['dashboard', 'prizes', 'history', 'profile']),
  MAIN_MENU_ORDER_DESKTOP: list.default(['dashboard', 'prizes', 'history', 'news', 'help', 'profile']),
  SHOW_UNUSED_REWARDS_BADGE: bool.default(true),
  LAYOUT_SHOW_SIGNUP_BUTTON: bool.default(true),
  FOOTER_FORCE_BOTTOM_ON_DESKTOP: bool.default(false),
  SOUNDS_ENABLED: bool.default(true),
  PARTNER_BLOCK_SHOW: bool.default(true),
};
