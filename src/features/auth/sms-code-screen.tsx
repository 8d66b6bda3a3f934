// The SMS code: six digits, sent automatically once complete; resend after the server's wait.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { AuthScreen } from './auth-screen';
import { BackToSignIn } from './back-link';
import { CODE_LENGTH, CodeInput } from './code-input';
import styles from './form.module.css';
import { ResendCode } from './resend-code';
import { SignInError } from './sign-in-error';
import { signInDataAtom } from './sign-in-data';
import { useRedirectTo } from './use-redirect-to';
import { useSmsCode, type CodeError } from './use-sms-code';

function CodeErrorMessage({ error, id }: { error: CodeError; id: string }) {
  const lang = useAtomValue(currentLanguageAtom);
  switch (error.kind) {
    case 'invalid':
      return (
        <p id={id} className={styles.alert} role="alert">
          {error.attemptsLeft === undefined ? (
            error.message
          ) : (
            <Plural value={error.attemptsLeft} one="That code is not right. # attempt left." other="That code is not right. # attempts left." />
          )}
        </p>
      );
    case 'expired':
      return (
        <p id={id} className={styles.alert} role="alert">
          <Trans>This code has expired. Ask for a new one below.</Trans>
        </p>
      );
    case 'too-many-attempts':
      return (
        <div id={id} className={styles.alert} role="alert">
          <p>
            <Trans>Too many wrong codes. Please start again and ask for a new code.</Trans>
          </p>
          <Link to="/$lang/phone-login" params={{ lang }} search={true} className={styles.alertLink}>
            <Trans>Enter your phone number again</Trans>
          </Link>
        </div>
      );
    default:
      return <SignInError error={error.view} id={id} />;
  }
}

export function SmsCodeScreen() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const search: Record<string, unknown> = useSearch({ strict: false });
  const remembered = useAtomValue(signInDataAtom);
  const phone = typeof search.phone === 'string' && search.phone ? search.phone : (remembered?.phone ?? '');
  const redirectTo = useRedirectTo();
  const sms = useSmsCode(phone, redirectTo);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const locked = sms.error?.kind === 'too-many-attempts';

  useEffect(() => {
    input.current?.focus();
  }, []);

  async function verify(value: string) {
    if (await sms.verify(value)) return;
    // A wrong or expired code is cleared so the next one can be typed (or autofilled) straight away.
    setCode('');
    input.current?.focus();
  }

  function onChange(value: string) {
    setCode(value);
    if (value.length === CODE_LENGTH) void verify(value);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.length === CODE_LENGTH) void verify(code);
  }

  if (!phone) {
    return (
      <AuthScreen back={<BackToSignIn />} title={<Trans>Enter your phone number first</Trans>}>
        <Link to="/$lang/phone-login" params={{ lang }} search={true} className={styles.link}>
          <Trans>Sign in with your phone</Trans>
        </Link>
      </AuthScreen>
    );
  }

  const shownPhone = `+${phone}`;
  return (
    <AuthScreen
      back={<BackToSignIn />}
      title={<Trans>Enter the code</Trans>}
      lead={
        <Trans>
          We sent a 6-digit code to <strong>{shownPhone}</strong>
        </Trans>
      }
      footer={
        <Link to="/$lang/phone-login" params={{ lang }} search={true} className={styles.link}>
          <Trans>Wrong number? Change it</Trans>
        </Link>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Enter the code`}>
        <label htmlFor="sms-code" className="visually-hidden">
          <Trans>6-digit code</Trans>
        </label>
        <CodeInput
          id="sms-code"
          ref={input}
          value={code}
          onChange={onChange}
          disabled={sms.verifying || locked}
          invalid={Boolean(sms.error)}
          describedBy={sms.error ? 'sms-code-error' : undefined}
        />
        {sms.error ? <CodeErrorMessage error={sms.error} id="sms-code-error" /> : null}
        <Button type="submit" size="lg" block loading={sms.verifying} disabled={code.length !== CODE_LENGTH || locked}>
          <Trans>Confirm</Trans>
        </Button>
        {locked ? null : <ResendCode sms={sms} highlight={sms.error?.kind === 'expired'} />}
      </form>
    </AuthScreen>
  );
}
