// Sign-in by customer id: the id asks for a code (sent to the phone or e-mail on file), the code signs in.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { LoginUserByCustomerId, VerifyCustomerIdCode } from '@contract';
import { useAtomValue, useStore } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { signInErrorView, type SignInErrorView } from '../sign-in-errors';
import { useRedirectTo } from '../use-redirect-to';
import { codeErrorOf, type CodeError } from '../use-sms-code';
import { finishSignIn } from './finish-sign-in';

export interface SentCode {
  customerId: string;
  sentTo: string;
  channel: 'sms' | 'email';
  resendAt: number;
}

export function useCustomerIdSignIn() {
  const store = useStore();
  const navigate = useNavigate();
  const lang = useAtomValue(currentLanguageAtom);
  const redirectTo = useRedirectTo();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [requestError, setRequestError] = useState<SignInErrorView | null>(null);
  const [codeError, setCodeError] = useState<CodeError | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const requestCode = useCallback(
    (customerId: string, turnstileToken: string) =>
      run(async () => {
        setRequestError(null);
        try {
          const body: LoginUserByCustomerId = { customer_id: customerId, turnstileToken, lang };
          const result = await api.post('loginUserByCustomerId', body);
          setCodeError(null);
          setSent({ customerId, sentTo: result.sent_to, channel: result.channel, resendAt: Date.now() + result.resend_after * 1000 });
        } catch (caught) {
          const view = signInErrorView(caught);
          // Not a phone number: no sign-up link, but what to check and whom to ask.
          setRequestError(view.kind === 'user-not-exist' ? { kind: 'customer-id-unknown' } : view);
        }
      }),
    [lang, run],
  );

  const verify = useCallback(
    (code: string) =>
      run(async () => {
        if (!sent) return;
        setCodeError(null);
        try {
          const body: VerifyCustomerIdCode = { customer_id: sent.customerId, code };
          const result = await api.post('verifyCustomerIdCode', body);
          await finishSignIn(result, { store, navigate, lang, redirectTo });
        } catch (caught) {
          setCodeError(codeErrorOf(caught));
        }
      }),
    [lang, navigate, redirectTo, run, sent, store],
  );

  return { lang, sent, requestCode, verify, busy, requestError, codeError, startOver: () => setSent(null) };
}
