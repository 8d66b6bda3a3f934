// Apple's web service protocol for passes (developer.apple.com, "Adding a Web Service to Update
// Passes"): devices register for a pass with its authentication token, ask which of their passes
// changed since a tag, fetch the latest pass and report errors. The tag is the latest change's time in
// microseconds; a pass changes when a trigger on users moves its updated_at (migration 0030).
import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { walletPasses, walletRegistrations } from '../../db/schema';
import type { PassRow } from './apple-pass';

/** The token of `Authorization: ApplePass <token>`, or null. */
export function applePassToken(header: string | undefined): string | null {
  const match = /^ApplePass\s+(\S+)$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The pass when the header's token is its token; null otherwise (the caller answers 401). */
export async function authenticatedPass(db: Db, serialNumber: string, authorization: string | undefined): Promise<PassRow | null> {
  const token = applePassToken(authorization);
  if (!token) return null;
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serialNumber, serialNumber)).limit(1);
  return row && sameToken(row.authenticationToken, token) ? row : null;
}

/** Answers true when the device was not registered for the pass before (Apple wants 201 then, else 200). */
export async function registerDevice(db: Db, deviceLibraryId: string, serialNumber: string, pushToken: string): Promise<boolean> {
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`insert into wallet_registrations (device_library_id, serial_number, push_token) values (${deviceLibraryId}, ${serialNumber}, ${pushToken})
        on conflict (device_library_id, serial_number) do update set push_token = excluded.push_token
        returning (xmax = 0) as inserted`,
  );
  return Boolean(rows[0]?.inserted);
}

export async function unregisterDevice(db: Db, deviceLibraryId: string, serialNumber: string): Promise<void> {
  await db
    .delete(walletRegistrations)
    .where(and(eq(walletRegistrations.deviceLibraryId, deviceLibraryId), eq(walletRegistrations.serialNumber, serialNumber)));
}

/** The device's passes changed after `since` (all without it), and the tag to ask with next; null when none. */
export async function updatedSerials(db: Db, deviceLibraryId: string, since: string | undefined): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  const after = since && /^\d{1,20}$/.test(since) ? since : '0';
  const rows = await queryRows<{ serial_number: string; tag: string }>(
    db,
    sql`select p.serial_number, (extract(epoch from p.updated_at) * 1000000)::bigint::text as tag
        from wallet_registrations r join wallet_passes p on p.serial_number = r.serial_number
        where r.device_library_id = ${deviceLibraryId} and (extract(epoch from p.updated_at) * 1000000)::bigint > ${after}::bigint`,
  );
  if (rows.length === 0) return null;
  const lastUpdated = rows.reduce((max, r) => (BigInt(r.tag) > BigInt(max) ? r.tag : max), rows[0]!.tag);
  return { serialNumbers: rows.map((r) => r.serial_number), lastUpdated };
}

/** Passes changed since their devices were last pushed, with those devices' push tokens and the change's tag. */
export async function passesToPush(db: Db, limit = 500): Promise<Array<{ serialNumber: string; tag: string; pushTokens: string[] }>> {
  const rows = await queryRows<{ serial_number: string; tag: string; push_tokens: string[] }>(
    db,
    sql`select p.serial_number, (extract(epoch from p.updated_at) * 1000000)::bigint::text as tag, array_agg(distinct r.push_token) as push_tokens
        from wallet_passes p join wallet_registrations r on r.serial_number = p.serial_number
        where p.pushed_at is null or p.pushed_at < p.updated_at
        group by p.serial_number, p.updated_at limit ${limit}`,
  );
  return rows.map((r) => ({ serialNumber: r.serial_number, tag: r.tag, pushTokens: r.push_tokens }));
}

/** Marks the change of `tag` pushed; a pass that changed again meanwhile stays due. */
export async function markPushed(db: Db, serialNumber: string, tag: string): Promise<void> {
  await db.execute(
    sql`update wallet_passes set pushed_at = updated_at
        where serial_number = ${serialNumber} and (extract(epoch from updated_at) * 1000000)::bigint = ${tag}::bigint`,
  );
}
