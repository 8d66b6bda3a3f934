// Staff passwords: argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes).
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (its const enum cannot be imported under isolatedModules). */
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

/** A hash of nothing anybody knows: an unknown e-mail costs a verification too, like a known one. */
let decoy: Promise<string> | null = null;

/** False for a wrong password and for a missing account (checked against the decoy, same time). */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await (decoy ??= hashPassword(`decoy-${Math.random()}`)));
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null;
  } catch {
    return false;
  }
}
