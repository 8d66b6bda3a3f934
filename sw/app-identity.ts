// The installed app's name, colours and icons: the web app manifest (pwa.config.ts) and the
// notifications of the service worker use the same ones. The name is the demo programme's
// (server/seed/owners.ts PROGRAMME_NAME); colours are --color-primary and --color-bg of
// src/styles/tokens.css. An operator rebrands here and in those two places.
export const APP_NAME = 'Aurora Rewards';
/** Under the home-screen icon: about 12 characters fit. */
export const APP_SHORT_NAME = 'Aurora';
export const APP_DESCRIPTION = 'Complete challenges, collect points and redeem rewards.';
export const THEME_COLOR = '#5b3df5';
export const BACKGROUND_COLOR = '#f5f5fa';

/** The app icons of public/icons (drawn with the layout); the badge below is this folder's own. */
export const ICON_192 = '/icons/icon-192.png';
export const ICON_512 = '/icons/icon-512.png';
export const MASKABLE_512 = '/icons/icon-maskable-512.png';
export const ICON_SVG = '/icons/icon.svg';
/** Monochrome silhouette Android shows in the status bar. */
export const NOTIFICATION_BADGE = '/pwa/badge-96.png';
