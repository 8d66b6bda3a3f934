// api_event_for_period: enough events within a period; answer {} to check.
import { Trans } from '@lingui/react/macro';
import { PartnerProgress } from './partner-progress';
import type { WidgetProps } from './widget-types';

export function ApiEventForPeriodWidget(props: WidgetProps<'api_event_for_period'>) {
  const target = props.challenge.progress_divisor;
  return (
    <PartnerProgress
      {...props}
      how={
        target ? (
          <Trans>Each time counts. Reach {target} within the period and the challenge completes; older ones drop out.</Trans>
        ) : (
          <Trans>Each time counts. Keep going within the period and the challenge completes.</Trans>
        )
      }
    />
  );
}
