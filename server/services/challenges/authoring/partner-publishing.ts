// What the operator publishes through /api/partner: challenges and news. Checked here (references
// that must exist, what each challenge type needs), stored, and left for the announcer to push.
import { eq, inArray } from 'drizzle-orm';
import type { OperatorChallenge, OperatorNews, OperatorTexts } from '../../../../contract/operator';
import type { Db, Tx } from '../../../db/client';
import { images, news, owners, prizes, type LocalizedText } from '../../../db/schema';
import { badRequest } from '../../../errors';
import { draftProblems, storeChallenge, type ChallengeDraft } from './drafts';
import { catalogueChanged } from '../catalogue';
import { inWords, problem } from '../problems';

/** Plain text counts as the default language's. */
export const toLocalized = (texts: OperatorTexts, defaultLanguage: string): LocalizedText =>
  typeof texts === 'string' ? { [defaultLanguage]: texts } : texts;

async function requireRows(db: Db | Tx, field: string, table: typeof images | typeof prizes | typeof owners, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const missing = wanted.filter((id) => !found.some((r) => r.id === id));
  if (!missing.length) return;
  const words = `no such id: ${missing.join(', ')}.`;
  const problems = [problem(field, 'unknown_id', `${field}: ${words}`, { ids: missing.join(', ') })];
  throw badRequest('ValidationError', `Invalid body field "${field}": ${words}`, { field, problems });
}

/** A draft that cannot work, or that names images, prizes or owners that do not exist, is a 400 in words. */
export async function checkDraft(db: Db, draft: ChallengeDraft): Promise<void> {
  const problems = draftProblems(draft);
  if (problems.length)
    throw badRequest('ChallengeInvalid', `This ${draft.type} challenge cannot work: ${inWords(problems)}.`, { problems });
  const imageIds = [draft.imageId, ...draft.options.map((o) => o.imageId)].filter((id): id is number => id !== null);
  await requireRows(db, 'image_id', images, imageIds);
  await requireRows(db, 'prize_id', prizes, draft.prizeId ? [draft.prizeId] : []);
  await requireRows(db, 'owner_id', owners, draft.ownerId ? [draft.ownerId] : []);
}

export async function publishChallenge(db: Db, body: OperatorChallenge, defaultLanguage: string): Promise<number> {
  const texts = (t: OperatorTexts) => toLocalized(t, defaultLanguage);
  const draft: ChallengeDraft = {
    type: body.type,
    name: texts(body.name),
    description: texts(body.description),
    imageId: body.image_id ?? null,
    points: body.points,
    pointsMultipleText: body.points_multiple_text ? texts(body.points_multiple_text) : null,
    prizeId: body.prize_id ?? null,
    tags: body.tags,
    canHide: body.can_hide,
    startTime: body.start_time ? new Date(body.start_time) : null,
    endTime: body.end_time ? new Date(body.end_time) : null,
    customData: body.custom_data,
    rules: body.rules,
    ownerId: body.owner_id ?? null,
    progressDivisor: body.progress_divisor ?? null,
    failureDelayDays: body.failure_delay_days,
    sortOrder: body.sort_order,
    options: (body.options ?? []).map((o) => ({
      text: o.text ? texts(o.text) : null,
      imageId: o.image_id ?? null,
      correct: o.correct,
    })),
  };
  await checkDraft(db, draft);
  const { id } = await db.transaction((tx) => storeChallenge(tx, draft));
  catalogueChanged(db);
  return id;
}

async function newsValues(db: Db | Tx, body: OperatorNews, defaultLanguage: string) {
  if (body.image_id) await requireRows(db, 'image_id', images, [body.image_id]);
  return {
    title: toLocalized(body.title, defaultLanguage),
    intro: toLocalized(body.intro, defaultLanguage),
    body: toLocalized(body.body, defaultLanguage),
    imageId: body.image_id ?? null,
    promoted: body.promoted,
    publishedAt: body.published_at ? new Date(body.published_at) : new Date(),
  };
}

export async function publishNews(db: Db | Tx, body: OperatorNews, defaultLanguage: string): Promise<number> {
  const [row] = await db
    .insert(news)
    .values(await newsValues(db, body, defaultLanguage))
    .returning({ id: news.id });
  return row!.id;
}

/** Replaces a news item's texts, image, promotion and publishing time by the same rules; false when there is no such item. */
export async function reviseNews(db: Db | Tx, id: number, body: OperatorNews, defaultLanguage: string): Promise<boolean> {
  const updated = await db
    .update(news)
    .set(await newsValues(db, body, defaultLanguage))
    .where(eq(news.id, id))
    .returning({ id: news.id });
  return updated.length > 0;
}
