// toggleFavouritePrize: adds the prize to the user's favourites, or removes it when it is there.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favouritePrizes, prizes } from '../../db/schema';
import { MAX_ID } from './constants';
import { prizeNotFound } from './prize-catalog';

export async function toggleFavouritePrize(db: Db, userId: number, prizeId: number): Promise<boolean> {
  const [prize] =
    prizeId <= MAX_ID
      ? await db
          .select({ id: prizes.id })
          .from(prizes)
          .where(and(eq(prizes.id, prizeId), eq(prizes.active, true)))
          .limit(1)
      : [];
  if (!prize) throw prizeNotFound(prizeId);
  const [added] = await db
    .insert(favouritePrizes)
    .values({ userId, prizeId })
    .onConflictDoNothing()
    .returning({ prizeId: favouritePrizes.prizeId });
  if (added) return true;
  await db.delete(favouritePrizes).where(and(eq(favouritePrizes.userId, userId), eq(favouritePrizes.prizeId, prizeId)));
  return false;
}
