import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './form.module.css';

/** Back to the sign-in choices, keeping the query (redirectTo). */
export function BackToSignIn() {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <Link to="/$lang/sign-in" params={{ lang }} search={true} className={styles.backLink}>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Trans>Back</Trans>
    </Link>
  );
}
