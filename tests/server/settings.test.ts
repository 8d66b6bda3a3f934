import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Settings } from '../../contract';
import { settings } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed';
import { settingsChanged } from '../../server/services/settings/settings-cache';
import { createTestApp, onPostgres, type TestApp } from './helpers';

const getSettings = async (t: TestApp, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getSettings?url=dashboard', headers });
  expect(res.statusCode).toBe(200);
  return Settings.parse(res.json());
};

describe('getSettings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the contract shape from the configuration defaults', async () => {
    const s = await getSettings(t);
    expect(s.languagesSupported).toEqual([
      { key: 'en', name: 'English' },
      { key: 'lt', name: 'Lietuvių' },
    ]);
    expect(s.defaultLanguage).toBe('en');
    expect(s.translationsHash).toMatch(/^[0-9a-f]{12}$/);
    expect(s.registration_type).toBe('phone');
    expect(s.newsEnabled).toBe(true);
    expect(s.authenticated).toBe(true);
    expect(s.push).toBeNull();
    expect(s.signup_bonus_points).toBe(30);
    expect(s.session_idle_seconds).toBe(30 * 60);
    expect(s.owner_id).toBeNull();
    expect(s.ui.mainMenuOrderMobile).toEqual(['dashboard', 'prizes', 'history', 'profile']);
    expect(s.brand.copyright).toContain(String(new Date().getFullYear()));
  });

  it('applies settings-table rows by field path and skips rows that do not fit', async () => {
    await t.database.db.insert(settings).values([
      { key: 'newsEnabled', value: false },
      { key: 'ui.mainMenuOrderMobile', value: ['dashboard', 'news'] },
      { key: 'brand', value: { name: { en: 'Northern Lights', lt: 'Šiaurės pašvaistė' }, logo_image_id: 7 } },
      { key: 'brand.copyright', value: '© {year} Northern Lights' },
      { key: 'challengeSettings', value: { openFullScreen: false } },
      { key: 'soundsMuted', value: 'loud' },
      { key: 'ui.mainMenuOrderDesktop', value: ['dashboard', 'casino'] },
      { key: 'no.such.field', value: 1 },
      { key: 'translationsHash', value: 'forged' },
      { key: 'owner_id', value: 42 },
    ]);
    // Written behind the app's back: say so rather than wait for the table's notification.
    settingsChanged(t.database.db);
    try {
      const en = await getSettings(t);
      expect(en.newsEnabled).toBe(false);
      expect(en.ui.mainMenuOrderMobile).toEqual(['dashboard', 'news']);
      expect(en.ui.showUnusedRewardsBadge).toBe(true);
      expect(en.brand.name).toBe('Northern Lights');
      expect(en.brand.logo_image_id).toBe(7);
      expect(en.brand.partner_logo_image_ids).toEqual([]);
      expect(en.brand.copyright).toBe(`© ${new Date().getFullYear()} Northern Lights`);
      expect(en.challengeSettings.openFullScreen).toBe(false);
      expect(en.soundsMuted).toBe(false);
      expect(en.ui.mainMenuOrderDesktop).toEqual(['dashboard', 'prizes', 'history', 'news', 'help', 'profile']);
      expect(en.translationsHash).not.toBe('forged');
      expect(en.owner_id).toBe(42);
      const lt = await getSettings(t, { 'accept-language': 'lt-LT,lt;q=0.9' });
      expect(lt.brand.name).toBe('Šiaurės pašvaistė');
    } finally {
      await t.database.db.delete(settings);
      settingsChanged(t.database.db);
    }
  });

  it('are kept between requests and re-read when the table changes, whoever changes it', async () => {
    expect((await getSettings(t)).newsEnabled).toBe(true);
    // As an operator's psql session or another server process would: no call into this process.
    await t.database.db.execute(sql`insert into settings (key, value) values ('newsEnabled', 'false'::jsonb)`);
    try {
      await expect.poll(async () => (await getSettings(t)).newsEnabled, { timeout: 3_000, interval: 50 }).toBe(false);
      await t.database.db.execute(sql`update settings set value = 'true'::jsonb where key = 'newsEnabled'`);
      await expect.poll(async () => (await getSettings(t)).newsEnabled, { timeout: 3_000, interval: 50 }).toBe(true);
    } finally {
      await t.database.db.delete(settings);
      settingsChanged(t.database.db);
    }
  });

  it.runIf(onPostgres())('keep listening after the listening connection is cut, and re-read what changed meanwhile', async () => {
    expect((await getSettings(t)).newsEnabled).toBe(true);
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
    await t.database.db.execute(sql`insert into settings (key, value) values ('newsEnabled', 'false'::jsonb)`);
    try {
      await expect.poll(async () => (await getSettings(t)).newsEnabled, { timeout: 5_000, interval: 100 }).toBe(false);
      // Listening again: a later change arrives too.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await t.database.db.execute(sql`update settings set value = 'true'::jsonb where key = 'newsEnabled'`);
      await expect.poll(async () => (await getSettings(t)).newsEnabled, { timeout: 5_000, interval: 100 }).toBe(true);
    } finally {
      await t.database.db.delete(settings);
      settingsChanged(t.database.db);
    }
  });

  it('rejects an over-long url parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user-side/getSettings?url=${'a'.repeat(3000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ValidationError' });
  });
});

describe('getSettings with a seeded programme', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedIfEmpty(t.database.db);
  });
  afterAll(() => t.close());

  it('names the owner and the brand pictures, all of which are served', async () => {
    const s = await getSettings(t);
    expect(s.owner_id).toEqual(expect.any(Number));
    expect(s.brand.name).toBe('Aurora Rewards');
    expect(s.brand.partner_logo_image_ids).toHaveLength(7);
    const ids = [s.brand.logo_image_id, s.brand.mobile_banner_image_id, ...s.brand.partner_logo_image_ids];
    for (const id of ids) {
      const res = await t.app.inject({ method: 'GET', url: `/image/i.${id}/w.200:h.200:f.1/image.png` });
      expect(res.statusCode).toBe(200);
    }
    const owner = await t.app.inject({ method: 'GET', url: `/api/user-side/getOwner/${s.owner_id}` });
    expect(owner.json()).toMatchObject({ id: s.owner_id, owner_name: 'Aurora Outdoor & Café' });
    const lt = await getSettings(t, { cookie: 'lang=lt' });
    expect(lt.brand.copyright).toContain('Visos teisės saugomos');
  });
});

describe('getSettings with push and the limited-access gate configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      FIREBASE_WEB_CONFIG: JSON.stringify({ apiKey: 'key', projectId: 'aurora', messagingSenderId: 123 }),
      FIREBASE_VAPID_KEY: 'vapid',
      ACCESS_LOGIN: 'demo',
      ACCESS_PASSWORD: 'secret',
    });
  });
  afterAll(() => t.close());

  it('answers the push config and authenticated false until the gate is passed', async () => {
    const s = await getSettings(t);
    expect(s.push).toEqual({ firebaseConfig: { apiKey: 'key', projectId: 'aurora', messagingSenderId: '123' }, vapidKey: 'vapid' });
    expect(s.authenticated).toBe(false);
  });
});
