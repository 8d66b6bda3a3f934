// The member's details a members file may bring, each column optional: a file changes only those its
// first line names, and only where its value differs from the one the last import brought over
// (imported_members.profile), whatever the member or an operator has changed since.
import { sql, type SQL } from 'drizzle-orm';

export const PROFILE_COLUMNS = ['first_name', 'last_name', 'phone', 'email', 'language', 'customer_id'] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

/** The details a file's first line names. */
export const profileColumnsIn = (columns: readonly string[]): ProfileColumn[] => PROFILE_COLUMNS.filter((c) => columns.includes(c));

/** The row's (r) details the last import (m) brought over otherwise, as a text array. */
export const changedColumns = (columns: readonly ProfileColumn[]): SQL =>
  sql.raw(`array_remove(array[${columns.map((c) => `case when (m.profile ->> '${c}') is distinct from r.${c} then '${c}' end`).join(', ')}]::text[], null)`);

/** The row's (r) values of these details, as the import notes them. */
export const profileOf = (columns: readonly ProfileColumn[]): SQL => sql.raw(`jsonb_build_object(${columns.map((c) => `'${c}', r.${c}`).join(', ')})`);

/**
 * Each detail the row changed takes the file's value, the others stay as the member has them; an e-mail
 * the import changes is no longer confirmed (the member confirms the new one).
 */
export function profileWrites(columns: readonly ProfileColumn[]): SQL {
  const writes = columns.map((c) => `${c} = case when r.changed ? '${c}' then r.${c} else u.${c} end`);
  if (columns.includes('email')) {
    writes.push(`email_confirmed_at = case when r.changed ? 'email' and u.email is distinct from r.email then null else u.email_confirmed_at end`);
  }
  return sql.raw(writes.join(', '));
}
