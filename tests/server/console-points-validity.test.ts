// The points validity in the console: pending days that would outlast the shortest validity of the rule
// (points earned at the worst moment expiring before they can be spent) are refused with 400, whichever
// field of the change makes them so; and every change is in the audit log with before and after.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shortestValidityDays } from '../../contract/console/pending-limit';
import { pointsValidity } from '../../server/db/schema';
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
beforeEach(() =>
  t.database.db.update(pointsValidity).set({ mode: 'never', months: 12, pendingDays: 0, reminderDays: 14 }).where(eq(pointsValidity.id, 1)),
);

const change = (payload: unknown) => consoleCall(t, 'POST', '/points-validity', admin.headers, payload);
const saved = async (payload: unknown) => {
  const res = await change(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const tooLong = async (payload: unknown, most: number) => {
  const body = expectError(await change(payload), 400, 'ValidationError');
  expect(body.field).toBe('pendingDays');
  expect(body.message).toContain(`at most ${most} pending days`);
};
const audits = async () =>
  (await consoleCall(t, 'GET', '/audit?action=points_validity.change', admin.headers)).json().entries as Array<{
    staff_id: number;
    entity_type: string;
    before: unknown;
    after: unknown;
  }>;

describe('the shortest validity of a rule', () => {
  it('is the worst case of points_expiry_time: earned at the last moment of a long month or quarter', () => {
    expect(shortestValidityDays({ mode: 'months', months: 1 })).toBe(28);
    expect(shortestValidityDays({ mode: 'months', months: 2 })).toBe(59);
    expect(shortestValidityDays({ mode: 'months', months: 12 })).toBe(365);
    expect(shortestValidityDays({ mode: 'quarter_after', months: 12 })).toBe(90);
    expect(shortestValidityDays({ mode: 'never', months: 1 })).toBeNull();
  });
});

describe('pending days in the console', () => {
  it('are refused at or beyond the shortest validity', async () => {
    await tooLong({ mode: 'months', months: 1, pendingDays: 60 }, 27);
    await tooLong({ mode: 'months', months: 1, pendingDays: 28 }, 27);
    expect(await saved({ mode: 'months', months: 1, pendingDays: 27 })).toMatchObject({ mode: 'months', months: 1, pendingDays: 27 });
    await tooLong({ mode: 'quarter_after', pendingDays: 90 }, 89);
    expect(await saved({ mode: 'quarter_after', pendingDays: 89 })).toMatchObject({ mode: 'quarter_after', pendingDays: 89 });
    expect(await saved({ mode: 'never', pendingDays: 365 })).toMatchObject({ mode: 'never', pendingDays: 365 });
  });

  it('are checked against the stored rule when the change names only the validity', async () => {
    await saved({ pendingDays: 60 });
    await tooLong({ mode: 'months', months: 1 }, 27);
    const [row] = await t.database.db.select().from(pointsValidity).where(eq(pointsValidity.id, 1));
    expect(row).toMatchObject({ mode: 'never', pendingDays: 60 });
  });
});

describe('a points validity change', () => {
  it('is audited with before and after, and a change that changes nothing is not', async () => {
    const count = (await audits()).length;
    await saved({ mode: 'months', months: 6, pendingDays: 3 });
    const [entry] = await audits();
    expect(await audits()).toHaveLength(count + 1);
    expect(entry).toMatchObject({
      staff_id: admin.id,
      entity_type: 'points_validity',
      before: { mode: 'never', months: 12, pendingDays: 0, reminderDays: 14 },
      after: { mode: 'months', months: 6, pendingDays: 3, reminderDays: 14 },
    });
    await saved({ months: 6 });
    expect(await audits()).toHaveLength(count + 1);
  });

  it('leaves no audit entry when it is refused', async () => {
    const count = (await audits()).length;
    await tooLong({ mode: 'months', months: 1, pendingDays: 60 }, 27);
    expect(await audits()).toHaveLength(count);
  });
});
