// api_event: one event reported by the partner completes it; answer {} to check.
import { Trans } from '@lingui/react/macro';
import { PartnerProgress } from './partner-progress';
import type { WidgetProps } from './widget-types';

export function ApiEventWidget(props: WidgetProps<'api_event'>) {
  return <PartnerProgress {...props} how={<Trans>Do what the challenge asks once: it completes by itself.</Trans>} />;
}
