// Dates at the edge of what a console call accepts: a year PostgreSQL refuses (0000, or 9999 turned into
// 10000 by an offset or by the day added to an end) is a 400 ValidationError naming the field, never a
// 500 from the database, and an export refused that way answers JSON, not half a CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, type SignedInStaff } from './console-helpers';
import { expectError } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
});
afterAll(() => t?.close());

const refused = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, field: string) => {
  const body = expectError(res, 400, 'ValidationError');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(body.field).toBe(field);
  expect(body.message).toMatch(/between 1900 and 2999/);
};

const EARLY = '0000-01-01T00:00:00Z';
const LATE = '9999-12-31T23:59:59-12:00';

const promo = (over: Record<string, unknown>) => ({ code: 'EDGE-1', points: 5, multi_use: true, valid_from: null, valid_till: null, ...over });
const news = (over: Record<string, unknown>) => ({
  title: { en: 'Edge', lt: 'Kraštas' },
  intro: { en: 'Edge', lt: 'Kraštas' },
  body: { en: '<p>Edge</p>', lt: '<p>Kraštas</p>' },
  published_at: new Date().toISOString(),
  ...over,
});
const quiz = (over: Record<string, unknown>) => ({
  type: 'text_quiz',
  name: { en: 'Edge quiz', lt: 'Krašto viktorina' },
  description: { en: 'Pick one.', lt: 'Pasirink.' },
  points: 10,
  custom_data: { question: { en: 'Which?', lt: 'Kuris?' } },
  options: [
    { text: { en: 'This', lt: 'Šis' }, correct: true },
    { text: { en: 'That', lt: 'Tas' }, correct: false },
  ],
  ...over,
});

describe('edge dates in the console', () => {
  it('are refused in the audit log filters', async () => {
    refused(await consoleCall(t, 'GET', `/audit?from=${encodeURIComponent(EARLY)}`, admin.headers), 'from');
    refused(await consoleCall(t, 'GET', `/audit?to=${encodeURIComponent(LATE)}`, admin.headers), 'to');
  });

  it('are refused by the overview', async () => {
    refused(await consoleCall(t, 'GET', '/overview?from=9999-12-30&to=9999-12-31', admin.headers), 'from');
    refused(await consoleCall(t, 'GET', '/overview?from=0000-01-01&to=0000-01-02', admin.headers), 'from');
  });

  it('are refused in promo codes, news and challenges', async () => {
    refused(await consoleCall(t, 'POST', '/promo-codes', admin.headers, promo({ valid_from: '0000-06-01T00:00:00Z' })), 'valid_from');
    refused(await consoleCall(t, 'POST', '/promo-codes', admin.headers, promo({ valid_till: LATE })), 'valid_till');
    refused(await consoleCall(t, 'POST', '/news', admin.headers, news({ published_at: '0000-06-01T00:00:00Z' })), 'published_at');
    refused(await consoleCall(t, 'POST', '/challenges', admin.headers, quiz({ start_time: '9999-12-31T23:00:00-12:00' })), 'start_time');
    refused(await consoleCall(t, 'POST', '/challenges', admin.headers, quiz({ end_time: EARLY })), 'end_time');
  });

  it('are refused by the exports, in JSON', async () => {
    refused(await consoleCall(t, 'GET', '/exports/till-purchases.csv?from=9999-12-31&to=9999-12-31', admin.headers), 'from');
    refused(await consoleCall(t, 'GET', `/exports/audit.csv?from=${encodeURIComponent(EARLY)}`, admin.headers), 'from');
    refused(await consoleCall(t, 'GET', '/exports/members.csv?joined_to=3000-01-01', admin.headers), 'joined_to');
  });

  it('still take the edges themselves and ordinary dates', async () => {
    expect((await consoleCall(t, 'GET', '/overview?from=2999-12-30&to=2999-12-31', admin.headers)).statusCode).toBe(200);
    expect((await consoleCall(t, 'GET', '/audit?from=1900-01-01T00:00:00Z&to=2999-12-31T23:59:59Z', admin.headers)).statusCode).toBe(200);
    const csv = await consoleCall(t, 'GET', '/exports/till-purchases.csv?from=2999-12-31&to=2999-12-31', admin.headers);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const saved = await consoleCall(t, 'POST', '/promo-codes', admin.headers, promo({ valid_from: '2026-06-01T00:00:00+03:00', valid_till: '2999-12-31T12:00:00Z' }));
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
