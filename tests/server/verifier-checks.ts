// What the verifier tests share (verifiers.test.ts: the rules of every type and the answers members give;
// verifier-confirmations and verifier-progress.test.ts: what the server confirms, links and counts).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { api, PARTNER, signUpUser, type CreatedChallenge, type SignedInUser } from './user-session';

export const DAY_MS = 24 * 3600 * 1000;

export async function expectError(res: { status: number; body: Record<string, unknown> }, status: number, code: string, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error_code).toBe(code);
  if (field) expect(res.body.field).toBe(field);
}

/** Checks on the app `app()` returns (opened in the test file's beforeAll). */
export function verifierChecks(app: () => TestApp) {
  const db = () => app().database.db;
  return {
    db,
    async userRow(id: number) {
      const [row] = await db().select().from(users).where(eq(users.id, id));
      return row!;
    },
    /** A new user with the challenge accepted. */
    async acceptedBy(challenge: CreatedChallenge): Promise<SignedInUser & { c: ReturnType<typeof api> }> {
      const user = await signUpUser(app());
      const c = api(app(), user);
      const accepted = await c.accept(challenge.id);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      return { ...user, c };
    },
    partnerEvent: (body: Record<string, unknown>) => app().app.inject({ method: 'POST', url: '/api/partner/events', headers: PARTNER, payload: body }),
  };
}
