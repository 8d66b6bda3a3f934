// Staff sign-in: e-mail and password; wrong credentials and lock-out are said in words.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { StaffSignedIn } from '../../../server/routes/console/contract';
import { call } from '../api';
import { useErrorText } from '../errors';
import { session } from '../session';
import { Notice } from '../ui/Notice';
import { PageTitle } from '../ui/PageTitle';

export function SignInPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => call<z.infer<typeof StaffSignedIn>>('/sign-in', { method: 'POST', body: { email, password } }),
    onSuccess: ({ token, staff }) => session.start({ token, staff }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const ended = session.endReason();
  return (
    <main id="main" className="sign-in">
      <form onSubmit={submit} className="card" aria-describedby={signIn.isError ? 'sign-in-error' : undefined}>
        <PageTitle>
          <Trans>Console sign-in</Trans>
        </PageTitle>
        {ended === 'expired' && !signIn.isError && <Notice kind="error">{t`Your session has ended. Please sign in again.`}</Notice>}
        {ended === 'logout' && !signIn.isError && <Notice kind="success">{t`You have logged out.`}</Notice>}
        <label>
          <Trans>E-mail</Trans>
          <input type="email" autoComplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label>
          <Trans>Password</Trans>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        {signIn.isError && (
          <div id="sign-in-error">
            <Notice kind="error">{errorText(signIn.error)}</Notice>
          </div>
        )}
        <button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
    </main>
  );
}
