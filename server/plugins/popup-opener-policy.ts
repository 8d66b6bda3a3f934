// The app is served with COOP same-origin-allow-popups (app.ts) so it keeps the social sign-in popup it
// opens. Every response the popup itself loads on its way (the blank first page, Apple's form_post
// redirect, the callback page, and the built-in fake provider's consent pages when it runs in this
// server, as `OAUTH_FAKE_PROVIDERS=true npm start` has it) goes without COOP: a COOP there, even on a
// redirect, moves the popup into another browsing context group and the app loses it.
import fp from 'fastify-plugin';
import { APPLE_FORM_POST_PATH, OAUTH_CALLBACK_PATH, OAUTH_DUMMY_PATH } from '../../contract/social-names';

const POPUP_PATHS = new Set([OAUTH_DUMMY_PATH, APPLE_FORM_POST_PATH, OAUTH_CALLBACK_PATH]);
/** The fake provider's pages (routes/dev-oauth.ts), registered only outside production. */
const FAKE_PROVIDER_PREFIX = '/api/dev/oauth/';

function isPopupPage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return POPUP_PATHS.has(path) || path.startsWith(FAKE_PROVIDER_PREFIX);
}

export default fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (isPopupPage(request.url)) reply.removeHeader('cross-origin-opener-policy');
  });
});
