// POST /api/partner/points: the operator awards points to a member named by phone or external id
// (the raw id, or the user_external_id_hash the app shows). Ledger kind manual_award.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type LocalizedText } from '../../db/schema';
import { notFound } from '../../errors';
import { credit } from './ledger';
import { checkDailyCap, type PartnerKey } from '../auth/partner-keys';

export interface PartnerAward {
  phone?: string;
  userExternalId?: string;
  points: number;
  title: LocalizedText;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Exact phone or external id; a 64-hex-digit value is also tried as the user_external_id_hash. */
function memberMatch(award: PartnerAward): SQL | undefined {
  if (award.phone) return eq(users.phone, award.phone);
  const id = award.userExternalId;
  if (!id) return undefined;
  const hash = id.toLowerCase();
  if (!SHA256_HEX.test(hash)) return eq(users.externalId, id);
  return or(eq(users.externalId, id), sql`encode(sha256(convert_to(${users.externalId}, 'UTF8')), 'hex') = ${hash}`);
}

export async function findMember(db: Db, award: PartnerAward): Promise<number | null> {
  const match = memberMatch(award);
  if (!match) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, isNull(users.deactivatedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** Minted under the key's daily cap, and the ledger row names the key. */
export async function awardPartnerPoints(
  db: Db,
  key: PartnerKey,
  award: PartnerAward,
): Promise<{ points: number; balance: number }> {
  const userId = await findMember(db, award);
  if (userId === null) throw notFound('UserNotFound', 'There is no member with this phone number or external id.');
  const { balance } = await db.transaction(async (tx) => {
    await checkDailyCap(tx, key, award.points);
    return credit(tx, { userId, points: award.points, kind: 'manual_award', title: award.title, partnerKeyId: key.id });
  });
  return { points: award.points, balance };
}
