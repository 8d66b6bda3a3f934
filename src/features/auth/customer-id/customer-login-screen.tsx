// Sign-in by customer id (registration type id): the id printed on the loyalty card, then the code sent
// to the phone or e-mail the programme has for it. The operator's own login page, when there is one,
// is offered too; it signs the member in by coming back to /{lang}/customer-sso.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { EmailAddress } from '@/components/ui/email-address';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { AuthScreen } from '../auth-screen';
import { BackToSignIn } from '../back-link';
import { CODE_LENGTH, CodeInput } from '../code-input';
import styles from '../form.module.css';
import resendStyles from '../resend-code.module.css';
import { SignInError } from '../sign-in-error';
import { Turnstile } from '../turnstile';
import { useSecondsUntil } from '../use-seconds-until';
import type { CodeError } from '../use-sms-code';
import { useCustomerIdSignIn, type SentCode } from './use-customer-id-sign-in';

function CodeProblem({ error }: { error: CodeError }) {
  if (error.kind === 'sign-in') return <SignInError error={error.view} id="customer-code-error" />;
  return (
    <p id="customer-code-error" className={styles.alert} role="alert">
      {error.kind === 'invalid' && error.attemptsLeft !== undefined ? (
        <Plural value={error.attemptsLeft} one="That code is not right. # attempt left." other="That code is not right. # attempts left." />
      ) : error.kind === 'expired' ? (
        <Trans>This code has expired. Ask for a new one below.</Trans>
      ) : (
        <Trans>Too many wrong codes. Please start again and ask for a new code.</Trans>
      )}
    </p>
  );
}

function CodeStep({ sent, flow }: { sent: SentCode; flow: ReturnType<typeof useCustomerIdSignIn> }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const wait = useSecondsUntil(sent.resendAt);
  const locked = flow.codeError?.kind === 'too-many-attempts';
  const where = sent.sentTo;
  const countdown = `${Math.floor(wait / 60)}:${String(wait % 60).padStart(2, '0')}`;

  function onChange(value: string) {
    setCode(value);
    if (value.length === CODE_LENGTH) void flow.verify(value).then(() => setCode(''));
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Enter the code`}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === CODE_LENGTH) void flow.verify(code);
      }}
    >
      <p>
        {sent.channel === 'sms' ? (
          <Trans>
            We sent a 6-digit code by SMS to <strong className={styles.nowrap}>{where}</strong>, the phone on file for this customer ID.
          </Trans>
        ) : (
          <Trans>
            We sent a 6-digit code by e-mail to <EmailAddress address={where} />, the address on file for this customer ID.
          </Trans>
        )}
      </p>
      <label htmlFor="customer-code" className="visually-hidden">
        <Trans>6-digit code</Trans>
      </label>
      <CodeInput
        id="customer-code"
        value={code}
        onChange={onChange}
        disabled={flow.busy || locked}
        invalid={Boolean(flow.codeError)}
        describedBy={flow.codeError ? 'customer-code-error' : undefined}
      />
      {flow.codeError ? <CodeProblem error={flow.codeError} /> : null}
      <Button type="submit" size="lg" block loading={flow.busy} disabled={code.length !== CODE_LENGTH || locked}>
        <Trans>Confirm</Trans>
      </Button>
      <div className={resendStyles.resend}>
        {wait > 0 ? (
          <p className={resendStyles.wait}>
            <Trans>
              You can ask for a new code in <span className={resendStyles.timer}>{countdown}</span>
            </Trans>
          </p>
        ) : (
          <button type="button" className={resendStyles.button} disabled={flow.busy} onClick={() => void flow.requestCode(sent.customerId, '')}>
            <Trans>Send a new code</Trans>
          </button>
        )}
      </div>
      <Button variant="ghost" block onClick={flow.startOver}>
        <Trans>Use another customer ID</Trans>
      </Button>
    </form>
  );
}

export function CustomerLoginScreen() {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const flow = useCustomerIdSignIn();
  const [customerId, setCustomerId] = useState('');
  const [turnstileToken, setTurnstileToken] = useState('');
  const turnstileKey = settings?.turnstileKey ?? '';
  const ready = customerId.trim().length >= 3 && (!turnstileKey || Boolean(turnstileToken)) && !flow.busy;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (ready) void flow.requestCode(customerId.trim(), turnstileToken);
  }

  return (
    <AuthScreen
      back={<BackToSignIn />}
      title={<Trans>Sign in with your customer ID</Trans>}
      lead={<Trans>Your customer ID is printed on your loyalty card. We will send a code to the phone or e-mail we have for it.</Trans>}
      footer={
        settings?.customerLoginUrl ? (
          <ButtonLink href={settings.customerLoginUrl} variant="secondary" block>
            <Trans>Sign in on the customer site instead</Trans>
          </ButtonLink>
        ) : null
      }
    >
      {flow.sent ? (
        <CodeStep sent={flow.sent} flow={flow} />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Sign in with your customer ID`}>
          <TextField
            label={t`Customer ID`}
            name="customer_id"
            autoComplete="username"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={customerId}
            onChange={(event) => setCustomerId(event.target.value)}
          />
          {turnstileKey ? <Turnstile siteKey={turnstileKey} language={flow.lang} onToken={setTurnstileToken} resetKey={0} /> : null}
          <SignInError error={flow.requestError} />
          <Button type="submit" size="lg" block loading={flow.busy} disabled={!ready}>
            <Trans>Send code</Trans>
          </Button>
        </form>
      )}
    </AuthScreen>
  );
}
