// The database: embedded PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL.
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '../db/client';

export const databaseEnv = {
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Connections each server process keeps to PostgreSQL at most (db/client.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_SIZE),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(5),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
};
