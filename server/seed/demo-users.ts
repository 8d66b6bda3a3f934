// Five demo members who have already signed up and accepted the terms. Their points come from
// ledger rows written by the ledger service, so every balance equals its ledger sum.
import { randomBytes } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  achievements,
  friendships,
  monthlyTop,
  newsReads,
  pointsLedger,
  promoCodeUses,
  referrals,
  rewards,
  userChallenges,
  users,
  type LocalizedText,
} from '../db/schema';
import { credit, debit } from '../services/economy/ledger';
import { currentMonth } from '../services/monthly-top/months';
import { topUrlIdentifier } from '../services/monthly-top/close';
import { ALL_CHALLENGES, type SeededChallenges } from './challenges';
import { prizeDefinition, type SeededPrizes } from './prizes';

export const DEMO_USERS = [
  { phone: '37060000001', customerId: 'AUR100001', firstName: 'Eglė', lastName: 'Petraitė', language: 'lt', email: 'egle.petraite@example.com' },
  { phone: '37060000002', customerId: 'AUR100002', firstName: 'Tomas', lastName: 'Kazlauskas', language: 'en', email: null },
  { phone: '37060000003', customerId: 'AUR100003', firstName: 'Rūta', lastName: 'Jankauskienė', language: 'lt', email: null },
  { phone: '37060000004', customerId: 'AUR100004', firstName: 'Mantas', lastName: 'Stankevičius', language: 'lt', email: null },
  { phone: '37060000005', customerId: 'AUR100005', firstName: 'Laura', lastName: 'Vaitkutė', language: 'en', email: null },
] as const;

// Same alphabet as the users service: no look-alike characters in codes people type.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) => [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

const HOUR_MS = 3600 * 1000;

interface Refs {
  challenges: SeededChallenges;
  prizes: SeededPrizes;
  promoCodes: Record<string, number>;
  news: Record<string, number>;
}

/** Hands out increasing moments from the start of the demo history up to now, inside this month. */
function clock(now: Date) {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  let t = Math.max(monthStart, now.getTime() - 12 * 24 * HOUR_MS);
  const step = Math.max(1, Math.floor((now.getTime() - t) / 60));
  return () => {
    t = Math.min(now.getTime(), t + step);
    return new Date(t);
  };
}

export interface DemoSummary {
  users: Array<{ phone: string; name: string; points: number }>;
}

