// Tier changes in the console are in the audit log, with who, before and after: a tier created, edited
// and deleted, and the window and grace rules changed (a save that changes nothing is not a change).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, consoleCall, staffWithRole, type SignedInStaff } from './console-helpers';
import { expectError } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await staffWithRole(t, 'admin');
});
afterAll(() => t?.close());

const tier = (name: string, threshold: number, multiplier: number) => ({
  name: { en: name, lt: `${name} LT` },
  benefits: { en: `${name} perks`, lt: '' },
  pictures: {},
  threshold,
  multiplier,
});
const save = async (url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await consoleCall(t, 'POST', url, { ...admin.headers, ...headers }, body ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const auditOf = async (query: string) =>
  (await consoleCall(t, 'GET', `/audit?${query}`, admin.headers)).json().entries as Array<{
    staff_id: number;
    action: string;
    entity_id: string | null;
    before: unknown;
    after: unknown;
  }>;

describe('the audit log of tiers', () => {
  it('has each tier created, edited and deleted, with before and after', async () => {
    const list = await save('/tiers', tier('Silver', 100, 1.25), { 'idempotency-key': 'tier-audit-silver' });
    const id = (list.tiers as Array<{ id: number; name: { en: string } }>).find((row) => row.name.en === 'Silver')!.id;
    await save(`/tiers/${id}`, tier('Silver plus', 150, 1.5));
    await save(`/tiers/${id}/delete`);

    const entries = await auditOf(`entity_type=tier&entity_id=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['tier.delete', 'tier.update', 'tier.create']);
    const [deleted, updated, created] = entries;
    const silver = { name: { en: 'Silver', lt: 'Silver LT' }, benefits: { en: 'Silver perks' }, pictures: {}, threshold: 100, multiplier: 1.25 };
    const plus = { name: { en: 'Silver plus', lt: 'Silver plus LT' }, benefits: { en: 'Silver plus perks' }, pictures: {}, threshold: 150, multiplier: 1.5 };
    expect(created).toMatchObject({ staff_id: admin.id, before: null, after: silver });
    expect(updated).toMatchObject({ staff_id: admin.id, before: silver, after: plus });
    expect(deleted).toMatchObject({ staff_id: admin.id, before: plus, after: null });
  });

  it('leaves no entry for a change refused', async () => {
    const before = (await auditOf('entity_type=tier')).length;
    const list = await consoleCall(t, 'GET', '/tiers', admin.headers);
    const base = (list.json().tiers as Array<{ id: number; is_base: boolean }>).find((row) => row.is_base)!.id;
    expectError(await consoleCall(t, 'POST', `/tiers/${base}/delete`, admin.headers), 400, 'BaseTierFixed');
    expect(await auditOf('entity_type=tier')).toHaveLength(before);
  });

  it('has the rules changed, with before and after, once', async () => {
    const rules = { window_kind: 'calendar_year', window_days: 90, grace_days: 14, drop_one_at_most: false };
    const before = (await consoleCall(t, 'GET', '/tiers', admin.headers)).json().rules;
    await save('/tiers/rules', rules);
    await save('/tiers/rules', rules);
    const entries = await auditOf('action=tier_rules.change');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staff_id: admin.id, before, after: rules });
  });
});
