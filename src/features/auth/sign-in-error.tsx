// The inline message for a failed code request or social sign-in (SPEC.md section 8, Sign-in codes).
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './form.module.css';
import type { SignInErrorView } from './sign-in-errors';

export function SignInError({ error }: { error: SignInErrorView | null }) {
  const lang = useAtomValue(currentLanguageAtom);
  if (!error || error.kind === 'waitlist') return null;
  if (error.kind === 'user-not-exist') {
    return (
      <div className={styles.alert} role="alert">
        <p>
          <Trans id="loginErrorUserNotExists">We could not find an account with this number. Sign up first.</Trans>
        </p>
        <Link to="/$lang/registration" params={{ lang }} search={true} className={styles.alertLink}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
    );
  }
  if (error.kind === 'duplicate-social' || error.kind === 'popup-blocked') {
    return (
      <div className={styles.alert} role="alert">
        <p className={styles.alertTitle}>
          <Trans>Login error</Trans>
        </p>
        <p>
          {error.kind === 'duplicate-social' ? (
            <Trans>This social account is already connected to another member. Sign in the way you did before.</Trans>
          ) : (
            <Trans>Your browser blocked the sign-in window. Allow pop-ups for this site and try again.</Trans>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.alertTitle}>
        <Trans>Login error</Trans>
      </p>
      <p>
        <Trans>Something went wrong, please try again later</Trans>
      </p>
      <p className={styles.alertCode}>{error.code}</p>
    </div>
  );
}
