// facebook_login: completes when a Facebook account is linked.
import { FacebookIcon } from '@/components/ui/brand-icons';
import { SocialConnect } from './social-connect';
import type { WidgetProps } from './widget-types';

export function FacebookLoginWidget(props: WidgetProps<'facebook_login'>) {
  return <SocialConnect {...props} provider="facebook" providerName="Facebook" icon={<FacebookIcon size={22} />} />;
}
