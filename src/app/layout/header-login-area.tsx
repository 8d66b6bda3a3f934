import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { buttonClassName, ButtonLink } from '@/components/ui/button';
import { configuredSocialProviders, type SocialProvider } from '@/features/auth/social-providers';
import { requestSocialSignIn } from '@/lib/social-sign-in-events';
import { PhoneIcon } from '@/components/ui/icons';
import { AppleIcon, FacebookIcon, GoogleIcon, LinkedinIcon } from '@/components/ui/brand-icons';
import { type IconProps } from '@/components/ui/icon';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import styles from './header.module.css';

/** The sign-in flow's steps past the sign-in page: the page itself is the way in. */
export const SIGN_IN_FLOW_ROUTES: ReadonlySet<string> = new Set([
  'phone-login',
  'registration',
  'sms-code',
  'waitlist-invitation',
  'customer-login',
  'customer-sso',
]);

/**
 * Desktop, signed out, when settings.ui.layoutShowSignupButton: the ways to sign in. Left out where they
 * would repeat the screen: on the sign-in flow's steps, and on the sign-in page everything but an
 * external customer login.
 */
export function HeaderLoginArea({ routeName }: { routeName: string }) {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const lang = useAtomValue(currentLanguageAtom);
  if (!settings?.ui.layoutShowSignupButton || SIGN_IN_FLOW_ROUTES.has(routeName)) return null;
  if (routeName === 'sign-in') {
    return settings.customerLoginUrl ? (
      <div className={styles.loginArea}>
        <ButtonLink href={settings.customerLoginUrl} variant="primary">
          <Trans>Customer login</Trans>
        </ButtonLink>
      </div>
    ) : null;
  }

  // Each opens that provider's sign-in popup at once (the click must open it, or it is blocked).
  const social: Record<SocialProvider, { label: string; Icon: ComponentType<IconProps> }> = {
    facebook: { label: t`Sign in with Facebook`, Icon: FacebookIcon },
    linkedin: { label: t`Sign in with LinkedIn`, Icon: LinkedinIcon },
    google: { label: t`Sign in with Google`, Icon: GoogleIcon },
    apple: { label: t`Sign in with Apple`, Icon: AppleIcon },
  };

  return (
    <div className={styles.loginArea}>
      {configuredSocialProviders(settings).map((provider) => {
        const { label, Icon } = social[provider];
        return (
          <button
            key={provider}
            type="button"
            className={styles.socialButton}
            aria-label={label}
            title={label}
            onClick={() => requestSocialSignIn(provider)}
          >
            <Icon size={20} />
          </button>
        );
      })}
      {settings.registration_type === 'phone' ? (
        <Link to="/$lang/phone-login" params={{ lang }} className={buttonClassName({ variant: 'secondary', size: 'md' })}>
          <PhoneIcon size={18} />
          <Trans>Log in with phone</Trans>
        </Link>
      ) : null}
      {settings.registration_type === 'id' ? (
        <Link to="/$lang/customer-login" params={{ lang }} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Customer login</Trans>
        </Link>
      ) : settings.customerLoginUrl ? (
        <ButtonLink href={settings.customerLoginUrl} variant="primary">
          <Trans>Customer login</Trans>
        </ButtonLink>
      ) : null}
    </div>
  );
}
