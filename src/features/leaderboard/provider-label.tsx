import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { FacebookIcon, GoogleIcon, LinkedinIcon } from '@/components/ui/brand-icons';
import { type IconProps } from '@/components/ui/icon';
import type { FriendsProvider } from './social-connection';

export const PROVIDER_ICONS: Record<FriendsProvider, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  google: GoogleIcon,
  linkedin: LinkedinIcon,
};

export function ConnectLabel({ provider }: { provider: FriendsProvider }) {
  switch (provider) {
    case 'facebook':
      return <Trans>Connect Facebook</Trans>;
    case 'google':
      return <Trans>Connect Google</Trans>;
    default:
      return <Trans>Connect LinkedIn</Trans>;
  }
}
