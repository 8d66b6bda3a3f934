import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { SignInError } from './sign-in-error';
import styles from './social-buttons.module.css';
import { socialSignInBusyAtom, socialSignInErrorAtom } from './social-sign-in-state';
import { configuredSocialProviders, requestSocialSignIn, type SocialProvider } from './social-providers';

const ICONS: Record<SocialProvider, ReactNode> = {
  facebook: (
    <path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
  ),
  linkedin: (
    <path fill="#0A66C2" d="M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6h.1c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM7.1 20.5H3.6V9h3.5v11.5zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z" />
  ),
  google: (
    <>
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </>
  ),
  apple: (
    <path fill="currentColor" d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.6-4.1zM13.9 5.1c.7-.9 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
  ),
};

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
              icon={
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.icon}>
                  {ICONS[provider]}
                </svg>
              }
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
