// Creating a challenge (the demo seed and the operator's POST /api/partner/challenges): checks it the
// way its verifier will read it, stores it with its options, and writes into custom_data what the
// widget shows of the options, never which one is right.
import { eq } from 'drizzle-orm';
import type { ChallengeType } from '../../../src/api/contract/challenges';
import type { Tx } from '../../db/client';
import { challengeOptions, challenges, type LocalizedText } from '../../db/schema';
import { verifierFor } from './registry';
import type { ChallengeRow } from './types';

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
  options: OptionDraft[];
}

const QUIZZES: ReadonlySet<ChallengeType> = new Set(['text_quiz', 'image_quiz', 'video_quiz']);
const SURVEYS: ReadonlySet<ChallengeType> = new Set(['survey', 'survey_images']);
const PICTURED: ReadonlySet<ChallengeType> = new Set(['image_quiz', 'survey_images']);

function optionProblems(draft: ChallengeDraft): string[] {
  const { type, options } = draft;
  if (!QUIZZES.has(type) && !SURVEYS.has(type)) return options.length ? [`options: a ${type} challenge has none`] : [];
  const problems: string[] = [];
  if (options.length < 2) problems.push('options: give at least two');
  const right = options.filter((o) => o.correct).length;
  if (QUIZZES.has(type) && right !== 1) problems.push('options: mark exactly one as correct');
  if (SURVEYS.has(type) && right > 0) problems.push('options: a survey has no correct option');
  options.forEach((o, i) => {
    if (PICTURED.has(type) ? o.imageId === null : !o.text) {
      problems.push(`options.${i}: ${PICTURED.has(type) ? 'image_id' : 'text'} is required`);
    }
  });
  return problems;
}

/** What keeps the draft from working, in words an operator can act on; empty when it is usable. */
export function draftProblems(draft: ChallengeDraft): string[] {
  const problems = optionProblems(draft);
  if ('options' in draft.customData) problems.push('custom_data.options: give options in `options`');
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

/** Stores a checked draft; returns its id and its options' ids in the draft's order. */
export async function storeChallenge(tx: Tx, draft: ChallengeDraft): Promise<{ id: number; optionIds: number[] }> {
  const [row] = await tx
    .insert(challenges)
    .values({
      type: draft.type,
      name: draft.name,
      description: draft.description,
      imageId: draft.imageId,
      imageLargeId: draft.imageId,
      points: draft.points,
      pointsMultipleText: draft.pointsMultipleText,
      rewardType: draft.prizeId ? 'prize' : 'points',
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
    })
    .returning({ id: challenges.id });
  const id = row!.id;
  if (!draft.options.length) return { id, optionIds: [] };

  const stored = await tx
    .insert(challengeOptions)
    .values(
      draft.options.map((o, i) => ({ challengeId: id, text: o.text, imageId: o.imageId, isCorrect: o.correct, sortOrder: i })),
    )
    .returning({ id: challengeOptions.id, sortOrder: challengeOptions.sortOrder });
  const optionIds = stored.sort((a, b) => a.sortOrder - b.sortOrder).map((o) => o.id);
  const shown = draft.options.map((o, i) => ({
    id: optionIds[i]!,
    ...(o.text ? { text: o.text } : {}),
    ...(o.imageId !== null ? { image_id: o.imageId } : {}),
  }));
  await tx
    .update(challenges)
    .set({ customData: { ...draft.customData, options: shown } })
    .where(eq(challenges.id, id));
  return { id, optionIds };
}
