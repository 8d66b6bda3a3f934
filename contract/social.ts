// Social sign-in and account linking (docs/product.md sections 1, 2, 5 and 7; docs/architecture.md (sign-in and sessions)). One call
// per provider, POST /connect{Google,LinkedIn,Facebook,Apple}User: with a session it links the
// provider account to the signed-in user; without one it signs in with that account (signing up a
// new member when nobody has it yet). Re-exported by contract/index.ts.
import { z } from 'zod';
import { text } from './safe';
import { SOCIAL_PROVIDERS } from './social-names';

export * from './social-names';

export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;

/** What the provider's dialog needs, from getSettings (`social`); absent providers are not configured. */
export const SocialDialog = z.object({
  client_id: z.string(),
  /** The provider's authorization dialog (a local fake one in development and tests). */
  dialog_url: z.string(),
  scope: z.string(),
  /** Apple answers with a form POST to the server (POST /api/user-side/auth/apple), which redirects to the callback page. */
  response_mode: z.enum(['query', 'form_post']),
});
export type SocialDialog = z.infer<typeof SocialDialog>;
export const SocialDialogs = z.object({
  google: SocialDialog.optional(),
  facebook: SocialDialog.optional(),
  linkedin: SocialDialog.optional(),
  apple: SocialDialog.optional(),
});
export type SocialDialogs = z.infer<typeof SocialDialogs>;

export const ConnectSocialBody = z
  .object({
    /** The authorization code the dialog returned. */
    code: text(4096).trim().min(1).optional(),
    /** Facebook: a user access token (docs/product.md: {token}), instead of a code. */
    token: text(4096).trim().min(1).optional(),
    /** Apple: the id_token of the authorization, when the dialog returned one. */
    id_token: text(8192).trim().min(1).optional(),
    /** PKCE (RFC 7636): the secret whose S256 hash the dialog request carried. */
    code_verifier: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/)
      .optional(),
    /** OpenID (Google, LinkedIn, Apple): the nonce of the dialog request, which the id token must carry. */
    nonce: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/)
      .optional(),
    /** The redirect_uri the code was issued for (the callback page, or the sign-in page for auth=facebook). */
    redirect_uri: z.url().max(2000).optional(),
    /** Apple sends the name only on the first authorization (its `user` JSON). */
    first_name: text(100).trim().optional(),
    last_name: text(100).trim().optional(),
    /** The language of a member signed up this way. */
    lang: text(10).min(2).optional(),
  })
  .refine((b) => b.code !== undefined || b.token !== undefined, { message: 'Give the code (or the token) from the provider.', path: ['code'] });
export type ConnectSocialBody = z.input<typeof ConnectSocialBody>;

export const ConnectSocialResult = z.object({
  provider: SocialProvider,
  status: z.literal('connected'),
  /** Present when the call signed someone in (it came without a session): the sign-in result. */
  token: z.string().optional(),
  user_initialized: z.boolean().optional(),
  redirect_route_name: z.string().optional(),
  showWelcomeScreen: z.boolean().optional(),
  /** Members this account's friends list brought in as friends (Facebook), newly connected. */
  friends_connected: z.number().int(),
});
export type ConnectSocialResult = z.infer<typeof ConnectSocialResult>;

export const DisconnectSocialResult = z.object({ success: z.literal(true), provider: SocialProvider });
export type DisconnectSocialResult = z.infer<typeof DisconnectSocialResult>;
