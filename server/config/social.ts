// Social sign-in (services/social): each provider's keys and endpoints, resolved to the providers offered.
import { z } from 'zod';
import type { SocialProvider } from '../../contract/social';
import { bool } from './env-kinds';

export const socialEnv = {
  /**
   * Social sign-in (services/social). A provider is offered (getSettings `social`) once its client id
   * and secret (Apple: team id, key id and private key) are set. Every endpoint can be overridden.
   */
  FB_APP_ID: z.string().default(''),
  FB_APP_SECRET: z.string().default(''),
  FB_API_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v20.0'),
  /** Facebook's dialog; {version} becomes FB_API_VERSION. */
  FB_DIALOG_URL: z.url().default('https://www.facebook.com/{version}/dialog/oauth'),
  /** Graph API origin; calls go to {FB_GRAPH_URL}/{FB_API_VERSION}/... */
  FB_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  LINKEDIN_KEY: z.string().default(''),
  LINKEDIN_SECRET: z.string().default(''),
  LINKEDIN_AUTHORIZE_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),
  LINKEDIN_JWKS_URL: z.url().default('https://www.linkedin.com/oauth/openid/jwks'),
  LINKEDIN_ISSUER: z.string().default('https://www.linkedin.com/oauth'),
  /** Apple: the Services ID, and the Sign in with Apple key (PKCS#8 PEM; literal "\n" are read as newlines). */
  APPLE_CLIENT_ID: z.string().default(''),
  APPLE_TEAM_ID: z.string().default(''),
  APPLE_KEY_ID: z.string().default(''),
  APPLE_PRIVATE_KEY: z.string().default(''),
  APPLE_AUTHORIZE_URL: z.url().default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  /** The `iss` of Apple's id tokens and the `aud` of the client-secret JWT. */
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  /**
   * Development and tests: every provider without a client id signs in through the built-in fake
   * provider at {OAUTH_FAKE_PROVIDER_URL}/api/dev/oauth/{provider} (routes/dev-oauth.ts). Refused in production.
   */
  OAUTH_FAKE_PROVIDERS: bool.default(false),
  /** Where the fake provider runs: PUBLIC_URL (in-process) or another origin (scripts/fake-oauth-provider.ts). */
  OAUTH_FAKE_PROVIDER_URL: z.url().optional(),
  /** Per-IP limit of the connect{Provider}User calls. */
  SOCIAL_SIGN_INS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(30),
};

type SocialEnv = z.infer<z.ZodObject<typeof socialEnv>>;

/** One provider's effective settings (real, or the fake provider's); see socialProviders below. */
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  /** Google, LinkedIn, Apple: the token endpoint; Facebook: the graph base with its version. */
  tokenUrl: string;
  /** Google, LinkedIn: the OIDC userinfo endpoint; Facebook: the graph base; Apple: unused. */
  profileUrl: string;
  /** Google, LinkedIn, Apple: the keys and the `iss` of their id tokens. */
  jwksUrl: string;
  issuer: string;
  /** Apple only: team id, key id, private key (empty for the fake provider). */
  teamId: string;
  keyId: string;
  privateKey: string;
  fake: boolean;
}

/** The configured social sign-in providers; absent ones are not offered. */
export type SocialProviders = Partial<Record<SocialProvider, SocialProviderConfig>>;

export function socialProviders(c: SocialEnv, publicUrl: string): SocialProviders {
  const fakeUrl = (c.OAUTH_FAKE_PROVIDER_URL ?? publicUrl).replace(/\/$/, '');
  const apple = { teamId: '', keyId: '', privateKey: '' };
  const noIdToken = { jwksUrl: '', issuer: '' };
  const graph = `${c.FB_GRAPH_URL.replace(/\/$/, '')}/${c.FB_API_VERSION}`;
  const real: Record<SocialProvider, SocialProviderConfig | null> = {
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? {
            clientId: c.GOOGLE_CLIENT_ID,
            clientSecret: c.GOOGLE_CLIENT_SECRET,
            authorizeUrl: c.GOOGLE_AUTHORIZE_URL,
            tokenUrl: c.GOOGLE_TOKEN_URL,
            profileUrl: c.GOOGLE_USERINFO_URL,
            jwksUrl: c.GOOGLE_JWKS_URL,
            issuer: c.GOOGLE_ISSUER,
            ...apple,
            fake: false,
          }
        : null,
    facebook:
      c.FB_APP_ID && c.FB_APP_SECRET
        ? {
            clientId: c.FB_APP_ID,
            clientSecret: c.FB_APP_SECRET,
            authorizeUrl: c.FB_DIALOG_URL.replace('{version}', c.FB_API_VERSION),
            tokenUrl: graph,
            profileUrl: graph,
            ...noIdToken,
            ...apple,
            fake: false,
          }
        : null,
    linkedin:
      c.LINKEDIN_KEY && c.LINKEDIN_SECRET
        ? {
            clientId: c.LINKEDIN_KEY,
            clientSecret: c.LINKEDIN_SECRET,
            authorizeUrl: c.LINKEDIN_AUTHORIZE_URL,
            tokenUrl: c.LINKEDIN_TOKEN_URL,
            profileUrl: c.LINKEDIN_USERINFO_URL,
            jwksUrl: c.LINKEDIN_JWKS_URL,
            issuer: c.LINKEDIN_ISSUER,
            ...apple,
            fake: false,
          }
        : null,
    apple:
      c.APPLE_CLIENT_ID && c.APPLE_TEAM_ID && c.APPLE_KEY_ID && c.APPLE_PRIVATE_KEY
        ? {
            clientId: c.APPLE_CLIENT_ID,
            clientSecret: '',
            authorizeUrl: c.APPLE_AUTHORIZE_URL,
            tokenUrl: c.APPLE_TOKEN_URL,
            profileUrl: '',
            jwksUrl: c.APPLE_JWKS_URL,
            issuer: c.APPLE_ISSUER,
            teamId: c.APPLE_TEAM_ID,
            keyId: c.APPLE_KEY_ID,
            privateKey: c.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            fake: false,
          }
        : null,
  };
  const out: SocialProviders = {};
  for (const provider of ['google', 'facebook', 'linkedin', 'apple'] as const) {
    const configured = real[provider];
    if (configured) out[provider] = configured;
    else if (c.OAUTH_FAKE_PROVIDERS) out[provider] = fakeProvider(provider, fakeUrl, c.FB_API_VERSION);
  }
  return out;
}

/** The built-in fake provider's endpoints (routes/dev-oauth.ts); Apple's fake signs its own client secret. */
function fakeProvider(provider: SocialProvider, fakeUrl: string, fbVersion: string): SocialProviderConfig {
  const base = `${fakeUrl}/api/dev/oauth/${provider}`;
  const graph = `${base}/graph/${fbVersion}`;
  return {
    clientId: `fake-${provider}`,
    clientSecret: provider === 'apple' ? '' : `fake-${provider}-secret`,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: provider === 'facebook' ? graph : `${base}/token`,
    profileUrl: provider === 'facebook' ? graph : provider === 'apple' ? '' : `${base}/userinfo`,
    jwksUrl: provider === 'facebook' ? '' : `${base}/keys`,
    issuer: provider === 'facebook' ? '' : base,
    teamId: provider === 'apple' ? 'FAKETEAMID' : '',
    keyId: provider === 'apple' ? 'fake-key' : '',
    privateKey: '',
    fake: true,
  };
}
