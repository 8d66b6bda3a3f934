// Sign-in by phone: the number (and a Turnstile check when configured) gets an SMS code.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthScreen } from './auth-screen';
import { BackToSignIn } from './back-link';
import styles from './form.module.css';
import { canSendPhoneLogin } from './phone';
import { PhoneCodeFields } from './phone-code-fields';
import { usePhoneSignIn } from './use-phone-sign-in';

export function PhoneLoginScreen() {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const signIn = usePhoneSignIn();
  const ready = canSendPhoneLogin({
    phone,
    turnstileKey: signIn.turnstileKey,
    turnstileToken: signIn.turnstileToken,
    submitting: signIn.submitting,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void signIn.submit({ phone });
  }

  return (
    <AuthScreen
      back={<BackToSignIn />}
      title={<Trans>Sign in with your phone</Trans>}
      lead={<Trans>We will text you a 6-digit code to confirm it is you.</Trans>}
      footer={
        <Trans>
          New here?{' '}
          <Link to="/$lang/registration" params={{ lang: signIn.lang }} search={true} className={styles.link}>
            Sign up
          </Link>
        </Trans>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Sign in with your phone`}>
        <PhoneCodeFields signIn={signIn} phone={phone} onPhoneChange={setPhone} ready={ready} submitLabel={<Trans>Send code</Trans>} />
      </form>
    </AuthScreen>
  );
}
