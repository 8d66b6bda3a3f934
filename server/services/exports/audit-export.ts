// The audit log as CSV with the audit page's filters, newest first, every row.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import { auditWhere, type AuditFilterQuery } from '../staff/audit';
import { csvStream } from './csv-stream';
import { keyColumns, keyOrder, keysetRows, PAGE_ROWS, type Keyset } from './keyset-pages';

const keyset: Keyset = {
  keys: [
    { expr: sql`${auditLog.createdAt}`, type: 'timestamptz' },
    { expr: sql`${auditLog.id}`, type: 'bigint' },
  ],
  order: 'desc',
};

const columns = [
  { key: 'id', header: 'id' },
  { key: 'created_at', header: 'created_at' },
  { key: 'staff_id', header: 'staff_id' },
  { key: 'staff_email', header: 'staff_email' },
  { key: 'action', header: 'action' },
  { key: 'entity_type', header: 'entity_type' },
  { key: 'entity_id', header: 'entity_id' },
  { key: 'before', header: 'before' },
  { key: 'after', header: 'after' },
] as const;

export function auditCsv(db: Db, filter: AuditFilterQuery) {
  const where = auditWhere(filter);
  const rows = keysetRows(keyset, (after) =>
    db
      .select({
        id: auditLog.id,
        created_at: auditLog.createdAt,
        staff_id: auditLog.staffId,
        staff_email: staff.email,
        action: auditLog.action,
        entity_type: auditLog.entityType,
        entity_id: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        ...keyColumns(keyset),
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(and(where, after))
      .orderBy(...keyOrder(keyset))
      .limit(PAGE_ROWS),
  );
  return csvStream(columns, rows);
}
