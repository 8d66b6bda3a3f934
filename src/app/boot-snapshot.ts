// What the last boot learned (settings, and the signed-in member's data for that token), kept in
// localStorage so the next cold start paints at once from it when the link is slow or dead, while
// the network answers are awaited in the background (docs/architecture.md (offline)).
import type { Settings, UserData } from '@contract';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';

const SETTINGS_KEY = 'loyalty-boot-settings';
const USER_KEY = 'loyalty-boot-user';
/** Bumped when the saved shapes change between releases: an old snapshot is then ignored. */
const VERSION = 1;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { v?: unknown; value?: T };
    return saved.v === VERSION && saved.value ? saved.value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify({ v: VERSION, value }));
  } catch {
    /* private mode or full storage: the next start waits for the network */
  }
}

export const readSavedSettings = () => read<Settings>(SETTINGS_KEY);
export const saveSettings = (settings: Settings) => write(SETTINGS_KEY, settings);

/** The member's data saved with the token it was read with: another token never sees it. */
export function readSavedUser(token: string): UserData | null {
  const saved = read<{ token: string; data: UserData }>(USER_KEY);
  return saved?.token === token ? saved.data : null;
}

export function saveUser(token: string | null, data: UserData | null) {
  if (token && data) write(USER_KEY, { token, data });
  else forgetSavedUser();
}

/** Sign-out: nothing of the member stays behind. */
export function forgetSavedUser() {
  try {
    localStorage.removeItem(USER_KEY);
  } catch {
    /* nothing saved */
  }
}

/** Keeps the saved member in step with the session: saved on every change, gone at sign-out. */
export function keepSavedUser(store = appStore) {
  const save = () => saveUser(store.get(tokenAtom), store.get(userDataAtom));
  const stopToken = store.sub(tokenAtom, save);
  const stopUser = store.sub(userDataAtom, save);
  return () => {
    stopToken();
    stopUser();
  };
}