export async function seedDemoUsers(tx: Tx, refs: Refs, now = new Date()): Promise<DemoSummary> {
  const next = clock(now);
  const challengeDef = (key: string) => ALL_CHALLENGES.find((c) => c.key === key)!;
  const challengeId = (key: string) => refs.challenges[key]!.id;

  const ids: number[] = [];
  for (const u of DEMO_USERS) {
    const joined = next();
    const [row] = await tx
      .insert(users)
      .values({
        phone: u.phone,
        customerId: u.customerId,
        firstName: u.firstName,
        lastName: u.lastName,
        language: u.language,
        email: u.email,
        signupChannel: u.phone ? 'phone' : 'customer_id',
        referralId: randomCode(8),
        externalId: randomBytes(16).toString('hex'),
        termsAcceptedAt: joined,
        createdAt: joined,
      })
      .returning({ id: users.id });
    ids.push(row!.id);
  }
  const [egle, tomas, ruta, mantas, laura] = ids as [number, number, number, number, number];

  const stamp = async (ledgerId: number, at: Date) =>
    tx.update(pointsLedger).set({ createdAt: at }).where(eq(pointsLedger.id, ledgerId));

  const earn = async (userId: number, points: number, kind: 'signup_bonus' | 'manual_award' | 'promo_code', title: LocalizedText) => {
    const at = next();
    await stamp((await credit(tx, { userId, points, kind, title })).ledgerId, at);
  };

  /** A finished challenge; its achievement is collected (points credited) unless `collected` is false. */
  const complete = async (userId: number, key: string, answer: Record<string, unknown>, collected = true) => {
    const def = challengeDef(key);
    const acceptedAt = next();
    const completedAt = next();
    await tx.insert(userChallenges).values({
      userId,
      challengeId: challengeId(key),
      status: 'completed',
      acceptedAt,
      completedAt,
      progressDividend: def.progressDivisor ?? 0,
      answer,
      updatedAt: completedAt,
    });
    const [achievement] = await tx
      .insert(achievements)
      .values({
        userId,
        challengeId: challengeId(key),
        title: def.name,
        text: {
          en: `You completed the challenge “${def.name.en}”.`,
          lt: `Įvykdėte užduotį „${def.name.lt}“.`,
        },
        points: def.points,
        imageId: refs.challenges[key]!.imageId,
        createdAt: completedAt,
        collectedAt: collected ? completedAt : null,
      })
      .returning({ id: achievements.id });
    if (collected && def.points > 0) {
      const result = await credit(tx, { userId, points: def.points, kind: 'achievement', title: def.name, achievementId: achievement!.id });
      await stamp(result.ledgerId, completedAt);
    }
  };

  const accept = async (userId: number, key: string, progress: number) => {
    const at = next();
    await tx.insert(userChallenges).values({
      userId,
      challengeId: challengeId(key),
      status: 'accepted',
      acceptedAt: at,
      progressDividend: progress,
      updatedAt: at,
    });
  };

  /** A redeemed prize of unlimited stock, not used yet. */
  const redeem = async (userId: number, prizeKey: string) => {
    const prize = prizeDefinition(prizeKey);
    const prizeId = refs.prizes[prizeKey]!;
    const at = next();
    const [reward] = await tx
      .insert(rewards)
      .values({
        userId,
        prizeId,
        rewardCode: randomCode(10),
        codeMedia: prize.codeMedia,
        barcodeType: prize.barcodeType,
        validTill: new Date(at.getTime() + prize.validDays * 24 * HOUR_MS),
        createdAt: at,
      })
      .returning({ id: rewards.id });
    const result = await debit(tx, { userId, points: prize.value, kind: 'redemption', title: prize.name, prizeId, rewardId: reward!.id });
    await stamp(result.ledgerId, at);
  };

  const signupBonus: LocalizedText = { en: 'Sign-up bonus', lt: 'Registracijos premija' };
  for (const id of ids) await earn(id, 30, 'signup_bonus', signupBonus);

  // Eglė: the richest history, with rewards, an achievement to collect and challenges under way.
  await tx.update(users).set({ emailConfirmedAt: next(), birthday: '1992-05-14', gender: 'female', city: 'Vilnius', country: 'Lithuania' }).where(eq(users.id, egle));
  await complete(egle, 'confirm-email', { email: 'egle.petraite@example.com' });
  await complete(egle, 'birthday', { birthday: '1992-05-14' });
  await complete(egle, 'coffee-quiz', { option_id: refs.challenges['coffee-quiz']!.optionIds[0] });
  await tx.insert(promoCodeUses).values({ promoCodeId: refs.promoCodes.WELCOME10!, userId: egle, createdAt: next() });
  await earn(egle, 10, 'promo_code', { en: 'Promo code WELCOME10', lt: 'Akcijos kodas WELCOME10' });
  await earn(egle, 220, 'manual_award', { en: 'Thank-you bonus for pilot members', lt: 'Padėkos premija pilotinės programos nariams' });
  await redeem(egle, 'filter-coffee');
  await redeem(egle, 'cinnamon-bun');
  const weekend = refs.challenges['weekend-survey']!.optionIds;
  await complete(egle, 'weekend-survey', { option_ids: [weekend[0], weekend[3]] }, false);
  await accept(egle, 'invite-friends', 2);
  await accept(egle, 'three-coffees', 1);
  await accept(egle, 'gear-spend', 40);
  await tx.insert(referrals).values([
    { referredUserId: mantas, referrerUserId: egle },
    { referredUserId: laura, referrerUserId: egle },
  ]);
  await tx.insert(newsReads).values([
    { userId: egle, newsId: refs.news['kaunas-store']!, readAt: next() },
    { userId: egle, newsId: refs.news['prize-catalogue']!, readAt: next() },
  ]);

  // Tomas.
  await tx.update(users).set({ city: 'Kaunas', country: 'Lithuania' }).where(eq(users.id, tomas));
  await complete(tomas, 'confirm-phone', { phone: '37060000002' });
  await complete(tomas, 'location', { country: 'Lithuania', city: 'Kaunas' });
  await earn(tomas, 250, 'manual_award', { en: 'Store opening day in Kaunas', lt: 'Kauno parduotuvės atidarymo diena' });

  // Rūta.
  await complete(ruta, 'leave-no-trace', {});
  await complete(ruta, 'cafe-menu', { option_ids: [refs.challenges['cafe-menu']!.optionIds[1]] });
  await earn(ruta, 150, 'manual_award', { en: 'Clean-up day volunteer', lt: 'Talkos savanorė' });

  // Mantas.
  await tx.update(users).set({ gender: 'male' }).where(eq(users.id, mantas));
  await complete(mantas, 'gender', { gender: 'male' });

  // This month's top three by points earned; the whole demo history lies within this month.
  const earned = await tx
    .select({ id: users.id, first: users.firstName, total: users.totalPointsEarned })
    .from(users)
    .orderBy(desc(users.totalPointsEarned), asc(users.id))
    .limit(3);
  const month = currentMonth(now);
  await tx.insert(monthlyTop).values(
    earned.map((u, i) => ({
      month,
      userId: u.id,
      rank: i + 1,
      points: u.total,
      urlIdentifier: topUrlIdentifier(u.first),
    })),
  );

  const pairs: Array<[number, number]> = [
    [egle, tomas],
    [egle, ruta],
    [tomas, mantas],
    [ruta, laura],
  ];
  await tx.insert(friendships).values(pairs.flatMap(([a, b]) => [{ userId: a, friendUserId: b }, { userId: b, friendUserId: a }]));

  const balances = await tx
    .select({ phone: users.phone, first: users.firstName, last: users.lastName, points: users.points })
    .from(users)
    .orderBy(asc(users.id));
  return {
    users: balances.map((b) => ({ phone: b.phone ?? '', name: `${b.first} ${b.last}`, points: b.points })),
  };
}
