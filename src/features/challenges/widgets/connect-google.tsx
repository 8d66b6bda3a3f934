// connect_google: completes when a Google account is linked (and a verified Google e-mail also
// completes the e-mail confirmation challenge on the server).
import { GoogleIcon } from '@/components/ui/brand-icons';
import { SocialConnect } from './social-connect';
import type { WidgetProps } from './widget-types';

export function ConnectGoogleWidget(props: WidgetProps<'connect_google'>) {
  return <SocialConnect {...props} provider="google" providerName="Google" icon={<GoogleIcon size={22} />} />;
}
