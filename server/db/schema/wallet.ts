import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';
import { users } from './members';

/** The member card's Apple Wallet pass, one per member, made on the first download (services/wallet/apple-pass.ts). */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    serialNumber: text('serial_number').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the device sends back as `Authorization: ApplePass …` (Apple's web service protocol). */
    authenticationToken: text('authentication_token').notNull(),
    /** Moved by a trigger on users whenever what the pass shows changes (migration 0030). */
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** When the devices were last told of a change through APNs (APPLE_WALLET_PUSH). */
    pushedAt: tz('pushed_at'),
  },
  (t) => [uniqueIndex('wallet_passes_user_key').on(t.userId)],
);

/** The devices that hold a pass, and their push tokens. */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.deviceLibraryId, t.serialNumber] }), index('wallet_registrations_serial_idx').on(t.serialNumber)],
);
