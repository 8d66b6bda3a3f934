// connect_linkedin: completes when a LinkedIn account is linked.
import { LinkedinIcon } from '@/components/ui/brand-icons';
import { SocialConnect } from './social-connect';
import type { WidgetProps } from './widget-types';

export function ConnectLinkedinWidget(props: WidgetProps<'connect_linkedin'>) {
  return <SocialConnect {...props} provider="linkedin" providerName="LinkedIn" icon={<LinkedinIcon size={22} />} />;
}
