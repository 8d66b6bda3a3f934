// Shell and layout state (docs/product.md sections 2 and 3: offline flag, loaderContent, isMobile).
import { atom } from './jotai';

export type LoaderContent = 'hidden' | 'default' | 'initial' | 'error';

export const offlineAtom = atom(false);
export const loaderContentAtom = atom<LoaderContent>('hidden');
/** Below 992 px wide (docs/product.md section 9); kept current by the layout. */
export const MOBILE_BREAKPOINT = 992;
export const isMobileAtom = atom(typeof window !== 'undefined' ? window.innerWidth < MOBILE_BREAKPOINT : false);
export const drawerOpenAtom = atom(false);
/** True while a challenge's own page is on screen: the new-version prompt waits until it closes. */
export const challengePageOpenAtom = atom(false);
