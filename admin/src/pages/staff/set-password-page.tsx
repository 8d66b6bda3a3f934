// The page an invitation or reset link opens (/admin/set-password?token=…): the invitee chooses a
// password (twice, at least 12 characters), then signs in with it.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { session } from '../../session';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';

const MIN_LENGTH = 12;

export function SetPasswordPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const token = useSearch({ from: '/set-password' }).token ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const save = useMutation({
    mutationFn: () => send('POST /password-link', { body: { token, password } }),
    // The server ended the account's sessions: a session this tab still keeps is over too.
    onSuccess: () => session.end('expired'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== again);
    if (password === again) save.mutate();
  };
  return (
    <main id="main" className="sign-in">
      <form onSubmit={submit} className="card" noValidate={false}>
        <PageTitle><Trans>Choose your console password</Trans></PageTitle>
        {!token && <Notice kind="error">{t`This page needs the link from your e-mail. Open the link again, or ask an admin for a new one.`}</Notice>}
        {save.data ? (
          <>
            <Notice kind="success">{t`Your password is set. Sign in with ${save.data.email} and the new password.`}</Notice>
            <button type="button" onClick={() => void navigate({ to: '/', replace: true })}><Trans>Go to sign-in</Trans></button>
          </>
        ) : (
          <>
            <p className="hint"><Trans>At least {MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to type.</Trans></p>
            <label>
              <Trans>New password</Trans>
              <input type="password" autoComplete="new-password" required minLength={MIN_LENGTH} maxLength={1024} value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
            </label>
            <label>
              <Trans>The same password again</Trans>
              <input type="password" autoComplete="new-password" required minLength={MIN_LENGTH} maxLength={1024} value={again} aria-invalid={mismatch} onInput={(e) => setAgain(e.currentTarget.value)} />
            </label>
            {mismatch && <Notice kind="error">{t`The two passwords are not the same. Type them again.`}</Notice>}
            {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
            <button type="submit" disabled={!token || save.isPending}>{t`Set the password`}</button>
          </>
        )}
      </form>
    </main>
  );
}
