// Stores the demo challenges: the owner's first, then the partner's, then the general ones.
import type { Tx } from '../../db/client';
import { draftProblems, storeChallenge, type ChallengeDraft } from '../../services/challenges/authoring/drafts';
import { inWords } from '../../services/challenges/problems';
import { scene, tile } from '../art/pictures';
import type { PictureBook } from '../picture-book';
import type { SeededPrizes } from '../prizes';
import type { ChallengeDef } from './definition';
import { GENERAL_CHALLENGES } from './general-challenges';
import { OWNER_CHALLENGES, PARTNER_CHALLENGES } from './owner-challenges';

const DAY_MS = 24 * 3600 * 1000;

const GROUPS: Array<{ owner: 'owner' | 'partner' | null; defs: ChallengeDef[] }> = [
  { owner: 'owner', defs: OWNER_CHALLENGES },
  { owner: 'partner', defs: PARTNER_CHALLENGES },
  { owner: null, defs: GENERAL_CHALLENGES },
];

export const ALL_CHALLENGES = GROUPS.flatMap((g) => g.defs);

export function drawChallenges(book: PictureBook): void {
  ALL_CHALLENGES.forEach((c, i) => {
    book.add(`challenge:${c.key}`, scene(c.picture.motif, c.picture.palette, 1000 + i * 7));
    c.options?.forEach((o, j) => {
      if (o.picture) book.add(`option:${c.key}:${j}`, tile(o.picture.motif, o.picture.palette, 2000 + i * 10 + j));
    });
  });
}

/** Challenge ids and their options' ids by challenge key (options in definition order). */
export type SeededChallenges = Record<string, { id: number; imageId: number; optionIds: number[] }>;

export async function seedChallenges(
  tx: Tx,
  book: PictureBook,
  refs: { ownerId: number; partnerOwnerId: number; prizes: SeededPrizes },
  now = new Date(),
): Promise<SeededChallenges> {
  const seeded: SeededChallenges = {};
  let sortOrder = 0;
  for (const group of GROUPS) {
    const ownerId = group.owner === 'owner' ? refs.ownerId : group.owner === 'partner' ? refs.partnerOwnerId : null;
    for (const c of group.defs) {
      const imageId = book.id(`challenge:${c.key}`);
      const prizeId = c.prize ? refs.prizes[c.prize] : undefined;
      if (c.prize && prizeId === undefined) throw new Error(`Challenge "${c.key}" names an unknown prize.`);
      const draft: ChallengeDraft = {
        type: c.type,
        name: c.name,
        description: c.description,
        imageId,
        points: c.points,
        pointsMultipleText: c.pointsMultipleText ?? null,
        prizeId: prizeId ?? null,
        tags: c.tags ?? [],
        canHide: c.canHide ?? true,
        startTime: c.startInDays ? new Date(now.getTime() + c.startInDays * DAY_MS) : null,
        endTime: c.endInDays ? new Date(now.getTime() + c.endInDays * DAY_MS) : null,
        customData: c.customData ?? {},
        rules: c.rules ?? {},
        ownerId,
        progressDivisor: c.progressDivisor ?? null,
        failureDelayDays: c.failureDelayDays ?? 1,
        sortOrder: sortOrder++,
        options: (c.options ?? []).map((o, j) => ({
          text: o.text,
          imageId: o.picture ? book.id(`option:${c.key}:${j}`) : null,
          correct: o.correct ?? false,
        })),
      };
      const problems = draftProblems(draft);
      if (problems.length) throw new Error(`Demo challenge "${c.key}": ${inWords(problems)}`);
      const { id, optionIds } = await storeChallenge(tx, draft);
      seeded[c.key] = { id, imageId, optionIds };
    }
  }
  return seeded;
}
