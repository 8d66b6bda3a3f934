// Admin check (docs/money.md): prints every user whose balance differs from the sum of their
// ledger rows, or whose lifetime total differs from the sum of their earnings; exits 1 if any.
//   npx tsx scripts/check-balances.ts            (the PGlite database in DATA_DIR, default ./data)
//   DATABASE_URL=postgres://... npx tsx scripts/check-balances.ts
// PGlite allows one process at a time: stop the server before checking its DATA_DIR.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { auditBooks } from '../server/services/economy/audit';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const audit = await auditBooks(database.db);
  for (const m of audit.balances) {
    console.log(`user ${m.userId}: balance ${m.points}, ledger sum ${m.ledgerSum} (off by ${m.points - m.ledgerSum})`);
  }
  for (const m of audit.totals) {
    console.log(`user ${m.userId}: lifetime total ${m.totalPointsEarned}, earnings in the ledger ${m.earnings}`);
  }
  const bad = audit.balances.length + audit.totals.length;
  console.log(
    bad === 0
      ? `OK: ${audit.users} users, every balance equals its ledger sum (${database.kind}).`
      : `FAILED: ${bad} mismatch(es) among ${audit.users} users (${database.kind}).`,
  );
  process.exitCode = bad === 0 ? 0 : 1;
} finally {
  await database.close();
}
