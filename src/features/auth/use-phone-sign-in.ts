// Requests an SMS code for sign-in (phone-login) or sign-up (registration) and moves on to the code screen.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, OfflineError } from '@/api/client';
import type { LoginUserByPhone } from '@contract';
import { useAtomValue, useStore } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { offlineAtom } from '@/state/ui';
import { stripLeadingNonDigit } from '@/lib/phone';
import { canSendPhoneLogin } from './phone';
import { signInDataAtom } from './sign-in-data';
import { signInErrorView, type SignInErrorView } from './sign-in-errors';
import { useRedirectTo } from './use-redirect-to';

export interface PhoneSignInFields {
  phone: string;
  name?: string;
  surname?: string;
}

export function usePhoneSignIn() {
  const store = useStore();
  const navigate = useNavigate();
  const lang = useAtomValue(currentLanguageAtom);
  const turnstileKey = useAtomValue(settingsAtom)?.turnstileKey ?? '';
  const redirectTo = useRedirectTo();
  const [turnstileToken, setTurnstileToken] = useState('');
  const [turnstileReset, setTurnstileReset] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<SignInErrorView | null>(null);
  // A ref, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false);

  // A request without an answer never settles (the client shows the offline page): let the form try again.
  useEffect(
    () =>
      store.sub(offlineAtom, () => {
        if (!store.get(offlineAtom)) return;
        inFlight.current = false;
        setSubmitting(false);
      }),
    [store],
  );

  const submit = useCallback(
    async ({ phone: typed, name = '', surname = '' }: PhoneSignInFields) => {
      if (!canSendPhoneLogin({ phone: typed, turnstileKey, turnstileToken, submitting: inFlight.current })) return;
      // Without a network the request cannot go: say so at once instead of waiting for its deadline.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        setError({ kind: 'offline-code' });
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      setError(null);
      const phone = stripLeadingNonDigit(typed.trim());
      const payload: LoginUserByPhone = { phone, turnstileToken, name: name.trim(), surname: surname.trim(), lang };
      try {
        const result = await api.post('loginUserByPhone', payload);
        store.set(signInDataAtom, {
          phone,
          name: payload.name ?? '',
          surname: payload.surname ?? '',
          resendAt: Date.now() + result.resend_after * 1000,
        });
        await navigate({ to: '/$lang/sms-code', params: { lang }, search: { phone, redirectTo } });
      } catch (caught) {
        // No answer: the form says a code needs a connection, and stays ready to try again.
        if (caught instanceof OfflineError) {
          setError({ kind: 'offline-code' });
          return;
        }
        const view = signInErrorView(caught);
        if (view.kind === 'waitlist') {
          store.set(signInDataAtom, { phone, name: payload.name ?? '', surname: payload.surname ?? '', resendAt: 0 });
          await navigate({ to: '/$lang/waitlist-invitation', params: { lang }, search: { phone } });
          return;
        }
        setError(view);
        // A Turnstile token is good for one request.
        if (turnstileKey) setTurnstileReset((n) => n + 1);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [lang, navigate, redirectTo, store, turnstileKey, turnstileToken],
  );

  return {
    submit,
    submitting,
    error,
    turnstileKey,
    turnstileToken,
    setTurnstileToken,
    turnstileReset,
    lang,
  };
}
