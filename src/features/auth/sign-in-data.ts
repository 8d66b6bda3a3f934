// docs/product.md section 3, Sign-in data: what the code screen needs to resend a code to the same person.
import { atom } from '@/state/jotai';

export interface SignInData {
  phone: string;
  name: string;
  surname: string;
  /** Epoch ms after which another code may be requested (the server's resend_after). */
  resendAt: number;
}

export const signInDataAtom = atom<SignInData | null>(null);

/** Where to go once a new user has accepted the terms (the sign-in result and redirectTo wait here). */
export interface PendingSignIn {
  redirectTo?: string;
  redirect_route_name?: string;
}

export const pendingSignInAtom = atom<PendingSignIn | null>(null);
