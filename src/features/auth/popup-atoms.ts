// Open flags of the two sign-in popups; the root maps ?modal=askName to the ask-name one.
import { atom } from '@/state/jotai';

export const welcomePopupOpenAtom = atom(false);
export const askNamePopupOpenAtom = atom(false);
