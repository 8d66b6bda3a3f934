// GET /api/user-side/liveUpdates: the member's open app hears when a challenge of theirs moves,
// whoever moved it (here a partner event), and nobody else hears it. Real HTTP: inject() cannot stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, PARTNER, signUpUser } from './user-session';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await openApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
let closed = false;
afterAll(async () => {
  if (!closed) await t.close();
});

/** Opens the stream and collects what arrives, as text. */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/user-side/liveUpdates`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  let text = '';
  const reading = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    response,
    text: () => text,
    reading,
    close: () => controller.abort(),
  };
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

const event = (phone: string, name: string, quantity = 1) =>
  t.app.inject({ method: 'POST', url: '/api/partner/events', headers: PARTNER, payload: { event: name, phone, quantity } });

describe('GET /liveUpdates', () => {
  it('needs a signed-in member', async () => {
    const res = await fetch(`${base}/api/user-side/liveUpdates`);
    expect(res.status).toBe(401);
    expect((await res.json()).error_code).toBeTruthy();
  });

  it("tells the member's stream, and only theirs, when a partner event moves a challenge", async () => {
    const challenge = await createChallenge(t, { type: 'api_event_quantitative', progressDivisor: 10, rules: { event: 'live_km' } });
    const member = await signUpUser(t);
    const other = await signUpUser(t);
    expect((await api(t, member).accept(challenge.id)).status).toBe(200);
    expect((await api(t, other).accept(challenge.id)).status).toBe(200);

    const mine = await openStream(member.token);
    const theirs = await openStream(other.token);
    expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await waitFor(() => mine.text().includes('retry:') && theirs.text().includes('retry:'));

    expect((await event(member.phone, 'live_km', 4)).statusCode).toBe(200);
    await waitFor(() => mine.text().includes('event: challenges'));
    const count = () => mine.text().split('event: challenges').length - 1;
    expect(count()).toBe(1);

    // (Completing it is the e2e test's subject: tests/e2e/live-completion.spec.ts.)
    const more = await event(member.phone, 'live_km', 3);
    expect(more.json().progressed[0]).toMatchObject({ progress_dividend: 7, completed: false });
    await waitFor(() => count() === 2);
    // An event that moves nothing of theirs says nothing.
    await event(member.phone, 'no_such_event', 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(count()).toBe(2);
    expect(theirs.text()).not.toContain('event: challenges');

    mine.close();
    theirs.close();
  });

  // Last: it closes the app.
  it('ends open streams when the server closes, so shutdown is not held up', async () => {
    const member = await signUpUser(t);
    const response = await fetch(`${base}/api/user-side/liveUpdates`, { headers: member.headers });
    const reader = response.body!.getReader();
    await reader.read();
    const started = Date.now();
    closed = true;
    await t.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(reader.read()).resolves.toMatchObject({ done: true });
  });
});
