// Editors and admins create, change and end challenges in the console. The checks are the authoring
// service's (the same as the partner API's), plus the programme's languages; once members have started
// a challenge, what judges their answers (type, right answers, rules, reward, start) stays as it was,
// so their records keep meaning what they meant. Every change is audited with before and after.
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { challenges, type LocalizedText } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import type { ChallengeDraftInput } from '../../../../contract/console/challenges';
import { rewriteChallenge, storeChallenge, type ChallengeDraft } from './drafts';
import { catalogueChanged } from '../catalogue';
import { inWords, problem, type ChallengeProblem } from '../problems';
import { checkDraft } from './partner-publishing';
import { checkSegment } from '../../segments/console-segments';
import { writeAudit } from '../../staff/audit';
import { editableChallenge, membersStarted } from './console-views';

/** custom_data keys that only show texts or media; they may change after members started. */
const SHOWN_KEYS = new Set(['question', 'placeholder', 'button_text', 'consent_text', 'invitation_text', 'partner_name', 'url', 'video_url', 'captions_url']);

export function draftOf(body: ChallengeDraftInput, now = new Date()): ChallengeDraft {
  const { options: _ignored, ...customData } = body.custom_data;
  return {
    type: body.type,
    name: body.name,
    description: body.description,
    imageId: body.image_id,
    points: body.points,
    pointsMultipleText: body.points_multiple_text && Object.keys(body.points_multiple_text).length ? body.points_multiple_text : null,
    prizeId: body.prize_id,
    tags: body.tags,
    canHide: body.can_hide,
    startTime: body.start_time ? new Date(body.start_time) : now,
    endTime: body.end_time ? new Date(body.end_time) : null,
    customData,
    rules: body.rules,
    ownerId: body.owner_id,
    progressDivisor: body.progress_divisor,
    failureDelayDays: body.failure_delay_days,
    sortOrder: body.sort_order,
    segmentId: body.segment_id,
    options: body.options.map((o) => ({
      text: o.text && Object.keys(o.text).length ? o.text : null,
      imageId: o.image_id,
      correct: o.correct,
    })),
  };
}

function languageProblems(draft: ChallengeDraft, config: Config): ChallengeProblem[] {
  const problems: ChallengeProblem[] = [];
  const known = new Set(config.LANGUAGES);
  const language = config.DEFAULT_LANGUAGE;
  const check = (field: string, texts: LocalizedText | null, required: boolean) => {
    if (!texts) return;
    const languages = Object.keys(texts).filter((lang) => !known.has(lang)).join(', ');
    if (languages) problems.push(problem(field, 'unknown_language', `${field}: ${languages} is not a language of this programme`, { languages }));
    if (required && !texts[language]) problems.push(problem(field, 'default_language_missing', `${field}: write it in ${language} at least`, { language }));
  };
  check('name', draft.name, true);
  check('description', draft.description, true);
  check('points_multiple_text', draft.pointsMultipleText, false);
  draft.options.forEach((o, i) => check(`options.${i}`, o.text, false));
  return problems;
}

async function checked(db: Db, draft: ChallengeDraft, config: Config) {
  const problems = languageProblems(draft, config);
  if (problems.length) throw badRequest('ChallengeInvalid', `This challenge cannot be saved: ${inWords(problems)}.`, { problems });
  await checkDraft(db, draft);
  await checkSegment(db, draft.segmentId);
}

export async function createChallenge(db: Db, staffId: number, body: ChallengeDraftInput, config: Config): Promise<number> {
  const draft = draftOf(body);
  await checked(db, draft, config);
  const id = await db.transaction(async (tx) => {
    const { id } = await storeChallenge(tx, draft);
    const after = await editableChallenge(tx, id);
    await writeAudit(tx, { staffId, action: 'challenge.create', entityType: 'challenge', entityId: id, before: null, after: after.challenge });
    return id;
  });
  catalogueChanged(db);
  return id;
}

type Stored = Awaited<ReturnType<typeof editableChallenge>>;
/** Equal as JSON whatever the order of keys (jsonb keeps its own order). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]))
      : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** What a started challenge may no longer change, in words; and the option ids it keeps. */
function startedProblems(before: Stored, body: ChallengeDraftInput, draft: ChallengeDraft): { problems: ChallengeProblem[]; keptOptionIds: number[] } {
  const was = before.challenge;
  const problems: ChallengeProblem[] = [];
  const locked = (field: string, code: ChallengeProblem['code'], what: string) =>
    problems.push(problem(field, code, `${field}: members have started this challenge, so ${what} cannot change any more`));
  if (draft.type !== was.type) locked('type', 'locked_type', 'its type');
  if (draft.points !== was.points || draft.prizeId !== was.prize_id) locked('points', 'locked_reward', 'its points or prize');
  if (!same(draft.rules, was.rules)) locked('rules', 'locked_rules', 'its rules');
  if (draft.progressDivisor !== was.progress_divisor) locked('progress_divisor', 'locked_target', 'its target');
  if (draft.startTime?.getTime() !== before.row.startTime?.getTime() && before.row.startTime && before.row.startTime <= new Date()) {
    locked('start_time', 'locked_start', 'its start');
  }
  const judged = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([key]) => !SHOWN_KEYS.has(key)));
  if (!same(judged(draft.customData), judged(was.custom_data))) locked('custom_data', 'locked_answers', 'how many answers it takes');
  const keptOptionIds = was.options.map((o) => o.id);
  const sentIds = body.options.map((o) => o.id ?? null);
  if (!same(sentIds, keptOptionIds)) locked('options', 'locked_options', 'its options cannot be added, removed or reordered, and so it');
  else if (!same(body.options.map((o) => o.correct), was.options.map((o) => o.correct))) locked('options', 'locked_right_answer', 'its right answer');
  return { problems, keptOptionIds };
}

export async function updateChallenge(db: Db, staffId: number, id: number, body: ChallengeDraftInput, config: Config): Promise<void> {
  const before = await editableChallenge(db, id);
  // Keeps a start time that has passed (the draft's "now" would move it).
  const draft = draftOf({ ...body, start_time: body.start_time ?? before.challenge.start_time });
  // What a started challenge may not change is said first: it is the reason, whatever else is wrong.
  const keptOptions = async (tx: Db | Tx) => {
    if ((await membersStarted(tx, id)) === 0) return null;
    const { problems, keptOptionIds } = startedProblems(before, body, draft);
    if (problems.length) throw badRequest('ChallengeStarted', `This challenge cannot be changed so: ${inWords(problems)}.`, { problems });
    return keptOptionIds;
  };
  await keptOptions(db);
  await checked(db, draft, config);
  await db.transaction(async (tx) => {
    await rewriteChallenge(tx, id, draft, await keptOptions(tx));
    const after = await editableChallenge(tx, id);
    await writeAudit(tx, { staffId, action: 'challenge.update', entityType: 'challenge', entityId: id, before: before.challenge, after: after.challenge });
  });
  catalogueChanged(db);
}

/** Ends a challenge now: members no longer see it; their records stay. */
export async function endChallenge(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
    if (!row) throw notFound('ChallengeNotFound', 'There is no such challenge.');
    const now = new Date();
    const endTime = row.endTime && row.endTime <= now ? row.endTime : now;
    await tx.update(challenges).set({ active: false, endTime }).where(eq(challenges.id, id));
    await writeAudit(tx, {
      staffId,
      action: 'challenge.end',
      entityType: 'challenge',
      entityId: id,
      before: { active: row.active, end_time: row.endTime?.toISOString() ?? null },
      after: { active: false, end_time: endTime.toISOString() },
    });
  });
  catalogueChanged(db);
}
