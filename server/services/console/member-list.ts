// The console's member list: search, filters and sorting, one page at a time from the server. The search
// matches a customer id, a card, a reward code, a phone typed in national or international form, and
// names or e-mails regardless of accents and case. Each filter is one condition below: tiers and segments
// (issue 41) add theirs to `filters`.
import { and, asc, count, desc, eq, gte, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { canonicalPhone } from '../../../contract/phone';
import type { Db } from '../../db/client';
import { memberSummary } from './members';
import { memberActivity, rewards, users } from '../../db/schema';
import { foldedColumn, foldText } from './member-search-text';

export interface MemberListQuery {
  q?: string;
  status?: 'active' | 'deactivated';
  /** Calendar days, inclusive (UTC). */
  joinedFrom?: string;
  joinedTo?: string;
  activeFrom?: string;
  activeTo?: string;
  pointsMin?: number;
  pointsMax?: number;
  sort: 'joined' | 'name' | 'points' | 'last_active';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The list's filters and sort without its page (the CSV export reads every page). */
export type MemberFilterQuery = Omit<MemberListQuery, 'page' | 'pageSize'>;

/** The list's filters and sort as the console's query string names them (contract/console MemberListQuery). */
export const memberFilterQuery = (q: {
  q?: string; status?: MemberListQuery['status']; joined_from?: string; joined_to?: string; active_from?: string; active_to?: string;
  points_min?: number; points_max?: number; sort: MemberListQuery['sort']; order: MemberListQuery['order'];
}): MemberFilterQuery => ({
  q: q.q,
  status: q.status,
  joinedFrom: q.joined_from,
  joinedTo: q.joined_to,
  activeFrom: q.active_from,
  activeTo: q.active_to,
  pointsMin: q.points_min,
  pointsMax: q.points_max,
  sort: q.sort,
  order: q.order,
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function searchMatchers(query: string): SQL {
  const q = query.trim();
  const out: SQL[] = [eq(sql`upper(${users.customerId})`, q.toUpperCase()), eq(users.cardToken, q.toUpperCase())];
  const phone = canonicalPhone(q);
  if (phone) out.push(eq(users.phone, phone));
  const digits = q.replace(/[\s+()-]/g, '');
  if (/^\d{4,}$/.test(digits)) out.push(like(users.phone, `%${escapeLike(digits)}%`));
  const folded = foldText(q);
  if (folded.length >= 2) {
    const pattern = `%${escapeLike(folded)}%`;
    const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
    out.push(like(foldedColumn(fullName), pattern), like(foldedColumn(users.email), pattern));
  }
  out.push(sql`${users.id} in (select ${rewards.userId} from ${rewards} where ${rewards.rewardCode} = ${q.toUpperCase()})`);
  return or(...out)!;
}

export function memberFilters(query: MemberFilterQuery): SQL[] {
  const out: SQL[] = [];
  if (query.q) out.push(searchMatchers(query.q));
  if (query.status === 'active') out.push(sql`${users.deactivatedAt} is null`);
  if (query.status === 'deactivated') out.push(sql`${users.deactivatedAt} is not null`);
  if (query.joinedFrom) out.push(gte(users.createdAt, dayStart(query.joinedFrom)));
  if (query.joinedTo) out.push(lt(users.createdAt, dayAfter(query.joinedTo)));
  if (query.activeFrom) out.push(gte(memberActivity.lastActiveAt, dayStart(query.activeFrom)));
  if (query.activeTo) out.push(lt(memberActivity.lastActiveAt, dayAfter(query.activeTo)));
  if (query.pointsMin !== undefined) out.push(gte(users.points, query.pointsMin));
  if (query.pointsMax !== undefined) out.push(lte(users.points, query.pointsMax));
  return out;
}

function ordering(query: MemberListQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  const nulls = sql.raw(query.order === 'asc' ? 'nulls first' : 'nulls last');
  switch (query.sort) {
    case 'name':
      return [dir(sql`lower(coalesce(${users.lastName}, ''))`), dir(sql`lower(coalesce(${users.firstName}, ''))`), dir(users.id)];
    case 'points':
      return [dir(users.points), dir(users.id)];
    case 'last_active':
      return [sql`${memberActivity.lastActiveAt} ${sql.raw(query.order)} ${nulls}`, dir(users.id)];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

export async function listMembers(db: Db, query: MemberListQuery) {
  const where = and(...memberFilters(query));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...memberSummary,
        created_at: users.createdAt,
        last_active_at: memberActivity.lastActiveAt,
      })
      .from(users)
      .leftJoin(memberActivity, eq(memberActivity.userId, users.id))
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).leftJoin(memberActivity, eq(memberActivity.userId, users.id)).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    members: rows.map((row) => ({
      ...row,
      deactivated_at: row.deactivated_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      last_active_at: row.last_active_at?.toISOString() ?? null,
    })),
  };
}
