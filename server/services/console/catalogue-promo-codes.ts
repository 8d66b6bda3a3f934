// Promo codes in the console: the list with how often each was used, who used one, new codes and
// edits. A code is matched without regard to case when members apply it (economy/promo-codes.ts), so
// two codes that differ only in case cannot both exist. The code itself never changes once made.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sqlState } from '../../db/rows';
import { promoCodeUses, promoCodes, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import { invalidField } from './catalogue-texts';

export interface PromoFields {
  points: number;
  multi_use: boolean;
  valid_from: string | null;
  valid_till: string | null;
}

const exists = (code: string) => new AppError(409, 'PromoCodeExists', `There is a promo code ${code} already.`);
const noCode = (id: number) => notFound('PromoCodeNotFound', `There is no promo code ${id}.`);
const UNIQUE_VIOLATION = '23505';

const withUses = (db: Db | Tx) =>
  db
    .select({ promo: promoCodes, uses: count(promoCodeUses.userId) })
    .from(promoCodes)
    .leftJoin(promoCodeUses, eq(promoCodeUses.promoCodeId, promoCodes.id))
    .groupBy(promoCodes.id);

const view = (r: { promo: typeof promoCodes.$inferSelect; uses: number }) => ({
  id: r.promo.id,
  code: r.promo.code,
  points: r.promo.points,
  multi_use: r.promo.multiUse,
  valid_from: r.promo.validFrom?.toISOString() ?? null,
  valid_till: r.promo.validTill?.toISOString() ?? null,
  created_at: r.promo.createdAt.toISOString(),
  uses: Number(r.uses),
});

function window(body: PromoFields) {
  const validFrom = body.valid_from ? new Date(body.valid_from) : null;
  const validTill = body.valid_till ? new Date(body.valid_till) : null;
  if (validFrom && validTill && validTill <= validFrom) throw invalidField('valid_till', 'the end must come after the start.');
  return { points: body.points, multiUse: body.multi_use, validFrom, validTill };
}

export async function listPromoCodes(db: Db) {
  const rows = await withUses(db).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(view);
}

async function promoView(db: Db | Tx, id: number) {
  const [row] = await withUses(db).where(eq(promoCodes.id, id));
  if (!row) throw noCode(id);
  return view(row);
}

export async function promoCodeUsesOf(db: Db, id: number) {
  const promo = await promoView(db, id);
  const uses = await db
    .select({ member_id: users.id, first_name: users.firstName, last_name: users.lastName, used_at: promoCodeUses.createdAt })
    .from(promoCodeUses)
    .innerJoin(users, eq(users.id, promoCodeUses.userId))
    .where(eq(promoCodeUses.promoCodeId, id))
    .orderBy(asc(promoCodeUses.createdAt), asc(users.id));
  return { promo_code: promo, uses: uses.map((u) => ({ ...u, used_at: u.used_at.toISOString() })) };
}

export async function createPromoCode(db: Db, staffId: number, body: PromoFields & { code: string }) {
  const code = body.code.toUpperCase();
  try {
    return await db.transaction(async (tx) => {
      const [clash] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(sql`lower(${promoCodes.code}) = lower(${code})`);
      if (clash) throw exists(code);
      const [row] = await tx.insert(promoCodes).values({ code, ...window(body) }).returning({ id: promoCodes.id });
      const after = await promoView(tx, row!.id);
      await writeAudit(tx, { staffId, action: 'promo_code.create', entityType: 'promo_code', entityId: row!.id, after });
      return after;
    });
  } catch (err) {
    // Two editors making one code at once: the unique index lets one through.
    if (sqlState(err) === UNIQUE_VIOLATION) throw exists(code);
    throw err;
  }
}

export async function updatePromoCode(db: Db, staffId: number, id: number, body: PromoFields) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!locked) throw noCode(id);
    const before = await promoView(tx, id);
    await tx.update(promoCodes).set(window(body)).where(eq(promoCodes.id, id));
    const after = await promoView(tx, id);
    await writeAudit(tx, { staffId, action: 'promo_code.update', entityType: 'promo_code', entityId: id, before, after });
    return after;
  });
}
