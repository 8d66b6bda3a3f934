// Dates at the edge of what a partner or a member may send (contract/dates.ts): a year PostgreSQL refuses
// is a 400 ValidationError naming the field, never a 500 from the database; a month out of range is not
// closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, PARTNER, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const EARLY = '0000-06-01T00:00:00Z';
const LATE = '9999-12-31T23:00:00-12:00';
const partner = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/partner${url}`, headers: PARTNER, payload: payload as object });
const refused = (res: { statusCode: number; body: string }, field: string) => expect(expectError(res, 400, 'ValidationError').field).toBe(field);

describe('edge dates from a partner', () => {
  it('are refused for an event, a challenge, news and the month to close', async () => {
    refused(await partner('/events', { event: 'purchase', phone: '37060000001', occurred_at: EARLY }), 'occurred_at');
    const challenge = { type: 'link', name: 'Edge', description: 'Edge', points: 5, custom_data: { url: 'https://example.com' } };
    refused(await partner('/challenges', { ...challenge, start_time: LATE }), 'start_time');
    refused(await partner('/news', { title: 'Edge', intro: 'Edge', body: '<p>Edge</p>', published_at: EARLY }), 'published_at');
    refused(await partner('/monthly-top/close', { month: '0000-01' }), 'month');
  });
});

describe('edge dates from a member', () => {
  it('are refused when dismissing an expiry notice', async () => {
    const member = await signUp(t);
    refused(await post(t, member, 'dismissExpiryNotice', { expires_on: '0000-01-01' }), 'expires_on');
    refused(await post(t, member, 'dismissExpiryNotice', { expires_on: '2024-13-45' }), 'expires_on');
  });
});
