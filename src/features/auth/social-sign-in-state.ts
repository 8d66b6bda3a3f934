// What the sign-in screen shows of a social sign-in in progress: the provider whose window is open
// (its button spins) and the error of the last attempt. The flow itself loads on first use.
import { atom } from '@/state/jotai';
import type { SignInErrorView } from './sign-in-errors';
import type { SocialProvider } from './social-providers';

export const socialSignInBusyAtom = atom<SocialProvider | null>(null);
export const socialSignInErrorAtom = atom<SignInErrorView | null>(null);
