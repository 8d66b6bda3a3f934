// Apple Wallet passes whose content changes outside the member's row: the users_wallet_pass_changed
// trigger (wallet_pass_changed.sql) covers the balance, the name, the card number and a move to another
// tier; a tier's new name, and the tier line appearing on every card or leaving it, are marked here,
// in the transaction that makes the change. Devices then fetch the pass again (apple-web-service.ts).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/** Every pass (no tier given), or the passes of the members in one tier. */
export async function markPassesChanged(tx: Db | Tx, tierId?: number): Promise<void> {
  await tx.execute(
    tierId === undefined
      ? sql`update wallet_passes set updated_at = clock_timestamp()`
      : sql`update wallet_passes p set updated_at = clock_timestamp() from users u where u.id = p.user_id and u.tier_id = ${tierId}`,
  );
}
