// The built-in fake OAuth provider (docs/architecture.md (sign-in and sessions)), for development and tests only: registered
// when OAUTH_FAKE_PROVIDERS is on and never in production. It imitates each provider closely enough
// that the real clients of services/social run against it unchanged:
//   GET  /:provider/authorize   consent page (anyone can type a name, e-mail, account id and friends)
//   GET  /:provider/consent     the page's answer: 302 to redirect_uri?code&state (or ?error=access_denied);
//                               Apple (form_post) gets a page that posts code, state and user to redirect_uri
//   POST /:provider/token       Google, LinkedIn, Apple token endpoint (with an ES256 id_token carrying the nonce)
//   GET  /:provider/userinfo    Google, LinkedIn OIDC userinfo
//   GET  /:provider/keys        JWKS of the fake's id tokens
// Like the real ones it takes PKCE (S256 only) and an OpenID nonce: a code issued with a code_challenge
// is only exchanged with the matching code_verifier.
//   GET  /facebook/graph/:version/{oauth/access_token,debug_token,me,me/friends}
// Codes are single use and live 5 minutes; everything is kept in memory. Registered with prefix /api/dev/oauth,
// in the app's own server or, as a provider on another origin, by scripts/fake-oauth-provider.ts.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../contract';
import type { SocialProviderConfig } from '../config';
import { consentPage, formPostPage, htmlPage, problem } from './dev-oauth-pages';

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 60 * 60_000;
/** Plenty for development; old entries go first beyond it. */
const MAX_ENTRIES = 10_000;
const ACCOUNT_ID = /^[A-Za-z0-9._-]{1,64}$/;
const OPENID: ReadonlySet<SocialProvider> = new Set(['google', 'linkedin', 'apple']);

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

interface Identity {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  friends: string[];
}

interface IssuedCode {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  identity: Identity;
  codeChallenge: string;
  nonce: string;
  expiresAt: number;
}

interface IssuedToken {
  provider: SocialProvider;
  identity: Identity;
  expiresAt: number;
}

type Query = Record<string, string | undefined>;

const opaque = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

function absoluteHttpUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function remember<T extends { expiresAt: number }>(map: Map<string, T>, key: string, value: T) {
  const now = Date.now();
  for (const [k, v] of map) if (v.expiresAt <= now || map.size >= MAX_ENTRIES) map.delete(k);
  map.set(key, value);
}

