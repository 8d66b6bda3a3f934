import { readFileSync } from 'node:fs';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TYPES } from '../../contract/challenge-types';
import {
  challengeOptions,
  challenges,
  friendships,
  images,
  menuItems,
  monthlyTop,
  news,
  owners,
  pages,
  pointsLedger,
  prizes,
  promoCodes,
  rewards,
  segmentMembers,
  segments,
  users,
} from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed';
import { DEMO_ADMIN } from '../../server/seed/staff';
import { checkBalances, countsAsEarning } from '../../server/services/economy/ledger';
import { getOwnerId } from '../../server/services/settings/settings';
import { currentMonth } from '../../server/services/monthly-top/months';
import { createTestApp, type TestApp } from './helpers';

describe('the demo programme', () => {
  let t: TestApp;
  let seedMs: number;
  beforeAll(async () => {
    t = await createTestApp();
    const started = Date.now();
    await seedIfEmpty(t.database.db);
    seedMs = Date.now() - started;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const rowsOf = async (table: PgTable) =>
    Number((await db().select({ n: count() }).from(table))[0]!.n);

  it('seeds at least one challenge of each of the 21 types, about 30 in all', async () => {
    const rows = await db().select({ type: challenges.type }).from(challenges);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(CHALLENGE_TYPES));
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(seedMs).toBeLessThan(60_000);
  });

  it('splits challenges between the owner, a partner owner and general ones', async () => {
    const ownerId = await getOwnerId(db());
    const all = await db().select().from(challenges);
    const [owner] = await db().select().from(owners).where(eq(owners.id, ownerId!));
    expect(owner).toMatchObject({ name: 'Aurora Outdoor & Café', email: expect.stringContaining('@') });
    const byOwner = all.filter((c) => c.ownerId === ownerId);
    const general = all.filter((c) => c.ownerId === null);
    const partner = all.filter((c) => c.ownerId !== null && c.ownerId !== ownerId);
    expect(byOwner.length).toBeGreaterThan(0);
    expect(partner.length).toBeGreaterThan(0);
    expect(general.length).toBeGreaterThan(10);
    expect(all.some((c) => c.startTime && c.startTime > new Date())).toBe(true);
    expect(all.some((c) => c.endTime && c.endTime > new Date() && c.endTime.getTime() - Date.now() < 7 * 86400_000)).toBe(true);
    expect(all.some((c) => !c.canHide)).toBe(true);
    expect(all.some((c) => c.tags.includes('new'))).toBe(true);
    expect(all.some((c) => c.pointsMultipleText)).toBe(true);
    for (const c of all) {
      expect(c.name.en && c.name.lt && c.description.en && c.description.lt).toBeTruthy();
      expect(c.imageId).toEqual(expect.any(Number));
    }
    const imageIds = new Set(all.map((c) => c.imageId));
    expect(imageIds.size).toBe(all.length);
  });

  it('gives prize challenges a prize that is not sold in the catalogue', async () => {
    const prizeChallenges = await db().select().from(challenges).where(eq(challenges.rewardType, 'prize'));
    expect(prizeChallenges.length).toBeGreaterThan(0);
    const catalogue = await db().select().from(prizes);
    for (const c of prizeChallenges) expect(catalogue.some((p) => p.id === c.prizeId)).toBe(true);
    expect(catalogue.some((p) => !p.redeemable && prizeChallenges.some((c) => c.prizeId === p.id))).toBe(true);
  });

  it('never reveals the right option in custom_data', async () => {
    const all = await db().select().from(challenges);
    const options = await db().select().from(challengeOptions);
    for (const c of all) {
      const json = JSON.stringify(c.customData);
      expect(json).not.toMatch(/correct|answer/i);
      const own = options.filter((o) => o.challengeId === c.id);
      const shown = (c.customData.options ?? []) as Array<{ id: number; image_id?: number }>;
      expect(shown.map((o) => o.id).sort()).toEqual(own.map((o) => o.id).sort());
      if (['text_quiz', 'image_quiz', 'video_quiz'].includes(c.type)) {
        expect(own.filter((o) => o.isCorrect)).toHaveLength(1);
        expect(c.customData.question).toBeTruthy();
      }
      if (c.type === 'survey_images' || c.type === 'image_quiz') expect(shown.every((o) => typeof o.image_id === 'number')).toBe(true);
      if (c.type === 'link') expect(c.customData.url).toMatch(/^https:\/\//);
      if (c.type === 'video_quiz') expect(c.customData.video_url).toBeTruthy();
      if (c.type.startsWith('api_event') || c.type === 'owner_api_call') expect(c.rules.event).toEqual(expect.any(String));
      if (c.type === 'user_invitation') expect(c.rules.required_invitations).toBe(c.progressDivisor);
    }
  });

  it('fills the prize catalogue with every kind of stock and code', async () => {
    const all = await db().select().from(prizes);
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all.some((p) => p.itemsLeft === 2)).toBe(true);
    expect(all.some((p) => p.itemsLeft === 0)).toBe(true);
    expect(all.some((p) => p.itemsLeft === null)).toBe(true);
    expect(new Set(all.map((p) => p.codeMedia))).toEqual(new Set(['code', 'barcode', 'code_barcode']));
    expect(new Set(all.map((p) => p.barcodeType))).toEqual(new Set(['QRCODE', 'CODE128', 'EAN13']));
    expect(all.some((p) => p.tags.includes('new'))).toBe(true);
  });

  it('writes promo codes, news, pages and menu items', async () => {
    const codes = await db().select().from(promoCodes);
    const byCode = Object.fromEntries(codes.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({ points: 10, multiUse: true });
    expect(byCode.VIP50).toMatchObject({ points: 50, multiUse: false });
    expect(byCode.SUMMER2025!.validTill!.getTime()).toBeLessThan(Date.now());
    const items = await db().select().from(news);
    expect(items).toHaveLength(5);
    expect(items.filter((n) => n.promoted)).toHaveLength(1);
    expect(items.every((n) => n.imageId && n.body.en!.includes('<p>') && n.body.lt!.includes('<p>'))).toBe(true);
    const slugs = (await db().select({ slug: pages.slug }).from(pages)).map((p) => p.slug).sort();
    expect(slugs).toEqual(['about', 'business', 'help', 'privacy-policy', 'terms', 'terms-and-conditions', 'welcome']);
    expect(await rowsOf(menuItems)).toBe(2);
  });

  it('creates initialized demo members whose balances equal their ledger sums', async () => {
    const members = await db().select().from(users);
    expect(members.map((u) => u.phone).sort()).toEqual(['37060000001', '37060000002', '37060000003', '37060000004', '37060000005']);
    expect(members.every((u) => u.termsAcceptedAt && u.firstName && u.lastName)).toBe(true);
    expect(await checkBalances(db())).toEqual([]);
    const ledger = await db().select().from(pointsLedger);
    for (const u of members) {
      const own = ledger.filter((l) => l.userId === u.id);
      expect(u.points).toBe(own.reduce((sum, l) => sum + l.delta, 0));
      expect(u.totalPointsEarned).toBe(own.filter((l) => l.delta > 0 && countsAsEarning(l.kind)).reduce((s, l) => s + l.delta, 0));
      expect(u.points).toBeGreaterThan(0);
    }
    expect(await rowsOf(rewards)).toBeGreaterThan(0);
    expect(await rowsOf(friendships)).toBeGreaterThan(0);
    const top = await db().select().from(monthlyTop).where(eq(monthlyTop.month, currentMonth()));
    expect(top.map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it('stores every picture it refers to', async () => {
    const ids = new Set((await db().select({ id: images.id }).from(images)).map((r) => r.id));
    const referenced = [
      ...(await db().select({ id: challenges.imageId }).from(challenges).where(isNotNull(challenges.imageId))),
      ...(await db().select({ id: prizes.imageId }).from(prizes).where(isNotNull(prizes.imageId))),
      ...(await db().select({ id: news.imageId }).from(news).where(isNotNull(news.imageId))),
      ...(await db().select({ id: owners.imageId }).from(owners).where(isNotNull(owners.imageId))),
    ];
    for (const r of referenced) expect(ids.has(r.id!)).toBe(true);
  });

  it('seeds the console admin README.md names', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/console/sign-in', payload: DEMO_ADMIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staff).toMatchObject({ email: 'admin@aurora.example', role: 'admin' });
    expect(readFileSync('README.md', 'utf8')).toContain(DEMO_ADMIN.password);
  });

  it('seeds segments with members, for the console and its audience pickers', async () => {
    const rows = await db()
      .select({ name: segments.name, members: sql<number>`(select count(*)::int from ${segmentMembers} m where m.segment_id = ${segments.id})` })
      .from(segments);
    expect(rows.map((r) => r.name).sort()).toEqual(['Active in the last 30 days', 'Silver and Gold members']);
    for (const row of rows) expect(row.members, row.name).toBeGreaterThan(0);
  });

  it('does nothing when seeded again', async () => {
    const before = [await rowsOf(challenges), await rowsOf(images), await rowsOf(users), await rowsOf(pointsLedger)];
    await seedIfEmpty(db());
    const after = [await rowsOf(challenges), await rowsOf(images), await rowsOf(users), await rowsOf(pointsLedger)];
    expect(after).toEqual(before);
  });
});
