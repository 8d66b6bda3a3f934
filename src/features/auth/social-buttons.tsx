import { Trans } from '@lingui/react/macro';
import { useEffect, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { AppleIcon, FacebookColorIcon, GoogleColorIcon, LinkedinColorIcon } from '@/components/ui/brand-icons';
import { type IconProps } from '@/components/ui/icon';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { SignInError } from './sign-in-error';
import styles from './social-buttons.module.css';
import { socialSignInBusyAtom, socialSignInErrorAtom } from './social-sign-in-state';
import { requestSocialSignIn } from '@/lib/social-sign-in-events';
import { configuredSocialProviders, type SocialProvider } from './social-providers';

const ICONS: Record<SocialProvider, ComponentType<IconProps>> = {
  facebook: FacebookColorIcon,
  linkedin: LinkedinColorIcon,
  google: GoogleColorIcon,
  apple: AppleIcon,
};

function ProviderIcon({ provider }: { provider: SocialProvider }) {
  const Icon = ICONS[provider];
  return <Icon size={20} className={styles.icon} />;
}

function ProviderLabel({ provider }: { provider: SocialProvider }) {
  switch (provider) {
    case 'facebook':
      return <Trans>Continue with Facebook</Trans>;
    case 'linkedin':
      return <Trans>Continue with LinkedIn</Trans>;
    case 'google':
      return <Trans>Continue with Google</Trans>;
    default:
      return <Trans>Continue with Apple</Trans>;
  }
}

/**
 * One button per configured provider; nothing at all when none is configured. The button of the
 * provider whose window is open spins; the last attempt's error shows above the list.
 */
export function SocialButtons() {
  const providers = configuredSocialProviders(useAtomValue(settingsAtom));
  const busy = useAtomValue(socialSignInBusyAtom);
  const error = useAtomValue(socialSignInErrorAtom);
  const setError = useSetAtom(socialSignInErrorAtom);
  // An error belongs to this visit of the page.
  useEffect(() => () => setError(null), [setError]);
  if (providers.length === 0) return null;
  return (
    <>
      <SignInError error={error} />
      <ul className={styles.list}>
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              size="lg"
              block
              className={styles.button}
              loading={busy === provider}
              icon={<ProviderIcon provider={provider} />}
              onClick={() => requestSocialSignIn(provider)}
            >
              <ProviderLabel provider={provider} />
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
