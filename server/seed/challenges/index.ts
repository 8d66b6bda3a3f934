// Stores the demo challenges: the owner's first, then the partner's, then the general ones.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { challengeOptions, challenges } from '../../db/schema';
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
      const [row] = await tx
        .insert(challenges)
        .values({
          type: c.type,
          name: c.name,
          description: c.description,
          imageId,
          imageLargeId: imageId,
          points: c.points,
          pointsMultipleText: c.pointsMultipleText ?? null,
          rewardType: prizeId ? 'prize' : 'points',
          prizeId: prizeId ?? null,
          tags: c.tags ?? [],
          startTime: c.startInDays ? new Date(now.getTime() + c.startInDays * DAY_MS) : null,
          endTime: c.endInDays ? new Date(now.getTime() + c.endInDays * DAY_MS) : null,
          customData: c.customData ?? {},
          rules: c.rules ?? {},
          canHide: c.canHide ?? true,
          ownerId,
          progressDivisor: c.progressDivisor ?? null,
          failureDelayDays: c.failureDelayDays ?? 1,
          sortOrder: sortOrder++,
        })
        .returning({ id: challenges.id });
      const challengeId = row!.id;
      const optionIds: number[] = [];
      if (c.options) {
        const shown: Array<Record<string, unknown>> = [];
        for (const [j, o] of c.options.entries()) {
          const optionImageId = o.picture ? book.id(`option:${c.key}:${j}`) : null;
          const [option] = await tx
            .insert(challengeOptions)
            .values({ challengeId, text: o.text, imageId: optionImageId, isCorrect: o.correct ?? false, sortOrder: j })
            .returning({ id: challengeOptions.id });
          optionIds.push(option!.id);
          shown.push(optionImageId ? { id: option!.id, text: o.text, image_id: optionImageId } : { id: option!.id, text: o.text });
        }
        // What the widget shows; which option is right stays in challenge_options only.
        await tx
          .update(challenges)
          .set({ customData: { ...(c.customData ?? {}), options: shown } })
          .where(eq(challenges.id, challengeId));
      }
      seeded[c.key] = { id: challengeId, imageId, optionIds };
    }
  }
  return seeded;
}
