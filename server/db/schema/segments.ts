import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';
import { users } from './members';
import { partnerKeys } from './partners';

/**
 * Rule-built groups of members (docs/console.md, segments). `rules` is the tree the console sent
 * (contract/console/segments.ts), parsed again on every use: a row that no longer parses has no members.
 */
export const segments = pgTable('segments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rules: jsonb('rules').$type<unknown>().notNull(),
  /** When segment_members was last made to match the rules (services/segments/membership.ts). */
  refreshedAt: tz('refreshed_at'),
  createdAt: created(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * Who is in each segment, kept ready so that a member's reads of challenges, news and prizes look up one
 * index entry instead of evaluating rules: refreshed when a segment is saved, when a member's tags change
 * or they sign up, and by the scheduled refresh (server/jobs.ts).
 */
export const segmentMembers = pgTable(
  'segment_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.segmentId] }), index('segment_members_segment_idx').on(t.segmentId)],
);

/** Tags a partner set on a member (POST /api/partner/members/tags, /members/tags/remove), for segments' tag rules. */
export const memberTags = pgTable(
  'member_tags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    partnerKeyId: integer('partner_key_id').references(() => partnerKeys.id),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tag] }), index('member_tags_tag_idx').on(t.tag)],
);
