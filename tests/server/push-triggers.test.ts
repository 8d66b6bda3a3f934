// A challenge completed by a partner's event is announced by push, honouring the user's flag.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogPushTransport } from '../../server/services/push/transport';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, PARTNER, signUpUser } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
  vi.spyOn(t.app.push, 'notifyUsers');
});
afterAll(() => t.close());

const event = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/partner/events', headers: PARTNER, payload });
const transport = () => t.app.push.transport as LogPushTransport;
/**
 * The route answers first and pushes after (fire and forget): waits for every push it started, however
 * slow the machine, instead of a fixed pause that a loaded machine can outrun.
 */
const waitForPushes = async () => {
  await Promise.all(vi.mocked(t.app.push.notifyUsers).mock.results.map((result) => result.value));
};

async function userWithToken(token: string, completionFlag = true) {
  const user = await signUpUser(t);
  const c = api(t, user);
  await t.app.inject({ method: 'POST', url: '/api/user-side/savePushToken', headers: user.headers, payload: { token, user_agent: 'test' } });
  if (!completionFlag) {
    await t.app.inject({
      method: 'POST',
      url: '/api/user-side/saveNotificationSettings',
      headers: user.headers,
      payload: { challenge_completion_notification: false },
    });
  }
  return { user, c };
}

describe('push on partner completions', () => {
  it('tells the user when a partner event completes a challenge, and only then', async () => {
    const challenge = await createChallenge(t, { type: 'api_event_quantitative', progressDivisor: 10, rules: { event: 'cups_bought' } });
    const { user, c } = await userWithToken('token-completion-on');
    await c.accept(challenge.id);

    await event({ event: 'cups_bought', phone: user.phone, quantity: 4 });
    await waitForPushes();
    expect(transport().messages.filter((m) => m.tokens.includes('token-completion-on'))).toHaveLength(0);

    await event({ event: 'cups_bought', phone: user.phone, quantity: 6 });
    await waitForPushes();
    const sent = transport().messages.filter((m) => m.tokens.includes('token-completion-on'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toMatchObject({ kind: 'challenge_completion', title: 'Challenge complete!' });
  });

  it('stays quiet for a user who turned completion notifications off', async () => {
    const challenge = await createChallenge(t, { type: 'api_event', rules: { event: 'shop_visit' } });
    const { user, c } = await userWithToken('token-completion-off', false);
    await c.accept(challenge.id);
    const res = await event({ event: 'shop_visit', phone: user.phone });
    expect(res.json().progressed[0].completed).toBe(true);
    await waitForPushes();
    expect(transport().messages.filter((m) => m.tokens.includes('token-completion-off'))).toHaveLength(0);
  });
});
