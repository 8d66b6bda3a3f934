// The inline message for a failed code request or social sign-in (docs/product.md section 8, Sign-in codes):
// what happened and what to do, in words; a rate limit counts down to when trying again works.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { PhoneCountry } from '@contract';
import { errorMessage } from '@/lib/error-messages';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import styles from './form.module.css';
import type { SignInErrorView } from './sign-in-errors';
import { phoneExample } from './phone';
import { useSecondsUntil } from './use-seconds-until';

function Alert({ id, title, children }: { id?: string; title?: boolean; children: ReactNode }) {
  return (
    <div id={id} className={styles.alert} role="alert">
      {title ? (
        <p className={styles.alertTitle}>
          <Trans>Login error</Trans>
        </p>
      ) : null}
      {children}
    </div>
  );
}

function RetryCountdown({ retryAt }: { retryAt: number }) {
  const left = useSecondsUntil(retryAt);
  // Read out once, not every second: the ticking clock is for the eyes only.
  const [announced] = useState(left);
  if (left <= 0) return <Trans>You can try again now.</Trans>;
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <>
      <span aria-hidden="true">
        <Trans>
          Too many attempts in a short time. You can try again in <span className={styles.alertCountdown}>{clock}</span>.
        </Trans>
      </span>
      <span className="visually-hidden">
        <Plural
          value={Math.ceil(announced / 60)}
          one="Too many attempts in a short time. You can try again in # minute."
          other="Too many attempts in a short time. You can try again in # minutes."
        />
      </span>
    </>
  );
}

function PhoneFormatHint({ country }: { country: PhoneCountry | null }) {
  const { i18n } = useLingui();
  if (!country) {
    const example = phoneExample(country);
    return <Trans>Enter the number with its country code, starting with +, for example {example}.</Trans>;
  }
  const name = new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(country.region) ?? country.region;
  const code = `+${country.calling_code}`;
  const example = phoneExample(country);
  return (
    <Trans>
      Enter the phone number with the country code {code} ({name}), for example {example}.
    </Trans>
  );
}

export function SignInError({ error, id }: { error: SignInErrorView | null; id?: string }) {
  const lang = useAtomValue(currentLanguageAtom);
  const country = useAtomValue(settingsAtom)?.phone_country ?? null;
  if (!error || error.kind === 'waitlist') return null;
  switch (error.kind) {
    case 'user-not-exist':
      return (
        <Alert id={id}>
          <p>
            <Trans id="loginErrorUserNotExists">We could not find an account with this number. Sign up first.</Trans>
          </p>
          <Link to="/$lang/registration" params={{ lang }} search={true} className={styles.alertLink}>
            <Trans>Create an account</Trans>
          </Link>
        </Alert>
      );
    case 'duplicate-social':
      return (
        <Alert id={id} title>
          <p>
            <Trans>This social account is already connected to another member. Sign in the way you did before.</Trans>
          </p>
        </Alert>
      );
    case 'popup-blocked':
      return (
        <Alert id={id} title>
          <p>
            <Trans>Your browser blocked the sign-in window. Allow pop-ups for this site and try again.</Trans>
          </p>
        </Alert>
      );
    case 'customer-id-unknown':
      return (
        <Alert id={id} title>
          <p>
            <Trans>
              We could not send a code for this customer ID: no member has it, or it has no phone or e-mail on file. Check the ID on your
              loyalty card and try again. If it is right, contact customer support.
            </Trans>
          </p>
          <Link to="/$lang/help" params={{ lang }} className={styles.alertLink}>
            <Trans>Contact customer support</Trans>
          </Link>
        </Alert>
      );
    case 'social-state-mismatch':
      return (
        <Alert id={id} title>
          <p>
            <Trans>
              The answer from the sign-in window did not match the sign-in started on this page, so you are not signed in. Press the button
              again to start a new sign-in.
            </Trans>
          </p>
        </Alert>
      );
    case 'offline-code':
      return (
        <Alert id={id} title>
          <p>
            <Trans>You are offline. Getting a sign-in code needs a connection: connect to the internet and press the button again.</Trans>
          </p>
        </Alert>
      );
    case 'rate-limited':
      return (
        <Alert id={id} title>
          <p>
            <RetryCountdown retryAt={error.retryAt} />
          </p>
        </Alert>
      );
    case 'phone-format':
      return (
        <Alert id={id} title>
          <p>
            <PhoneFormatHint country={country} />
          </p>
        </Alert>
      );
    case 'deactivated':
      return (
        <Alert id={id} title>
          <p>
            <Trans>This account has been deactivated. To use it again, contact customer support.</Trans>
          </p>
          <Link to="/$lang/help" params={{ lang }} className={styles.alertLink}>
            <Trans>Contact customer support</Trans>
          </Link>
        </Alert>
      );
    default:
      return (
        <Alert id={id} title>
          <p>{errorMessage(error.code)}</p>
        </Alert>
      );
  }
}
