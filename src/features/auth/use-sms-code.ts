// Checks the SMS code and resends it (docs/product.md section 4, After sign-in; docs/architecture.md (sign-in and sessions)).
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { api, ApiError } from '@/api/client';
import type { LoginUserByPhone, VerifySmsCode } from '@contract';
import { useAtomValue, useStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { currentLanguageAtom } from '@/state/settings';
import { completeSignIn } from './complete-sign-in';
import { pendingSignInAtom, signInDataAtom } from './sign-in-data';
import { signInErrorView, type SignInErrorView } from './sign-in-errors';

export type CodeError =
  /** attemptsLeft from the server's attempts_left, for a translated message; else its own text. */
  | { kind: 'invalid'; message: string; attemptsLeft?: number }
  | { kind: 'expired' }
  | { kind: 'too-many-attempts' }
  /** Anything else, as the sign-in screens show it (rate limit, deactivated account, ...). */
  | { kind: 'sign-in'; view: SignInErrorView };

export function codeErrorOf(error: unknown): CodeError {
  if (!(error instanceof ApiError)) return { kind: 'sign-in', view: { kind: 'general', code: 'UnknownError' } };
  if (error.errorCode === 'SmsCodeInvalid') {
    const left = error.body.attempts_left;
    return typeof left === 'number' ? { kind: 'invalid', message: error.message, attemptsLeft: left } : { kind: 'invalid', message: error.message };
  }
  if (error.errorCode === 'SmsCodeExpired') return { kind: 'expired' };
  if (error.errorCode === 'TooManyAttempts') return { kind: 'too-many-attempts' };
  return { kind: 'sign-in', view: signInErrorView(error) };
}

export function useSmsCode(phone: string, redirectTo: string | undefined) {
  const store = useStore();
  const navigate = useNavigate();
  const lang = useAtomValue(currentLanguageAtom);
  const signInData = useAtomValue(signInDataAtom);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<CodeError | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<SignInErrorView | null>(null);
  const busy = useRef(false);

  const verify = useCallback(
    /** Resolves false when the code was not accepted. */
    async (code: string): Promise<boolean> => {
      if (busy.current || !phone) return false;
      busy.current = true;
      setVerifying(true);
      setError(null);
      try {
        const result = await api.post('verifySmsCode', { phone, code } satisfies VerifySmsCode);
        store.set(tokenAtom, result.token);
        store.set(signInDataAtom, null);
        if (!result.user_initialized) {
          store.set(pendingSignInAtom, { redirectTo, redirect_route_name: result.redirect_route_name });
          await navigate({ to: '/$lang/terms-and-conditions', params: { lang }, search: { redirectTo } });
          return true;
        }
        await completeSignIn(result, { redirectTo, store });
        return true;
      } catch (caught) {
        setError(codeErrorOf(caught));
        return false;
      } finally {
        busy.current = false;
        setVerifying(false);
      }
    },
    [lang, navigate, phone, redirectTo, store],
  );

  const resend = useCallback(
    async (turnstileToken: string) => {
      if (busy.current || !phone) return false;
      busy.current = true;
      setResending(true);
      setResendError(null);
      setResent(false);
      // The names typed on the registration screen, so a new user's second code also signs them up.
      const known = signInData?.phone === phone ? signInData : null;
      const payload: LoginUserByPhone = { phone, turnstileToken, name: known?.name ?? '', surname: known?.surname ?? '', lang };
      try {
        const result = await api.post('loginUserByPhone', payload);
        store.set(signInDataAtom, {
          phone,
          name: payload.name ?? '',
          surname: payload.surname ?? '',
          resendAt: Date.now() + result.resend_after * 1000,
        });
        setError(null);
        setResent(true);
        return true;
      } catch (caught) {
        const view = signInErrorView(caught);
        if (view.kind === 'waitlist') await navigate({ to: '/$lang/waitlist-invitation', params: { lang }, search: { phone } });
        else setResendError(view);
        return false;
      } finally {
        busy.current = false;
        setResending(false);
      }
    },
    [lang, navigate, phone, signInData, store],
  );

  return { verify, verifying, error, resend, resending, resent, resendError, resendAt: signInData?.phone === phone ? signInData.resendAt : 0 };
}
