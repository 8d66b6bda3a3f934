// Helpers for the challenge tests: an app on its own database, users signed up through the real SMS
// flow (loginUserByPhone, code from the dev outbox, verifySmsCode, acceptTerms), and challenges
// written straight into the database so the tests never depend on the demo seed.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Challenge } from '../../contract/challenges';
import type { ChallengeType } from '../../contract/challenge-answers';
import { challengeOptions, challenges, users, type LocalizedText } from '../../server/db/schema';
import { catalogueChanged } from '../../server/services/challenges/catalogue';
import { createTestApp, type TestApp } from './helpers';

/** createTestApp, with pool errors of the forced DROP DATABASE on PostgreSQL ignored. */
export async function openApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  const pool = (t.database.db as unknown as { $client?: { on?: (event: string, fn: () => void) => void } }).$client;
  if (t.database.kind === 'postgres') pool?.on?.('error', () => {});
  return t;
}

export interface SignedInUser {
  id: number;
  phone: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;
const next = () => (counter += 1);
/** Each sign-up comes from its own address, so per-IP sign-in limits stay out of the way. */
const nextIp = (n: number) => `10.77.${(n >> 8) & 255}.${n & 255}`;
export const newPhone = () => `3706${String(process.pid % 1000).padStart(3, '0')}${String(next() % 10000).padStart(4, '0')}`;

/** Signs a new user up and in; answers the bearer token. */
export async function signUp(app: TestApp['app'], phone: string, name = 'Test'): Promise<string> {
  const remoteAddress = nextIp(next());
  const login = await app.inject({
    method: 'POST',
    url: '/api/user-side/loginUserByPhone',
    remoteAddress,
    payload: { phone, name, surname: 'User' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  const code = outbox.json()[0].code as string;
  const verify = await app.inject({
    method: 'POST',
    url: '/api/user-side/verifySmsCode',
    remoteAddress,
    payload: { phone, code },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  const token = verify.json().token as string;
  const accept = await app.inject({
    method: 'POST',
    url: '/api/user-side/acceptTerms',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(accept.statusCode, accept.body).toBe(200);
  return token;
}

export async function signUpUser(t: TestApp, name = 'Test'): Promise<SignedInUser> {
  const phone = newPhone();
  const token = await signUp(t.app, phone, name);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { id: row!.id, phone, token, headers: { authorization: `Bearer ${token}` } };
}

const en = (text: string): LocalizedText => ({ en: text, lt: `${text} (lt)` });

export interface ChallengeFixture {
  type: ChallengeType;
  name?: string;
  points?: number;
  customData?: Record<string, unknown>;
  rules?: Record<string, unknown>;
  canHide?: boolean;
  ownerId?: number | null;
  sortOrder?: number;
  startTime?: Date | null;
  endTime?: Date | null;
  failureDelayDays?: number;
  progressDivisor?: number | null;
  rewardType?: 'points' | 'prize';
  prizeId?: number | null;
  /** Options of quizzes and surveys; `correct` marks the right ones. */
  options?: Array<{ text?: string; imageId?: number; correct?: boolean }>;
}

export interface CreatedChallenge {
  id: number;
  optionIds: number[];
  correctOptionId: number | null;
}

let sortCounter = 1000;

export async function createChallenge(t: TestApp, fixture: ChallengeFixture): Promise<CreatedChallenge> {
  const db = t.database.db;
  const [row] = await db
    .insert(challenges)
    .values({
      type: fixture.type,
      name: en(fixture.name ?? `Test ${fixture.type}`),
      description: en(`Description of ${fixture.type}`),
      points: fixture.points ?? 10,
      customData: fixture.customData ?? {},
      rules: fixture.rules ?? {},
      canHide: fixture.canHide ?? true,
      ownerId: fixture.ownerId ?? null,
      sortOrder: fixture.sortOrder ?? (sortCounter += 1),
      startTime: fixture.startTime ?? null,
      endTime: fixture.endTime ?? null,
      failureDelayDays: fixture.failureDelayDays ?? 1,
      progressDivisor: fixture.progressDivisor ?? null,
      rewardType: fixture.rewardType ?? 'points',
      prizeId: fixture.prizeId ?? null,
    })
    .returning({ id: challenges.id });
  const id = row!.id;
  const optionIds: number[] = [];
  let correctOptionId: number | null = null;
  for (const [i, option] of (fixture.options ?? []).entries()) {
    const [created] = await db
      .insert(challengeOptions)
      .values({
        challengeId: id,
        text: option.text ? en(option.text) : null,
        imageId: option.imageId ?? null,
        isCorrect: option.correct ?? false,
        sortOrder: i,
      })
      .returning({ id: challengeOptions.id });
    optionIds.push(created!.id);
    if (option.correct) correctOptionId = created!.id;
  }
  // Written behind the app's back: say so rather than wait for the table's notification.
  catalogueChanged(db);
  return { id, optionIds, correctOptionId };
}

/** A quiz of three options, the second one right. */
export const quizOptions = () => [{ text: 'Red' }, { text: 'Green', correct: true }, { text: 'Blue' }];

// Answers are checked field by field in the tests; a loose type keeps those checks short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

export function api(t: TestApp, user: Pick<SignedInUser, 'headers'>) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: url.startsWith('/') ? url : `/api/user-side/${url}`,
      headers: user.headers,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Body };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    accept: (challengeId: number) => call('POST', 'acceptUserChallenge', { challenge_id: challengeId }),
    complete: (challengeId: number, answer?: Record<string, unknown>) =>
      call('POST', 'completeUserChallenge', answer === undefined ? { challenge_id: challengeId } : { challenge_id: challengeId, answer }),
    snooze: (challengeId: number) => call('POST', 'snoozeUserChallenge', { challenge_id: challengeId }),
    /** Every page of getUserChallenges. */
    async list(): Promise<Challenge[]> {
      const all: Challenge[] = [];
      for (;;) {
        const page = await call('GET', `getUserChallenges?start_from=${all.length}`);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        all.push(...page.body.challenges);
        if (!page.body.has_more) return all;
      }
    },
  };
}

export const PARTNER = { authorization: 'Bearer demo-partner-key' };
