// The member card: an opaque random token a till scans (never the phone number or the id). Made on
// first use, and replaced when the member rotates it (the old card stops working at once).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

/** Capitals and digits without look-alikes (32 of them: each random byte gives 5 unbiased bits). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Reward codes are 8 to 14 characters; a card is 'M' and 20 more, so the two never look alike. */
const CARD_PREFIX = 'M';

function newCardToken(): string {
  const bytes = randomBytes(20);
  let out = CARD_PREFIX;
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

const noMember = () => new AppError(404, 'UserNotFound', 'No such member.');

export async function memberCardToken(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ token: users.cardToken }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw noMember();
  if (row.token) return row.token;
  const [made] = await db
    .update(users)
    .set({ cardToken: newCardToken() })
    .where(and(eq(users.id, userId), isNull(users.cardToken)))
    .returning({ token: users.cardToken });
  // A concurrent first use made it: answer that one.
  return made?.token ?? memberCardToken(db, userId);
}

export async function rotateMemberCard(db: Db, userId: number): Promise<string> {
  const [row] = await db.update(users).set({ cardToken: newCardToken() }).where(eq(users.id, userId)).returning({ token: users.cardToken });
  if (!row?.token) throw noMember();
  return row.token;
}
