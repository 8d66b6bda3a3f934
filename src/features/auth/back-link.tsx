import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './form.module.css';

/** Back to the sign-in choices, keeping the query (redirectTo). */
export function BackToSignIn() {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <Link to="/$lang/sign-in" params={{ lang }} search={true} className={styles.backLink}>
      <ChevronLeftIcon size={18} />
      <Trans>Back</Trans>
    </Link>
  );
}
