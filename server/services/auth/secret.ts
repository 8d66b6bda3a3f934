// The HS256 key for tokens, SMS code hashes and the access-gate cookie.
// Order: JWT_SECRET, else a key generated once and kept in DATA_DIR/jwt-secret (0600) so tokens
// survive restarts; tests (NODE_ENV=test, in-memory or throwaway databases) get a random key
// that never touches the disk.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

export function loadJwtSecret(config: Config, opts: { persist?: boolean } = {}): Buffer {
  if (config.JWT_SECRET) return Buffer.from(config.JWT_SECRET, 'utf8');
  const persist = opts.persist ?? config.NODE_ENV !== 'test';
  if (!persist) return randomBytes(48);
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return Buffer.from(stored, 'utf8');
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const fresh = randomBytes(48).toString('base64url');
  writeFileSync(file, `${fresh}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return Buffer.from(fresh, 'utf8');
}
