// The signed-in staff member, kept in sessionStorage (the tab's own: closing it signs out), in jotai atoms
// that the pages read and the API client ends when the server says the session is over.
import { atom, createStore, useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { z } from 'zod';
import type { Staff } from '@contract/console';

export type StaffMember = z.infer<typeof Staff>;
export interface StaffSession {
  token: string;
  staff: StaffMember;
}
export type EndReason = 'logout' | 'expired';

const storage = createJSONStorage<StaffSession | null>(() => sessionStorage);
const sessionAtom = atomWithStorage<StaffSession | null>('console-session', null, storage, { getOnInit: true });
/** Why the last session ended, if it did in this tab. */
const endReasonAtom = atom<EndReason | null>(null);

/** The console's one store: the API client reads and ends the session outside React. */
export const consoleStore = createStore();

export const session = {
  get: () => consoleStore.get(sessionAtom),
  start(value: StaffSession) {
    consoleStore.set(endReasonAtom, null);
    consoleStore.set(sessionAtom, value);
  },
  end(reason: EndReason) {
    if (!consoleStore.get(sessionAtom)) return;
    consoleStore.set(endReasonAtom, reason);
    consoleStore.set(sessionAtom, null);
  },
  endReason: () => consoleStore.get(endReasonAtom),
};

export const useSession = () => useAtomValue(sessionAtom, { store: consoleStore });
