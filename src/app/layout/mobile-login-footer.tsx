import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button';
import { LoginIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import styles from './mobile-login-footer.module.css';

/** Public routes whose signed-out mobile visitors get the fixed login footer (docs/product.md section 2, Footer). */
export const MOBILE_LOGIN_FOOTER_ROUTES: ReadonlySet<string> = new Set([
  'monthly-top-user',
  'business',
  'news',
  'news-item',
  'terms',
  'help',
  'about',
  'privacy-policy',
]);

/** Signed out on these routes; the bar itself shows below 992 px by CSS (the server renders without a viewport). */
export function useShowsMobileLoginFooter(routeName: string) {
  const loggedIn = useAtomValue(loggedInAtom);
  return !loggedIn && MOBILE_LOGIN_FOOTER_ROUTES.has(routeName);
}

/** The fixed 60 px footer with a login button. */
export function MobileLoginFooter({ routeName }: { routeName: string }) {
  const lang = useAtomValue(currentLanguageAtom);
  if (!useShowsMobileLoginFooter(routeName)) return null;
  return (
    <div className={styles.footer}>
      <Link to="/$lang/sign-in" params={{ lang }} className={buttonClassName({ variant: 'primary', block: true })}>
        <LoginIcon size={20} />
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}
