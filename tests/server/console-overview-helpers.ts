// Reading the console overview's figures in a test: GET /api/console/overview as an admin.
// tests/e2e/support/console.ts does the same over HTTP for end-to-end tests.
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Overview } from '../../contract/console/overview';
import { consoleCall, type SignedInStaff } from './console-helpers';
import type { TestApp } from './helpers';

export type OverviewAnswer = z.infer<typeof Overview>;

/** The overview for a period of UTC days (YYYY-MM-DD, both included). */
export async function readOverview(t: TestApp, admin: Pick<SignedInStaff, 'headers'>, from: string, to: string): Promise<OverviewAnswer> {
  const res = await consoleCall(t, 'GET', `/overview?from=${from}&to=${to}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OverviewAnswer;
}

/** One challenge's funnel from an overview, by id. */
export function funnelOf(overview: OverviewAnswer, challengeId: number) {
  const row = overview.challenges.find((c) => c.id === challengeId);
  if (!row) throw new Error(`The overview has no funnel for challenge ${challengeId}.`);
  return row;
}
