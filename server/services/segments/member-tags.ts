// Tags a partner sets on a member (the partner API's "tags" scope), read by segments' tag rules. The
// member's segments follow at once (refreshMember), so a tagged member sees what the tag opens next read.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PartnerTagsBody } from '../../../contract/member-tags';
import type { Db } from '../../db/client';
import { memberTags } from '../../db/schema';
import type { PartnerKey } from '../auth/partner-keys';
import { findUser } from '../challenges/partner-event-intake';
import { refreshMember } from './membership';

async function tagsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ tag: memberTags.tag }).from(memberTags).where(eq(memberTags.userId, userId)).orderBy(asc(memberTags.tag));
  return rows.map((r) => r.tag);
}

/** Adds the tags (those the member has already stay as they were); answers all the member's tags. */
export async function setMemberTags(db: Db, key: PartnerKey, body: PartnerTagsBody): Promise<string[]> {
  const userId = await findUser(db, body);
  await db.transaction(async (tx) => {
    await tx
      .insert(memberTags)
      .values([...new Set(body.tags)].map((tag) => ({ userId, tag, partnerKeyId: key.id })))
      .onConflictDoNothing();
    await refreshMember(tx, userId);
  });
  return tagsOf(db, userId);
}

/** Removes the tags (a tag the member does not have is no error); answers the member's remaining tags. */
export async function removeMemberTags(db: Db, body: PartnerTagsBody): Promise<string[]> {
  const userId = await findUser(db, body);
  await db.transaction(async (tx) => {
    await tx.delete(memberTags).where(and(eq(memberTags.userId, userId), inArray(memberTags.tag, body.tags)));
    await refreshMember(tx, userId);
  });
  return tagsOf(db, userId);
}
