// The member list as CSV: the list's own filters and sort (services/console/member-list.ts), every row.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberActivity, users } from '../../db/schema';
import { memberFilters, type MemberFilterQuery } from '../console/member-list';
import { csvStream } from './csv-stream';
import { keyColumns, keyOrder, keysetRows, PAGE_ROWS, type Keyset, type SortKey } from './keyset-pages';

const id: SortKey = { expr: sql`${users.id}`, type: 'int' };

/** The list's order (member-list.ts ordering): a member never seen active sorts first going up, last going down. */
function keysetOf(query: MemberFilterQuery): Keyset {
  const keys: Record<MemberFilterQuery['sort'], SortKey[]> = {
    joined: [{ expr: sql`${users.createdAt}`, type: 'timestamptz' }],
    name: [
      { expr: sql`lower(coalesce(${users.lastName}, ''))`, type: 'text' },
      { expr: sql`lower(coalesce(${users.firstName}, ''))`, type: 'text' },
    ],
    points: [{ expr: sql`${users.points}`, type: 'int' }],
    last_active: [{ expr: sql`coalesce(${memberActivity.lastActiveAt}, '-infinity'::timestamptz)`, type: 'timestamptz' }],
  };
  return { keys: [...keys[query.sort], id], order: query.order };
}

const columns = [
  { key: 'id', header: 'id' },
  { key: 'customer_id', header: 'customer_id' },
  { key: 'first_name', header: 'first_name' },
  { key: 'last_name', header: 'last_name' },
  { key: 'phone', header: 'phone' },
  { key: 'email', header: 'email' },
  { key: 'points', header: 'points' },
  { key: 'created_at', header: 'joined_at' },
  { key: 'last_active_at', header: 'last_active_at' },
  { key: 'deactivated_at', header: 'deactivated_at' },
] as const;

export function memberCsv(db: Db, query: MemberFilterQuery) {
  const keyset = keysetOf(query);
  const rows = keysetRows(keyset, (after) =>
    db
      .select({
        id: users.id,
        customer_id: users.customerId,
        first_name: users.firstName,
        last_name: users.lastName,
        phone: users.phone,
        email: users.email,
        points: users.points,
        created_at: users.createdAt,
        last_active_at: memberActivity.lastActiveAt,
        deactivated_at: users.deactivatedAt,
        ...keyColumns(keyset),
      })
      .from(users)
      .leftJoin(memberActivity, eq(memberActivity.userId, users.id))
      .where(and(...memberFilters(query), after))
      .orderBy(...keyOrder(keyset))
      .limit(PAGE_ROWS),
  );
  return csvStream(columns, rows);
}
