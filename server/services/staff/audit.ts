// The audit log: every change a staff member makes is written by writeAudit inside the transaction
// that makes it, so a change and its record commit or roll back together.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, staff } from '../../db/schema';

export interface AuditEntry {
  /** Null for a sign-in at an e-mail that names no account. */
  staffId: number | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  staffId?: number;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

/** The filters without the page (the CSV export reads every page). */
export type AuditFilterQuery = Omit<AuditFilter, 'page' | 'pageSize'>;

/** The filters as the console's query string names them (contract/console AuditQuery). */
export const auditFilterQuery = (q: { staff_id?: number; action?: string; entity_type?: string; entity_id?: string; from?: string; to?: string }): AuditFilterQuery => ({
  staffId: q.staff_id,
  action: q.action,
  entityType: q.entity_type,
  entityId: q.entity_id,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

/** The entries the filters keep (undefined: every one). */
export function auditWhere(filter: AuditFilterQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAudit(db: Db, filter: AuditFilter) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, staffEmail: staff.email })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    entries: rows.map(({ entry, staffEmail }) => ({
      id: entry.id,
      staff_id: entry.staffId,
      staff_email: staffEmail,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/** What the audit page's pick lists offer: every action written so far, and every staff account. */
export async function auditOptions(db: Db) {
  const [actions, people] = await Promise.all([
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.select({ id: staff.id, email: staff.email, name: staff.name }).from(staff).orderBy(staff.email),
  ]);
  return { actions: actions.map((a) => a.action), staff: people };
}
