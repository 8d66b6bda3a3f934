// Creating and editing a challenge (the demo seed, the operator's POST /api/partner/challenges and the
// console): checks it the way its verifier will read it, stores it with its options, and writes into
// custom_data what the widget shows of the options, never which one is right.
import { eq } from 'drizzle-orm';
import type { ChallengeType } from '../../../../contract/challenge-answers';
import type { Tx } from '../../../db/client';
import { challengeOptions, challenges, type LocalizedText } from '../../../db/schema';
import { problem, type ChallengeProblem } from '../problems';
import { verifierFor } from '../registry';
import type { ChallengeRow } from '../types';

export interface OptionDraft {
  text: LocalizedText | null;
  imageId: number | null;
  correct: boolean;
}

export interface ChallengeDraft {
  type: ChallengeType;
  name: LocalizedText;
  description: LocalizedText;
  imageId: number | null;
  points: number;
  pointsMultipleText: LocalizedText | null;
  prizeId: number | null;
  tags: string[];
  canHide: boolean;
  startTime: Date | null;
  endTime: Date | null;
  customData: Record<string, unknown>;
  rules: Record<string, unknown>;
  ownerId: number | null;
  progressDivisor: number | null;
  failureDelayDays: number;
  sortOrder: number;
  /** The segment it is limited to (null: everyone); undefined leaves the stored one. */
  segmentId?: number | null;
  options: OptionDraft[];
}

const QUIZZES: ReadonlySet<ChallengeType> = new Set(['text_quiz', 'image_quiz', 'video_quiz']);
const SURVEYS: ReadonlySet<ChallengeType> = new Set(['survey', 'survey_images']);
const PICTURED: ReadonlySet<ChallengeType> = new Set(['image_quiz', 'survey_images']);

function optionProblems(draft: ChallengeDraft): ChallengeProblem[] {
  const { type, options } = draft;
  if (!QUIZZES.has(type) && !SURVEYS.has(type)) {
    return options.length ? [problem('options', 'options_not_used', `options: a ${type} challenge has none`, { type })] : [];
  }
  const problems: ChallengeProblem[] = [];
  if (options.length < 2) problems.push(problem('options', 'options_too_few', 'options: give at least two'));
  const right = options.filter((o) => o.correct).length;
  if (QUIZZES.has(type) && right !== 1) problems.push(problem('options', 'options_one_correct', 'options: mark exactly one as correct'));
  if (SURVEYS.has(type) && right > 0) problems.push(problem('options', 'options_survey_no_correct', 'options: a survey has no correct option'));
  options.forEach((o, i) => {
    if (PICTURED.has(type) && o.imageId === null) problems.push(problem(`options.${i}`, 'option_image_required', `options.${i}: image_id is required`));
    if (!PICTURED.has(type) && !o.text) problems.push(problem(`options.${i}`, 'option_text_required', `options.${i}: text is required`));
  });
  return problems;
}

/** What keeps the draft from working, in words an operator can act on; empty when it is usable. */
export function draftProblems(draft: ChallengeDraft): ChallengeProblem[] {
  const problems = optionProblems(draft);
  if ('options' in draft.customData) {
    problems.push(problem('custom_data.options', 'options_in_custom_data', 'custom_data.options: give options in `options`'));
  }
  const row = {
    ...draft,
    id: 0,
    imageLargeId: draft.imageId,
    rewardType: draft.prizeId ? 'prize' : 'points',
  } as unknown as ChallengeRow;
  const verdict = verifierFor(draft.type)?.checkChallenge?.(row);
  if (verdict) problems.push(verdict);
  return problems;
}

const columns = (draft: ChallengeDraft) => ({
  type: draft.type,
  name: draft.name,
  description: draft.description,
  imageId: draft.imageId,
  imageLargeId: draft.imageId,
  points: draft.points,
  pointsMultipleText: draft.pointsMultipleText,
  rewardType: draft.prizeId ? ('prize' as const) : ('points' as const),
  prizeId: draft.prizeId,
  tags: draft.tags,
  startTime: draft.startTime,
  endTime: draft.endTime,
  customData: draft.customData,
  rules: draft.rules,
  canHide: draft.canHide,
  ownerId: draft.ownerId,
  progressDivisor: draft.progressDivisor,
  failureDelayDays: draft.failureDelayDays,
  sortOrder: draft.sortOrder,
  // Only the console sets the audience; a partner's draft leaves it as it is.
  ...(draft.segmentId === undefined ? {} : { segmentId: draft.segmentId }),
});

/** Writes what the widget shows of the options into custom_data, in the draft's order. */
async function showOptions(tx: Tx, id: number, draft: ChallengeDraft, optionIds: number[]) {
  const shown = draft.options.map((o, i) => ({
    id: optionIds[i]!,
    ...(o.text ? { text: o.text } : {}),
    ...(o.imageId !== null ? { image_id: o.imageId } : {}),
  }));
  await tx
    .update(challenges)
    .set({ customData: optionIds.length ? { ...draft.customData, options: shown } : draft.customData })
    .where(eq(challenges.id, id));
}

async function insertOptions(tx: Tx, id: number, options: OptionDraft[]): Promise<number[]> {
  if (!options.length) return [];
  const stored = await tx
    .insert(challengeOptions)
    .values(options.map((o, i) => ({ challengeId: id, text: o.text, imageId: o.imageId, isCorrect: o.correct, sortOrder: i })))
    .returning({ id: challengeOptions.id, sortOrder: challengeOptions.sortOrder });
  return stored.sort((a, b) => a.sortOrder - b.sortOrder).map((o) => o.id);
}

/** Stores a checked draft; returns its id and its options' ids in the draft's order. */
export async function storeChallenge(tx: Tx, draft: ChallengeDraft): Promise<{ id: number; optionIds: number[] }> {
  const [row] = await tx.insert(challenges).values(columns(draft)).returning({ id: challenges.id });
  const id = row!.id;
  const optionIds = await insertOptions(tx, id, draft.options);
  if (optionIds.length) await showOptions(tx, id, draft, optionIds);
  return { id, optionIds };
}

/**
 * Rewrites a stored challenge from a checked draft. `keptOptionIds` (members have answered it) keeps
 * the options' rows and ids, changing only their texts and pictures; otherwise the options are replaced.
 */
export async function rewriteChallenge(tx: Tx, id: number, draft: ChallengeDraft, keptOptionIds: number[] | null): Promise<void> {
  await tx.update(challenges).set(columns(draft)).where(eq(challenges.id, id));
  let optionIds: number[];
  if (keptOptionIds) {
    optionIds = keptOptionIds;
    for (const [i, optionId] of keptOptionIds.entries()) {
      const o = draft.options[i]!;
      await tx.update(challengeOptions).set({ text: o.text, imageId: o.imageId, sortOrder: i }).where(eq(challengeOptions.id, optionId));
    }
  } else {
    await tx.delete(challengeOptions).where(eq(challengeOptions.challengeId, id));
    optionIds = await insertOptions(tx, id, draft.options);
  }
  await showOptions(tx, id, draft, optionIds);
}
