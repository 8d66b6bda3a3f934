// Where the operator's site (customerLoginUrl) sends a member back: ?assertion=<signed JWT>. The
// assertion signs them in (or creates them) and leaves the address at once; a refusal says so in words.
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { LoginUserByAssertion } from '@contract';
import { Spinner } from '@/components/ui/spinner';
import { useStore } from '@/state/jotai';
import { AuthScreen } from '../auth-screen';
import { BackToSignIn } from '../back-link';
import styles from '../form.module.css';
import { SignInError } from '../sign-in-error';
import { signInErrorView, type SignInErrorView } from '../sign-in-errors';
import { finishSignIn } from './finish-sign-in';

export function CustomerSsoScreen({ lang }: { lang: string }) {
  const store = useStore();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const assertion = typeof search.assertion === 'string' ? search.assertion : '';
  const redirectTo = typeof search.redirectTo === 'string' ? search.redirectTo : undefined;
  const [error, setError] = useState<SignInErrorView | null>(assertion ? null : { kind: 'general', code: 'SsoAssertionInvalid' });
  const started = useRef(false);

  useEffect(() => {
    if (!assertion || started.current) return;
    started.current = true;
    const body: LoginUserByAssertion = { assertion, lang };
    api.post('loginUserByAssertion', body).then(
      (result) => finishSignIn(result, { store, navigate, lang, redirectTo }),
      (caught: unknown) => {
        const view = signInErrorView(caught);
        // A mangled assertion is the customer site's link, not something the member typed.
        const mangled = view.kind === 'phone-format' || (view.kind === 'general' && view.code === 'ValidationError');
        setError(mangled ? { kind: 'general', code: 'SsoAssertionInvalid' } : view);
        // The assertion is good for one use: keep it out of the history.
        void navigate({ to: '/$lang/customer-sso', params: { lang }, search: {}, replace: true });
      },
    );
  }, [assertion, lang, navigate, redirectTo, store]);

  if (!error) {
    return (
      <AuthScreen title={<Trans>Signing you in…</Trans>}>
        <Spinner />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen back={<BackToSignIn />} title={<Trans>We could not sign you in</Trans>}>
      <SignInError error={error} />
      <Link to="/$lang/customer-login" params={{ lang }} className={styles.link}>
        <Trans>Sign in with your customer ID</Trans>
      </Link>
    </AuthScreen>
  );
}
