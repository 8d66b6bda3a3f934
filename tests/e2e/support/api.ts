// Fast set-up through the server's own calls, for specs whose subject is not signing in (that is
// auth.spec.ts): an account made by API, the partner API, and a page opened as that account.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, nextCode, outboxMark, type NewUser } from './auth';

/** The demo partner key (server/config.ts: PARTNER_API_KEY defaults to it outside production). */
const PARTNER_KEY = 'demo-partner-key';

export interface Account extends NewUser {
  token: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what} answers ${response.status()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function codeSignIn(request: APIRequestContext, user: NewUser, register: boolean): Promise<string> {
  const mark = await outboxMark(request, user.phone);
  await ok(
    await request.post('/api/user-side/loginUserByPhone', {
      data: register ? { phone: user.phone, name: user.firstName, surname: user.lastName, lang: 'en' } : { phone: user.phone, lang: 'en' },
    }),
    'loginUserByPhone',
  );
  const code = await nextCode(request, user.phone, mark);
  const { token } = await ok<{ token: string }>(
    await request.post('/api/user-side/verifySmsCode', { data: { phone: user.phone, code } }),
    'verifySmsCode',
  );
  return token;
}

/** A new, initialized account (terms accepted, +30 sign-up bonus), made through the API. */
export async function apiSignUp(request: APIRequestContext, user: NewUser = newUser()): Promise<Account> {
  const token = await codeSignIn(request, user, true);
  await ok(await request.post('/api/user-side/acceptTerms', { headers: bearer(token) }), 'acceptTerms');
  return { ...user, token };
}

/** A session of an existing account (a demo user), through the API. */
export async function apiSignIn(request: APIRequestContext, phone: string): Promise<Account> {
  const token = await codeSignIn(request, { phone, firstName: '', lastName: '' }, false);
  return { phone, firstName: '', lastName: '', token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Demo members signed in by this worker: a phone gets few codes an hour, and many tests read as one. */
const demoSessions = new Map<string, Account>();

/** `apiSignIn` once per worker and phone, again only when the session has ended (a test logged out). */
export async function demoMember(request: APIRequestContext, phone: string): Promise<Account> {
  const kept = demoSessions.get(phone);
  if (kept && (await request.get('/api/user-side/getUserData', { headers: bearer(kept.token) })).ok()) return kept;
  const member = await apiSignIn(request, phone);
  demoSessions.set(phone, member);
  return member;
}

/** GET a user-side call as the account. */
export async function userGet<T>(request: APIRequestContext, account: Account, call: string): Promise<T> {
  return ok<T>(await request.get(`/api/user-side/${call}`, { headers: bearer(account.token) }), call);
}

export async function userPoints(request: APIRequestContext, account: Account): Promise<number> {
  const answer = await userGet<number | { points: number }>(request, account, 'getUserPoints');
  return typeof answer === 'number' ? answer : answer.points;
}

/** The partner awards points (source manual_award). */
export async function awardPoints(request: APIRequestContext, phone: string, points: number, title = 'Welcome gift from the shop') {
  return ok<{ balance: number }>(
    await request.post('/api/partner/points', { headers: bearer(PARTNER_KEY), data: { phone, points, title } }),
    'partner/points',
  );
}

/** The partner reports an event (store visit, purchase, km walked...) for a phone. */
export async function partnerEvent(request: APIRequestContext, event: string, phone: string, quantity = 1) {
  return ok<{ progressed: { challenge_id: number; progress_dividend: number; completed: boolean }[] }>(
    await request.post('/api/partner/events', { headers: bearer(PARTNER_KEY), data: { event, phone, quantity } }),
    'partner/events',
  );
}

/** Opens `path` signed in as the account: the token goes where the app keeps it before the app starts. */
export async function openAs(page: Page, account: Account, path: string) {
  await page.addInitScript((token) => {
    // Once per tab, so a log-out in the test is not undone by the next load.
    if (sessionStorage.getItem('e2e-token-set')) return;
    sessionStorage.setItem('e2e-token-set', '1');
    localStorage.setItem('token', token);
  }, account.token);
  await page.goto(path);
}
