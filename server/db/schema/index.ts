// The database's tables, one file per domain (docs/product.md section 3); functions live in
// ../functions/<name>.sql. Import from here: `import { users } from '../db/schema'`.
export * from './columns';
export * from './settings';
export * from './members';
export * from './challenges';
export * from './partners';
export * from './economy';
export * from './content';
export * from './push';
export * from './staff';
export * from './overview';
export * from './wallet';
export * from './tiers';
export * from './points-lots';
export * from './webhooks';
export * from './imports';
export * from './tier-members';
export * from './segments';
