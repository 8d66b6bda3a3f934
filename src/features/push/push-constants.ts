// docs/product.md section 9: push token refresh after 7 days; re-save attempted 10 s after load when
// notification permission is granted; installation requests time out after 10 s.
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
export const PUSH_RESAVE_DELAY_MS = 10_000;
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/** How often an app kept open looks whether its token has reached the 7 days (and when it comes back into view). */
export const PUSH_TOKEN_CHECK_MS = 60 * 60 * 1000;
