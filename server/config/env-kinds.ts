// The shapes an environment variable takes beyond a plain string or number.
import { z } from 'zod';

/** `true`, `1`, `yes` are on; `false`, `0`, `no` and empty are off. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Comma-separated, trimmed, empty entries dropped. */
export const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
