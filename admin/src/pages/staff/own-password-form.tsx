// Any member of staff changes their own password: the current one first; their other sessions end.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';

export function OwnPasswordForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useMutation({
    mutationFn: () => send('POST /me/password', { body: { current_password: current, new_password: next } }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title"><Trans>Password</Trans></h2>
      <form onSubmit={submit} className="stack">
        <label>
          <Trans>Current password</Trans>
          <input type="password" autoComplete="current-password" required maxLength={1024} value={current} onInput={(e) => setCurrent(e.currentTarget.value)} />
        </label>
        <label>
          <Trans>New password (at least 12 characters)</Trans>
          <input type="password" autoComplete="new-password" required minLength={12} maxLength={1024} value={next} onInput={(e) => setNext(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={change.isPending}>{t`Change the password`}</button>
      </form>
      {change.isError && <Notice kind="error">{errorText(change.error)}</Notice>}
      {change.isSuccess && <Notice kind="success">{t`Your password is changed. Other devices signed in with this account are signed out.`}</Notice>}
    </section>
  );
}
