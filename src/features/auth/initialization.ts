// docs/product.md sections 4 and 9: after sign-in the server may still be preparing the account; it answers
// UserNotInitializedYet until it is ready. Asked once a second, up to 60 times.
import { api, ApiError } from '@/api/client';

export const INIT_POLL_INTERVAL_MS = 1000;
export const INIT_POLL_MAX_TRIES = 60;

export class InitializationTimeout extends Error {
  constructor() {
    super(`The account was not ready after ${INIT_POLL_MAX_TRIES} tries`);
    this.name = 'InitializationTimeout';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the account is ready; rejects on any other error or after the last try. */
export async function waitForInitialization(): Promise<void> {
  for (let attempt = 1; attempt <= INIT_POLL_MAX_TRIES; attempt++) {
    try {
      await api.get('getUserInitializationStatus');
      return;
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode !== 'UserNotInitializedYet') throw error;
    }
    if (attempt < INIT_POLL_MAX_TRIES) await wait(INIT_POLL_INTERVAL_MS);
  }
  throw new InitializationTimeout();
}
