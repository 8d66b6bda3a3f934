// The app is served with COOP same-origin-allow-popups (app.ts) so it keeps the social sign-in popup it
// opens. Every response the popup itself loads on its way (the blank first page, Apple's form_post
// redirect, the callback page) goes without COOP: a COOP there, even on a redirect, moves the popup
// into another browsing context group and the app loses it.
import fp from 'fastify-plugin';
import { APPLE_FORM_POST_PATH, OAUTH_CALLBACK_PATH, OAUTH_DUMMY_PATH } from '../../src/api/contract/social-names';

const POPUP_PATHS = new Set([OAUTH_DUMMY_PATH, APPLE_FORM_POST_PATH, OAUTH_CALLBACK_PATH]);

export default fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (POPUP_PATHS.has(request.url.split('?')[0] ?? '')) reply.removeHeader('cross-origin-opener-policy');
  });
});
