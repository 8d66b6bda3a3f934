// The last token this browser saved with the server, in IndexedDB (own database).
import { createStore, del, get, set } from 'idb-keyval';

export interface SavedPushToken {
  token: string;
  /** When Firebase issued this token (the 7-day refresh counts from here). */
  obtainedAt: number;
  /** When savePushToken last succeeded. */
  savedAt: number;
}

let store: ReturnType<typeof createStore> | null = null;
const pushStore = () => (store ??= createStore('loyalty-push', 'state'));
const KEY = 'token';

export const readSavedToken = () => get<SavedPushToken>(KEY, pushStore());
export const writeSavedToken = (value: SavedPushToken) => set(KEY, value, pushStore());
export const forgetSavedToken = () => del(KEY, pushStore());
