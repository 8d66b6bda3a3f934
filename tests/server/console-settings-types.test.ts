// Console settings: a null or a value of the wrong type never reaches the settings table's NOT NULL
// column as a 500. owner_id null is the console's "None" (no owner organisation); every other null or
// wrong type is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, owners } from '../../server/db/schema';
import { EDITABLE_KEYS } from '../../server/services/console/settings';
import { getOwnerId } from '../../server/services/settings/settings';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, type SignedInStaff } from './console-helpers';
import type { TestApp } from './helpers';
import { openApp } from './user-session';

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await openApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t?.close());

const save = (payload: unknown) => consoleCall(t, 'POST', '/settings', admin.headers, payload);

describe('console settings: null and wrong types', () => {
  it('owner_id null clears the owner organisation (it answered 500: NOT NULL)', async () => {
    const [owner] = await t.database.db.insert(owners).values({ name: 'Aurora' }).returning({ id: owners.id });
    expect((await save({ owner_id: owner!.id })).statusCode).toBe(200);
    expect(await getOwnerId(t.database.db)).toBe(owner!.id);

    const res = await save({ owner_id: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: ['owner_id'], settings: { values: { owner_id: null } } });
    expect(res.json().settings.overridden).not.toContain('owner_id');
    expect(await getOwnerId(t.database.db)).toBeNull();
    const audits = await t.database.db.select().from(auditLog);
    expect(audits.at(-1)).toMatchObject({ action: 'settings.change', before: { owner_id: owner!.id }, after: { owner_id: null } });
  });

  it.each(EDITABLE_KEYS.filter((key) => key !== 'owner_id'))('%s: null is a 400 naming the field', async (key) => {
    const res = await save({ [key]: null });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: key, message: expect.any(String) });
  });

  it.each([
    ['owner_id', '3'],
    ['owner_id', 0],
    ['owner_id', 1.5],
    ['registration_type', 'email'],
    ['newsEnabled', 'yes'],
    ['ui.mainMenuOrderMobile', 'dashboard'],
    ['ui.mainMenuOrderDesktop', []],
    ['customerLoginUrl', 5],
    ['brand.name', 'Aurora'],
    ['brand.name', { en: null }],
  ])('%s = %j is a 400 naming the field', async (key, value) => {
    const res = await save({ [key]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: expect.stringMatching(new RegExp(`^${key.replace('.', '\\.')}`)) });
  });
});
