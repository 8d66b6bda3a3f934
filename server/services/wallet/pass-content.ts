// What the member card shows in either wallet: the programme's name and logo, the member's name, the
// balance, the tier (once the programme has tiers above its base one) and the card token the till scans,
// with the labels in the member's language.
import { count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { images, tiers, users } from '../../db/schema';
import { AppError } from '../../errors';
import { text } from '../economy/locale';
import { memberCardToken } from '../members/member-card';
import { readSettings } from '../settings/settings';

export type WalletLang = 'en' | 'lt';

export interface PassContent {
  lang: WalletLang;
  programme: string;
  logo: Buffer | null;
  memberName: string;
  points: number;
  /** The member's tier's name; null while the programme has only its base tier. */
  tier: string | null;
  cardToken: string;
}

interface WalletLabels {
  description: string;
  points: string;
  member: string;
  tier: string;
  cardNumber: string;
  /** Apple's lock-screen notice when the field changes (%@: the new value). */
  balanceChanged: string;
  tierChanged: string;
}

export const WALLET_LABELS: Record<WalletLang, WalletLabels> = {
  en: {
    description: 'member card',
    points: 'Points',
    member: 'Member',
    tier: 'Tier',
    cardNumber: 'Card number',
    balanceChanged: 'Your balance is now %@ points.',
    tierChanged: 'Your tier is now %@.',
  },
  lt: {
    description: 'nario kortelė',
    points: 'Taškai',
    member: 'Narys',
    tier: 'Lygis',
    cardNumber: 'Kortelės numeris',
    balanceChanged: 'Jūsų likutis dabar %@ taškų.',
    tierChanged: 'Jūsų lygis dabar – %@.',
  },
};

/** The member's tier's name, or null while the base tier is the programme's only one. */
async function tierName(db: Db, tierId: number, lang: WalletLang, fallback: string): Promise<string | null> {
  const [[programme], [tier]] = await Promise.all([
    db.select({ tiers: count() }).from(tiers),
    db.select({ name: tiers.name }).from(tiers).where(eq(tiers.id, tierId)).limit(1),
  ]);
  return (programme?.tiers ?? 0) > 1 && tier ? text(tier.name, { lang, fallback }) : null;
}

export async function passContent(db: Db, config: Config, userId: number, requestLang?: string): Promise<PassContent> {
  const [member] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, points: users.points, language: users.language, tierId: users.tierId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!member) throw new AppError(404, 'UserNotFound', 'No such member.');
  const lang: WalletLang = (member.language ?? requestLang ?? config.DEFAULT_LANGUAGE) === 'lt' ? 'lt' : 'en';
  const settings = await readSettings(db, config, lang);
  const logoId = settings.brand.logo_image_id;
  const logoRow = logoId ? (await db.select({ data: images.data }).from(images).where(eq(images.id, logoId)).limit(1))[0] : undefined;
  return {
    lang,
    programme: settings.brand.name,
    logo: logoRow?.data ?? null,
    memberName: [member.firstName, member.lastName].filter(Boolean).join(' '),
    points: member.points,
    tier: await tierName(db, member.tierId, lang, config.DEFAULT_LANGUAGE),
    cardToken: await memberCardToken(db, userId),
  };
}
