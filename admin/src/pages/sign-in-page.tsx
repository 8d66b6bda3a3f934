// Staff sign-in: e-mail and password; wrong credentials and lock-out are said in words.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ConsoleError, send } from '../api';
import { useErrorText } from '../errors';
import { session } from '../session';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';

export function SignInPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const signIn = useMutation({
    mutationFn: () => send('POST /sign-in', { body: { email, password, ...(askCode ? { code } : {}) } }),
    onSuccess: ({ token, staff }) => session.start({ token, staff }),
    // An account with two-factor sign-in: the same form asks for the app's code next.
    onError: (error) => {
      if (error instanceof ConsoleError && error.code === 'TotpRequired') setAskCode(true);
    },
  });
  const codeInput = useRef<HTMLInputElement>(null);
  // The server asked for the code: the field appears and takes the focus.
  useEffect(() => {
    if (askCode) codeInput.current?.focus();
  }, [askCode]);
  const needsCodeOnly = signIn.error instanceof ConsoleError && signIn.error.code === 'TotpRequired';
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
        {askCode && (
          <label>
            <Trans>Code from your authenticator app</Trans>
            <input
              className="code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              ref={codeInput}
              value={code}
              onInput={(e) => setCode(e.currentTarget.value.trim())}
            />
          </label>
        )}
        {signIn.isError && !needsCodeOnly && (
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
