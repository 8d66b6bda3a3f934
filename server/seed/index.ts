import type { Config } from '../config';
import type { Db } from '../db/client';

// Filled in by its owner: seeds the demo programme when the database is empty.
export async function seedIfEmpty(_db: Db, _config: Config): Promise<void> {}
