// @vitest-environment jsdom
// Social sign-in's building blocks (docs/product.md sections 5, 7 and 8): the state check, with the PKCE binding, the
// dialog address and the answer read back, and the popup watch.
import { describe, expect, it } from 'vitest';
import { STATE_MISMATCH_MESSAGE } from '@contract/social-names';
import { checkState, createBinding, createState, dialogUrl, POPUP_CLOSED, readAnswer, statePath, waitForPopup } from '@/features/auth/social-oauth';
import { fakePopup, setUpSocialSignIn, SOCIAL, tick } from './social-sign-in-test-helpers';

setUpSocialSignIn();

describe('the state parameter', () => {
  it('is a random value plus the current path and query, and must come back unchanged', () => {
    const a = createState('/en/sign-in?redirectTo=%2Fen%2Fprizes');
    const b = createState('/en/sign-in?redirectTo=%2Fen%2Fprizes');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}:\/en\/sign-in\?redirectTo=%2Fen%2Fprizes$/);
    expect(statePath(a)).toBe('/en/sign-in?redirectTo=%2Fen%2Fprizes');
    expect(statePath('abc://evil.example')).toBeUndefined();
    expect(statePath('abc:https://evil.example/')).toBeUndefined();
    expect(() => checkState(a, a)).not.toThrow();
    expect(() => checkState(a, b)).toThrow(STATE_MISMATCH_MESSAGE);
    expect(() => checkState(undefined, a)).toThrow(STATE_MISMATCH_MESSAGE);
    expect(() => checkState(a, undefined)).toThrow(STATE_MISMATCH_MESSAGE);
  });

  it('goes into the dialog address with the client id, the callback page, the code response, the scope and the binding', () => {
    const binding = { code_verifier: 'v'.repeat(43), code_challenge: 'challenge-1', nonce: 'nonce-1' };
    const url = new URL(dialogUrl(SOCIAL.google, { redirectUri: 'http://localhost:3000/oauth-callback.html', state: 's1', binding }));
    expect(url.pathname).toBe('/api/dev/oauth/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fake-client',
      redirect_uri: 'http://localhost:3000/oauth-callback.html',
      response_type: 'code',
      scope: 'openid email profile',
      state: 's1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
      nonce: 'nonce-1',
    });
    const apple = new URL(dialogUrl(SOCIAL.apple, { redirectUri: 'http://localhost:3000/oauth-callback.html', state: 's2', binding }));
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
  });

  it('binds each attempt with a fresh PKCE pair (S256) and, for OpenID providers only, a nonce', async () => {
    const google = await createBinding('google');
    expect(google.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(google.code_verifier)));
    expect(google.code_challenge).toBe(btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    expect(google.nonce).toMatch(/^[0-9a-f]{32}$/);
    const again = await createBinding('google');
    expect(again.code_verifier).not.toBe(google.code_verifier);
    expect(again.nonce).not.toBe(google.nonce);
    expect((await createBinding('apple')).nonce).toBeTruthy();
    expect((await createBinding('facebook')).nonce).toBeUndefined();
  });

  it('reads the answer from the query (and a fragment), Apple with its id_token and name', () => {
    expect(readAnswer('?code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
    expect(readAnswer('?error=access_denied&state=s1')).toEqual({ error: 'access_denied', state: 's1' });
    expect(readAnswer('?code=c&state=s&id_token=t&first_name=Ona&last_name=Kaz')).toEqual({
      code: 'c',
      state: 's',
      id_token: 't',
      first_name: 'Ona',
      last_name: 'Kaz',
    });
    expect(readAnswer('', '#code=h&state=s')).toEqual({ code: 'h', state: 's' });
  });
});

describe('the popup watch', () => {
  it('polls every 250 ms, waits while the provider (another origin) shows, and closes the popup on the callback page', async () => {
    const { popup, land } = fakePopup();
    const answer = waitForPopup(popup as unknown as Window, { origin: 'http://localhost:3000' });
    await tick(1000);
    land('http://localhost:3000/oauth-dummy.html');
    await tick(250);
    expect(popup.close).not.toHaveBeenCalled();
    land('http://localhost:3000/oauth-callback.html?code=abc&state=xyz');
    await tick(250);
    await expect(answer).resolves.toEqual({ code: 'abc', state: 'xyz' });
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('rejects with "Auth popup window closed" when the user closes it', async () => {
    const { popup } = fakePopup();
    const answer = waitForPopup(popup as unknown as Window, { origin: 'http://localhost:3000' });
    const caught = answer.catch((error: Error) => error.message);
    await tick(500);
    popup.closed = true;
    await tick(250);
    expect(await caught).toBe(POPUP_CLOSED);
  });
});