export default async function devOAuthRoutes(app: FastifyInstance) {
  const { config } = app;
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const signingKeys = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(signingKeys.publicKey)), kid: 'fake-provider', alg: 'ES256', use: 'sig' };

  // Only providers that really are faked here answer.
  const fakeOf = (provider: string): { provider: SocialProvider; cfg: SocialProviderConfig } | null => {
    const p = SOCIAL_PROVIDERS.find((name) => name === provider);
    const cfg = p ? config.socialProviders[p] : undefined;
    return p && cfg?.fake ? { provider: p, cfg } : null;
  };

  // Form bodies of the token endpoint; only inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/:provider/authorize', { schema: { hide: true } }, async (request, reply) => {
    const fake = fakeOf((request.params as { provider: string }).provider);
    if (!fake) return problem(reply, 'This provider is not faked here.');
    const q = request.query as Query;
    const redirect = absoluteHttpUrl(q.redirect_uri);
    if (q.client_id !== fake.cfg.clientId) return problem(reply, `Unknown client_id; expected ${fake.cfg.clientId}.`);
    if (!redirect) return problem(reply, 'redirect_uri must be an absolute http(s) URL.');
    if (!(q.response_type ?? 'code').split(' ').includes('code')) return problem(reply, 'Only response_type=code is supported.');
    if (q.code_challenge && q.code_challenge_method !== 'S256') return problem(reply, 'Only code_challenge_method=S256 is supported.');
    const html = consentPage(fake.provider, {
      client_id: fake.cfg.clientId,
      redirect_uri: redirect.toString(),
      state: q.state ?? '',
      response_mode: q.response_mode === 'form_post' ? 'form_post' : 'query',
      code_challenge: q.code_challenge ?? '',
      nonce: q.nonce ?? '',
    });
    return htmlPage(reply, 200, html, redirect.toString());
  });

  app.get('/:provider/consent', { schema: { hide: true } }, async (request, reply) => {
    const fake = fakeOf((request.params as { provider: string }).provider);
    if (!fake) return problem(reply, 'This provider is not faked here.');
    const q = request.query as Query;
    const redirect = absoluteHttpUrl(q.redirect_uri);
    if (q.client_id !== fake.cfg.clientId || !redirect) return problem(reply, 'The sign-in request is incomplete.');
    const state = q.state ?? '';
    const formPost = q.response_mode === 'form_post';

    let answer: Record<string, string>;
    if (q.action === 'cancel') {
      answer = { error: formPost ? 'user_cancelled_authorize' : 'access_denied' };
    } else {
      const id = (q.account_id ?? '').trim();
      if (!ACCOUNT_ID.test(id)) return problem(reply, 'The account id may use letters, digits, ".", "_" and "-" (up to 64).');
      const identity: Identity = {
        id,
        firstName: (q.first_name ?? '').trim().slice(0, 100),
        lastName: (q.last_name ?? '').trim().slice(0, 100),
        email: (q.email ?? '').trim().toLowerCase().slice(0, 200),
        friends: (q.friends ?? '')
          .split(',')
          .map((f) => f.trim())
          .filter((f) => ACCOUNT_ID.test(f) && f !== id)
          .slice(0, 200),
      };
      const code = opaque('code');
      remember(codes, code, {
        provider: fake.provider,
        clientId: fake.cfg.clientId,
        redirectUri: redirect.toString(),
        identity,
        codeChallenge: q.code_challenge ?? '',
        nonce: q.nonce ?? '',
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      answer = { code };
      if (formPost) {
        answer.user = JSON.stringify({ name: { firstName: identity.firstName, lastName: identity.lastName }, email: identity.email });
      }
    }
    if (state) answer.state = state;

    if (!formPost) {
      for (const [k, v] of Object.entries(answer)) redirect.searchParams.set(k, v);
      return reply.header('cache-control', 'no-store').redirect(redirect.toString(), 302);
    }
    // Like Apple: a form POST to redirect_uri, sent by the same-origin script (the CSP allows no inline one).
    const html = formPostPage(fake.provider, redirect.toString(), answer);
    return htmlPage(reply, 200, html, redirect.toString());
  });

  app.get('/auto-submit.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send("document.getElementById('post').submit();\n"),
  );

  // ---- token endpoints ----

  const oauthError = (reply: FastifyReply, error: string, description: string, status = 400) =>
    reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });

  /** Takes a code (once); the reason when it does not fit. */
  function redeem(provider: SocialProvider, form: Query): { error: string } | IssuedCode {
    const { code } = form;
    const issued = code ? codes.get(code) : undefined;
    if (code) codes.delete(code);
    if (!issued || issued.expiresAt <= Date.now() || issued.provider !== provider) return { error: 'The code is unknown, used or expired.' };
    if (issued.clientId !== form.client_id) return { error: 'The code was issued to another client.' };
    if (issued.redirectUri !== form.redirect_uri) return { error: 'redirect_uri differs from the one of the authorization.' };
    if (issued.codeChallenge && s256(form.code_verifier ?? '') !== issued.codeChallenge) return { error: 'PKCE verification failed.' };
    return issued;
  }

  const idToken = (cfg: SocialProviderConfig, { identity, nonce }: IssuedCode) =>
    new SignJWT({ email: identity.email || undefined, email_verified: identity.email ? 'true' : undefined, nonce: nonce || undefined })
      .setProtectedHeader({ alg: 'ES256', kid: publicJwk.kid })
      .setIssuer(cfg.issuer)
      .setAudience(cfg.clientId)
      .setSubject(identity.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(signingKeys.privateKey);

  function issueToken(provider: SocialProvider, identity: Identity) {
    const accessToken = opaque('at');
    remember(tokens, accessToken, { provider, identity, expiresAt: Date.now() + TOKEN_TTL_MS });
    return accessToken;
  }

  app.post('/:provider/token', { schema: { hide: true } }, async (request, reply) => {
    const fake = fakeOf((request.params as { provider: string }).provider);
    if (!fake || fake.provider === 'facebook') return oauthError(reply, 'invalid_request', 'No token endpoint here.', 404);
    const form = (request.body ?? {}) as Query;
    if (form.grant_type !== 'authorization_code') return oauthError(reply, 'unsupported_grant_type', 'Only authorization_code.');
    if (fake.provider === 'apple') {
      // Apple's client secret is a JWT by the team about the client; its signature is the real Apple's business.
      let claims: Record<string, unknown> = {};
      try {
        claims = form.client_secret ? decodeJwt(form.client_secret) : {};
      } catch {
        // Reported below.
      }
      if (claims.sub !== fake.cfg.clientId || claims.iss !== fake.cfg.teamId || claims.aud !== fake.cfg.issuer) {
        return oauthError(reply, 'invalid_client', 'The client secret JWT does not name this client.');
      }
    } else if (form.client_secret !== fake.cfg.clientSecret) {
      return oauthError(reply, 'invalid_client', 'Wrong client secret.');
    }
    const result = redeem(fake.provider, form);
    if ('error' in result) return oauthError(reply, 'invalid_grant', result.error);
    const answer: Record<string, unknown> = { access_token: issueToken(fake.provider, result.identity), token_type: 'Bearer', expires_in: 3600 };
    if (OPENID.has(fake.provider)) answer.id_token = await idToken(fake.cfg, result);
    return reply.header('cache-control', 'no-store').send(answer);
  });

  const bearer = (request: FastifyRequest, provider: SocialProvider): Identity | null => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : ((request.query as Query).access_token ?? '');
    const issued = tokens.get(token);
    return issued && issued.provider === provider && issued.expiresAt > Date.now() ? issued.identity : null;
  };

  app.get('/:provider/userinfo', { schema: { hide: true } }, async (request, reply) => {
    const fake = fakeOf((request.params as { provider: string }).provider);
    if (!fake || fake.provider === 'facebook' || fake.provider === 'apple') return oauthError(reply, 'invalid_request', 'No userinfo here.', 404);
    const who = bearer(request, fake.provider);
    if (!who) return oauthError(reply, 'invalid_token', 'Unknown or expired access token.', 401);
    return {
      sub: who.id,
      name: [who.firstName, who.lastName].filter(Boolean).join(' '),
      given_name: who.firstName || undefined,
      family_name: who.lastName || undefined,
      email: who.email || undefined,
      email_verified: who.email ? true : undefined,
      locale: 'en',
    };
  });

  app.get('/:provider/keys', { schema: { hide: true } }, async (request, reply) => {
    const fake = fakeOf((request.params as { provider: string }).provider);
    if (!fake || !OPENID.has(fake.provider)) return reply.code(404).send({ keys: [] });
    return { keys: [publicJwk] };
  });

  // ---- Facebook graph ----

  const graphError = (reply: FastifyReply, message: string, code = 190) =>
    reply.code(400).send({ error: { message, type: 'OAuthException', code } });

  const facebook = () => fakeOf('facebook');

  app.get('/facebook/graph/:version/oauth/access_token', { schema: { hide: true } }, async (request, reply) => {
    const fake = facebook();
    if (!fake) return graphError(reply, 'Facebook is not faked here.', 1);
    const q = request.query as Query;
    if (q.client_secret !== fake.cfg.clientSecret) return graphError(reply, 'Error validating client secret.', 1);
    const result = redeem('facebook', q);
    if ('error' in result) return graphError(reply, result.error, 100);
    return { access_token: issueToken('facebook', result.identity), token_type: 'bearer', expires_in: 5_183_944 };
  });

  app.get('/facebook/graph/:version/debug_token', { schema: { hide: true } }, async (request, reply) => {
    const fake = facebook();
    if (!fake) return graphError(reply, 'Facebook is not faked here.', 1);
    const q = request.query as Query;
    if (q.access_token !== `${fake.cfg.clientId}|${fake.cfg.clientSecret}`) return graphError(reply, 'Invalid app access token.');
    const issued = tokens.get(q.input_token ?? '');
    const valid = Boolean(issued && issued.provider === 'facebook' && issued.expiresAt > Date.now());
    return { data: { app_id: fake.cfg.clientId, type: 'USER', is_valid: valid, ...(valid ? { user_id: issued!.identity.id } : {}) } };
  });

  app.get('/facebook/graph/:version/me', { schema: { hide: true } }, async (request, reply) => {
    const who = facebook() ? bearer(request, 'facebook') : null;
    if (!who) return graphError(reply, 'Invalid OAuth access token.');
    return { id: who.id, first_name: who.firstName || undefined, last_name: who.lastName || undefined, email: who.email || undefined };
  });

  app.get('/facebook/graph/:version/me/friends', { schema: { hide: true } }, async (request, reply) => {
    const who = facebook() ? bearer(request, 'facebook') : null;
    if (!who) return graphError(reply, 'Invalid OAuth access token.');
    return { data: who.friends.map((id) => ({ id, name: id })), paging: {}, summary: { total_count: who.friends.length } };
  });
}
