/** The saved language choice (docs/product.md section 5: 3 years, same-site strict, secure). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 3 * 365 * 24 * 60 * 60;
