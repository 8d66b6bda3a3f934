import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';
import { users } from './members';

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    userAgent: text('user_agent'),
    createdAt: created(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_token_key').on(t.token), index('push_tokens_user_idx').on(t.userId)],
);

/**
 * One row per batch of a broadcast the queue has started to send (services/push/broadcast.ts): a batch
 * job retried after its process died half-way finds its row and sends nothing twice.
 */
export const pushDeliveries = pgTable('push_deliveries', {
  key: text('key').primaryKey(),
  createdAt: created(),
});
