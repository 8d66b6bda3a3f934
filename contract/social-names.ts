// The plain names of social sign-in (calls, pages, providers, the state error): no zod, so the app can
// import them without the contract's schemas. Re-exported by contract/social.ts.

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The call names of docs/product.md section 3, by provider. */
export const CONNECT_CALL = {
  google: 'connectGoogleUser',
  facebook: 'connectFacebookUser',
  linkedin: 'connectLinkedInUser',
  apple: 'connectAppleUser',
} as const satisfies Record<SocialProvider, string>;
export const DISCONNECT_CALL = {
  google: 'disconnectGoogleUser',
  facebook: 'disconnectFacebookUser',
  linkedin: 'disconnectLinkedInUser',
  apple: 'disconnectAppleUser',
} as const satisfies Record<SocialProvider, string>;

/** The page social sign-in popups return to; the opener reads `code` and `state` from its URL. */
export const OAUTH_CALLBACK_PATH = '/oauth-callback.html';
/** Apple (response_mode form_post) posts its answer here; the server sends the popup on to the callback page. */
export const APPLE_FORM_POST_PATH = '/api/user-side/auth/apple';
/** The blank page a popup opens first (so it is not blocked), before it goes to the provider. */
export const OAUTH_DUMMY_PATH = '/oauth-dummy.html';

/** The app's error when the state that comes back differs from the one it sent (docs/product.md section 7). */
export const STATE_MISMATCH_MESSAGE = 'State parameter value does not match original OAuth request state value';
