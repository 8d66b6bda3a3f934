// Till purchases as CSV (every member's, newest first), optionally between two days (UTC, included).
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { staff, tillPurchases, users } from '../../db/schema';
import { csvStream } from './csv-stream';
import { keyColumns, keyOrder, keysetRows, PAGE_ROWS, type Keyset } from './keyset-pages';

const keyset: Keyset = {
  keys: [
    { expr: sql`${tillPurchases.createdAt}`, type: 'timestamptz' },
    { expr: sql`${tillPurchases.id}`, type: 'int' },
  ],
  order: 'desc',
};

const columns = [
  { key: 'id', header: 'id' },
  { key: 'created_at', header: 'created_at' },
  { key: 'member_id', header: 'member_id' },
  { key: 'customer_id', header: 'customer_id' },
  { key: 'receipt_number', header: 'receipt_number' },
  { key: 'amount', header: 'amount' },
  { key: 'points', header: 'points' },
  { key: 'staff_email', header: 'staff_email' },
  { key: 'voided_at', header: 'voided_at' },
  { key: 'voided_by', header: 'voided_by' },
  { key: 'void_reason', header: 'void_reason' },
] as const;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export function tillPurchaseCsv(db: Db, range: { from?: string; to?: string }) {
  const voider = alias(staff, 'voider');
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(tillPurchases.createdAt, dayStart(range.from)));
  if (range.to) conditions.push(lt(tillPurchases.createdAt, new Date(dayStart(range.to).getTime() + 86_400_000)));
  const rows = keysetRows(keyset, (after) =>
    db
      .select({
        id: tillPurchases.id,
        created_at: tillPurchases.createdAt,
        member_id: tillPurchases.userId,
        customer_id: users.customerId,
        receipt_number: tillPurchases.receiptNumber,
        // Cents as a decimal amount, exact (no floating point).
        amount: sql<string>`to_char(${tillPurchases.amountCents} / 100.0, 'FM999999999990.00')`,
        points: tillPurchases.points,
        staff_email: staff.email,
        voided_at: tillPurchases.voidedAt,
        voided_by: voider.email,
        void_reason: tillPurchases.voidReason,
        ...keyColumns(keyset),
      })
      .from(tillPurchases)
      .innerJoin(users, eq(users.id, tillPurchases.userId))
      .leftJoin(staff, eq(staff.id, tillPurchases.staffId))
      .leftJoin(voider, eq(voider.id, tillPurchases.voidedBy))
      .where(and(...conditions, after))
      .orderBy(...keyOrder(keyset))
      .limit(PAGE_ROWS),
  );
  return csvStream(columns, rows);
}
