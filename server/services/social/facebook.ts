// Facebook sign-in through the Graph API (version from FB_API_VERSION): a code is exchanged at
// oauth/access_token; a user token given instead must have been issued for this app (debug_token).
// Then /me for the profile and /me/friends for the friends who use this app.
import { createHmac } from 'node:crypto';
import type { SocialProviderConfig } from '../../config';
import { ProviderError, requestJson, str, type ExchangeInput, type Fetch, type SocialClient } from './types';

/** Pages of /me/friends followed at most (500 friends each). */
const MAX_FRIEND_PAGES = 10;

export function facebookClient(cfg: SocialProviderConfig, fetchFn: Fetch): SocialClient {
  const graph = cfg.tokenUrl;
  const graphOrigin = new URL(graph).origin;
  const appToken = `${cfg.clientId}|${cfg.clientSecret}`;
  const url = (path: string, params: Record<string, string>) => `${graph}${path}?${new URLSearchParams(params).toString()}`;

  async function userToken({ code, token, redirect_uri, code_verifier }: ExchangeInput): Promise<string> {
    if (code) {
      const params = { client_id: cfg.clientId, client_secret: cfg.clientSecret, redirect_uri, code };
      const answer = await requestJson(fetchFn, url('/oauth/access_token', code_verifier ? { ...params, code_verifier } : params));
      const accessToken = str(answer.access_token);
      if (!accessToken) throw new ProviderError('no access token came back');
      return accessToken;
    }
    if (!token) throw new ProviderError('no authorization code or token was given');
    // A token of another app must not sign anyone in here.
    const debug = await requestJson(fetchFn, url('/debug_token', { input_token: token, access_token: appToken }));
    const data = (debug.data ?? {}) as Record<string, unknown>;
    if (data.is_valid !== true || String(data.app_id ?? '') !== cfg.clientId) throw new ProviderError('the token is not valid for this app');
    return token;
  }

  async function friendIds(params: Record<string, string>): Promise<string[]> {
    const ids: string[] = [];
    let next: string | null = url('/me/friends', { ...params, limit: '500' });
    for (let page = 0; next && page < MAX_FRIEND_PAGES; page++) {
      const answer = await requestJson(fetchFn, next);
      for (const friend of Array.isArray(answer.data) ? (answer.data as Record<string, unknown>[]) : []) {
        const id = str(friend?.id);
        if (id) ids.push(id);
      }
      const paging = (answer.paging ?? {}) as Record<string, unknown>;
      const candidate = str(paging.next);
      // Only ever follow links back to the graph itself.
      next = candidate && candidate.startsWith(`${graphOrigin}/`) ? candidate : null;
    }
    return ids;
  }

  return {
    async exchange(input) {
      const accessToken = await userToken(input);
      const params = {
        access_token: accessToken,
        appsecret_proof: createHmac('sha256', cfg.clientSecret).update(accessToken).digest('hex'),
      };
      const me = await requestJson(fetchFn, url('/me', { ...params, fields: 'id,first_name,last_name,email,picture.type(large)' }));
      const id = str(me.id);
      if (!id) throw new ProviderError('the profile has no account id');
      const picture = ((me.picture as Record<string, unknown> | undefined)?.data ?? {}) as Record<string, unknown>;
      // The friends list is a bonus: without the user_friends permission it is empty, and a failure here
      // should not stop the sign-in itself.
      const friends = await friendIds(params).catch(() => []);
      const email = str(me.email)?.toLowerCase() ?? null;
      return {
        externalUserId: id,
        email,
        // Facebook only hands out confirmed addresses.
        emailVerified: email !== null,
        firstName: str(me.first_name),
        lastName: str(me.last_name),
        pictureUrl: picture.is_silhouette === true ? null : str(picture.url),
        friendExternalIds: friends.filter((f) => f !== id),
      };
    },
  };
}
