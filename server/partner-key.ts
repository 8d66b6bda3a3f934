// Partner API keys, for the operator: each partner gets its own key, its scopes and a daily cap on
// the points it may mint. The key is printed once; only its hash is kept.
//   npm run partner-key -- create <name> --scopes points,rewards [--daily-points 10000]
//   npm run partner-key -- revoke <name>
//   npm run partner-key -- list
// (node dist-server/partner-key.js after `npm run build`, so it runs with production dependencies only.)
// Scopes: events, points, rewards, content, monthly_top. Uses DATA_DIR or DATABASE_URL like the
// server; PGlite allows one process at a time, so stop the server first when it runs on PGlite.
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { PARTNER_SCOPES, partnerKeys, type PartnerScope } from './db/schema';
import { createPartnerKey, isPartnerScope, revokePartnerKey } from './services/auth/partner-keys';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { scopes: { type: 'string', default: '' }, 'daily-points': { type: 'string', default: '10000' } },
});
const [command, name] = positionals;

const say = (line: string) => process.stdout.write(`${line}\n`);

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (command === 'create' && name) {
    const scopes = values.scopes.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = scopes.filter((s) => !isPartnerScope(s));
    const cap = Number(values['daily-points']);
    if (!scopes.length || unknown.length) throw new Error(`--scopes takes some of: ${PARTNER_SCOPES.join(', ')}`);
    if (!Number.isInteger(cap) || cap < 0) throw new Error('--daily-points takes a whole number, 0 or more');
    const key = await createPartnerKey(database.db, { name, scopes: scopes as PartnerScope[], dailyPointsCap: cap });
    say(`Partner key "${name}" (${scopes.join(', ')}; ${cap} points a day). Shown once, keep it safe:\n${key}`);
  } else if (command === 'revoke' && name) {
    say((await revokePartnerKey(database.db, name)) ? `Revoked "${name}".` : `No live key named "${name}".`);
  } else if (command === 'list') {
    for (const k of await database.db.select().from(partnerKeys).orderBy(partnerKeys.id)) {
      const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'live';
      say(`${k.name}: ${k.scopes.join(', ')}; ${k.dailyPointsCap} points a day; ${state}`);
    }
  } else {
    say('Usage: npm run partner-key -- create <name> --scopes a,b [--daily-points N] | revoke <name> | list');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
