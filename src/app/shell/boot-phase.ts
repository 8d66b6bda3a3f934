// Where boot stands: 'failed' = settings got no answer (offline page), 'limited' = the access gate.
import { atom } from '@/state/jotai';

export type BootPhase = 'booting' | 'failed' | 'limited' | 'ready';

export const bootPhaseAtom = atom<BootPhase>('booting');
