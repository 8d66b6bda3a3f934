// Runs one step in a savepoint: a rule refusing it (an AppError, such as a prize out of stock) undoes
// only that step and leaves the surrounding transaction usable.
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';

export async function inSavepoint<T>(tx: Tx, step: (sp: Tx) => Promise<T>): Promise<T | null> {
  try {
    return await tx.transaction((sp) => step(sp as Tx));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
