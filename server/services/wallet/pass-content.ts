// What the member card shows in either wallet: the programme's name and logo, the member's name, the
// balance and the card token the till scans, with the labels in the member's language.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { images, users } from '../../db/schema';
import { AppError } from '../../errors';
import { memberCardToken } from '../members/member-card';
import { readSettings } from '../settings/settings';

export type WalletLang = 'en' | 'lt';

export interface PassContent {
  lang: WalletLang;
  programme: string;
  logo: Buffer | null;
  memberName: string;
  points: number;
  cardToken: string;
}

export const WALLET_LABELS: Record<WalletLang, { description: string; points: string; member: string; cardNumber: string; balanceChanged: string }> = {
  en: { description: 'member card', points: 'Points', member: 'Member', cardNumber: 'Card number', balanceChanged: 'Your balance is now %@ points.' },
  lt: { description: 'nario kortelė', points: 'Taškai', member: 'Narys', cardNumber: 'Kortelės numeris', balanceChanged: 'Jūsų likutis dabar %@ taškų.' },
};

export async function passContent(db: Db, config: Config, userId: number, requestLang?: string): Promise<PassContent> {
  const [member] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, points: users.points, language: users.language })
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
    cardToken: await memberCardToken(db, userId),
  };
}
