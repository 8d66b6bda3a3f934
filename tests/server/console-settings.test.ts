// Settings in the console: admins only; the current values (defaults and rows); a change is validated
// (400 with words), stored as rows the customer's getSettings answers at once, audited with the values
// before and after; what the deployment fixes is listed and cannot be changed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners } from '../../server/db/schema';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { expectError } from './economy-helpers';
import type { TestApp } from './helpers';
import { openApp, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let admin: SignedInStaff;
let member: SignedInUser;

const customerSettings = async (lang = 'en') =>
  (await t.app.inject({ method: 'GET', url: `/api/user-side/getSettings?lang=${lang}` })).json();
const save = (payload: unknown, headers = admin.headers) => consoleCall(t, 'POST', '/settings', headers, payload);

beforeAll(async () => {
  // The deployment's own address may be one a change could not set (http://): it is shown all the same.
  t = await openApp({ ...ADMIN_ENV, CUSTOMER_LOGIN_URL: 'http://127.0.0.1:9/operator/login' });
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  member = await signUpUser(t, 'Member');
});
afterAll(() => t.close());

describe('console settings', () => {
  it('is for admins only', async () => {
    expectError(await consoleCall(t, 'GET', '/settings'), 401, 'Unauthorized');
    expectError(await save({ newsEnabled: false }, {} as never), 401, 'Unauthorized');
    expectError(await consoleCall(t, 'GET', '/settings', member.headers), 403, 'Forbidden');
    for (const role of ['editor', 'till'] as const) {
      const staff = await staffWithRole(t, role);
      expectError(await consoleCall(t, 'GET', '/settings', staff.headers), 403, 'Forbidden');
      expectError(await save({ newsEnabled: false }, staff.headers), 403, 'Forbidden');
    }
  });

  it('shows the current values, and what the deployment fixes', async () => {
    const res = await consoleCall(t, 'GET', '/settings', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { values, fixed, languages, overridden } = res.json();
    const current = await customerSettings();
    expect(languages).toEqual(['en', 'lt']);
    expect(values.newsEnabled).toBe(current.newsEnabled);
    expect(values.customerLoginUrl).toBe('http://127.0.0.1:9/operator/login');
    expect(values['ui.mainMenuOrderMobile']).toEqual(current.ui.mainMenuOrderMobile);
    expect(values['brand.name'].en).toBe(current.brand.name);
    expect(overridden).toEqual([]);
    expect(fixed.map((f: { key: string }) => f.key)).toEqual(expect.arrayContaining(['languagesSupported', 'defaultLanguage', 'signup_bonus_points']));
  });

  it('stores a change the customer app sees at once, and audits it', async () => {
    const before = await customerSettings();
    const [owner] = await t.database.db.insert(owners).values({ name: 'Aurora' }).returning({ id: owners.id });
    const change = {
      newsEnabled: !before.newsEnabled,
      'ui.mainMenuOrderMobile': ['prizes', 'dashboard'],
      'challengeSettings.openFullScreen': !before.challengeSettings.openFullScreen,
      'brand.name': { en: 'Aurora Rewards', lt: 'Aurora taškai' },
      owner_id: owner!.id,
      facebookUrl: 'https://facebook.com/aurora',
      registration_type: before.registration_type, // unchanged: not written, not audited
    };
    const res = await save(change);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed.sort()).toEqual(['brand.name', 'challengeSettings.openFullScreen', 'facebookUrl', 'newsEnabled', 'owner_id', 'ui.mainMenuOrderMobile']);
    expect(res.json().settings.overridden).toContain('newsEnabled');

    const after = await customerSettings();
    expect(after.newsEnabled).toBe(!before.newsEnabled);
    expect(after.ui.mainMenuOrderMobile).toEqual(['prizes', 'dashboard']);
    expect(after.ui.mainMenuOrderDesktop).toEqual(before.ui.mainMenuOrderDesktop);
    expect(after.challengeSettings.openFullScreen).toBe(!before.challengeSettings.openFullScreen);
    expect(after.owner_id).toBe(owner!.id);
    expect(after.facebookUrl).toBe('https://facebook.com/aurora');
    expect(after.brand.name).toBe('Aurora Rewards');
    expect((await customerSettings('lt')).brand.name).toBe('Aurora taškai');

    const audit = (await consoleCall(t, 'GET', '/audit?action=settings.change', admin.headers)).json().entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: admin.id,
      entity_type: 'settings',
      before: { newsEnabled: before.newsEnabled, 'ui.mainMenuOrderMobile': before.ui.mainMenuOrderMobile },
      after: { newsEnabled: !before.newsEnabled, 'ui.mainMenuOrderMobile': ['prizes', 'dashboard'] },
    });
    expect(Object.keys(audit[0].after)).not.toContain('registration_type');

    // Switching news off hides the customer's news call.
    const off = await save({ newsEnabled: false });
    expect(off.statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/user-side/getNews?start_from=0&length=5' }), 404, 'NewsDisabled');
    await save({ newsEnabled: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/user-side/getNews?start_from=0&length=5' })).statusCode).toBe(200);
  });

  it('saves nothing and audits nothing when nothing changed', async () => {
    const { values } = (await consoleCall(t, 'GET', '/settings', admin.headers)).json();
    const count = (await consoleCall(t, 'GET', '/audit?action=settings.change', admin.headers)).json().total;
    const res = await save({ newsEnabled: values.newsEnabled });
    expect(res.json().changed).toEqual([]);
    expect((await consoleCall(t, 'GET', '/audit?action=settings.change', admin.headers)).json().total).toBe(count);
  });

  it('refuses wrong values with 400 and words, and changes nothing', async () => {
    const before = await customerSettings();
    const cases: unknown[] = [
      {},
      { newsEnabled: 'yes' },
      { 'ui.mainMenuOrderMobile': ['dashboard', 'dashboard'] },
      { 'ui.mainMenuOrderMobile': ['dashboard', 'casino'] },
      { 'ui.mainMenuOrderDesktop': [] },
      { registration_type: 'email' },
      { facebookUrl: 'javascript:alert(1)' },
      { owner_id: 424242 },
      { 'brand.name': { en: 'Only English' } },
      { 'brand.name': { en: 'A', lt: 'B', de: 'C' } },
      { languagesSupported: [{ key: 'de', name: 'Deutsch' }] },
      { signup_bonus_points: 1000 },
      { newsEnabled: false, session_idle_seconds: 5 },
    ];
    for (const body of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error_code).toBe('ValidationError');
      expect(res.json().message).toBeTruthy();
    }
    expect(await customerSettings()).toEqual(before);
  });
});
