// The server's text pages, by slug. No zod here: the app and the service worker read these lists themselves (?genericPopup=).
// The seven pages the app has always had (SPEC); each keeps its own route and address.
export const CONTENT_SLUGS = ['help', 'terms', 'about', 'business', 'privacy-policy', 'welcome', 'terms-and-conditions'] as const;

/**
 * Addresses under /{lang}/ the app's own screens use: a page the operator adds cannot take them
 * (tests/unit/page-slugs.test.ts checks the list against src/routes).
 */
export const RESERVED_SLUGS = [
  'dashboard', 'history', 'leaderboard', 'points-transfer', 'prizes', 'prizes-list', 'profile', 'challenge',
  'customer-login', 'customer-sso', 'phone-login', 'registration', 'sign-in', 'sms-code', 'waitlist-invitation',
  'news', 'invite', 'monthly-top-user', 'email-confirmation', 'email-unsubscribe', 'not-found',
  'api', 'admin', 'assets', 'media', 'icons', 'pwa', 'sounds', 'translations', 'index', 'oauth-callback',
] as const;

/** Small letters, digits and single dashes, 2 to 60 characters, starting and ending with a letter or digit. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,59}$/;

export const isFixedPageSlug = (slug: string) => (CONTENT_SLUGS as readonly string[]).includes(slug);
export const isReservedSlug = (slug: string) => (RESERVED_SLUGS as readonly string[]).includes(slug);
/** An address an operator's own page may have (not one of the seven, not an app screen's). */
export const isCustomPageSlug = (slug: string) => PAGE_SLUG_PATTERN.test(slug) && !isFixedPageSlug(slug) && !isReservedSlug(slug);
