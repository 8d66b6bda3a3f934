// Two-factor sign-in for admins: set up by scanning a QR code (or typing the key) into an authenticator
// app and entering its code; turned off with the password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import type { TotpEnrolment } from '../../types';
import { Notice } from '../../ui/notice';

/** The key in groups of four, each of which may start a line; the text copied is the key itself. */
function secretGroups(secret: string) {
  return secret.match(/.{1,4}/g)?.map((group, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      <span>{group}</span>
    </Fragment>
  ));
}

function Enrol({ enrolment, onDone }: { enrolment: TotpEnrolment; onDone: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const confirm = useMutation({ mutationFn: () => send('POST /me/two-factor/confirm', { body: { code } }), onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(enrolment.uri, { border: 2 }))}`;
  return (
    <form onSubmit={submit} className="stack">
      <p><Trans>1. Scan this code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).</Trans></p>
      <img className="qr" src={qr} alt={t`QR code for the authenticator app`} width={200} height={200} />
      <p>
        <Trans>Or type this key into the app:</Trans> <code className="secret" data-testid="totp-secret">{secretGroups(enrolment.secret)}</code>
      </p>
      <label>
        <Trans>2. The 6-digit code the app shows</Trans>
        <input className="code-input" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required value={code} onInput={(e) => setCode(e.currentTarget.value.trim())} />
      </label>
      <button type="submit" disabled={confirm.isPending}>{t`Turn on two-factor sign-in`}</button>
      {confirm.isError && <Notice kind="error">{errorText(confirm.error)}</Notice>}
    </form>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const disable = useMutation({ mutationFn: () => send('POST /me/two-factor/disable', { body: { password } }), onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate();
  };
  return (
    <form onSubmit={submit} className="stack">
      <label>
        <Trans>Your password, to turn it off</Trans>
        <input type="password" autoComplete="current-password" required maxLength={1024} value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      </label>
      <button type="submit" className="danger" disabled={disable.isPending}>{t`Turn off two-factor sign-in`}</button>
      {disable.isError && <Notice kind="error">{errorText(disable.error)}</Notice>}
    </form>
  );
}

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const start = useMutation({ mutationFn: () => send('POST /me/two-factor/start') });
  const refresh = () => {
    start.reset();
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  };
  return (
    <section className="card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title"><Trans>Two-factor sign-in</Trans></h2>
      {enabled ? (
        <>
          <Notice kind="success">{t`On: signing in asks for a code from your authenticator app.`}</Notice>
          <TurnOff onDone={refresh} />
        </>
      ) : start.data ? (
        <Enrol enrolment={start.data} onDone={refresh} />
      ) : (
        <>
          <p className="hint"><Trans>Off. With it on, signing in needs your password and a code from an app on your phone, so a stolen password alone is not enough.</Trans></p>
          <button type="button" onClick={() => start.mutate()} disabled={start.isPending}>{t`Set up two-factor sign-in`}</button>
          {start.isError && <Notice kind="error">{errorText(start.error)}</Notice>}
        </>
      )}
    </section>
  );
}
