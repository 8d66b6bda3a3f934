import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, tz, created } from './columns';

/** Operator-editable settings; each key overrides the default from server/config.ts. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Source images; the image service resizes and caches them. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  createdAt: created(),
});

export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  imageId: integer('image_id').references(() => images.id),
  createdAt: created(),
});
