// api_event_quantitative: reported quantities add up to a target; answer {} to check.
import { Trans } from '@lingui/react/macro';
import { PartnerProgress } from './partner-progress';
import type { WidgetProps } from './widget-types';

export function ApiEventQuantitativeWidget(props: WidgetProps<'api_event_quantitative'>) {
  const target = props.challenge.progress_divisor;
  return (
    <PartnerProgress
      {...props}
      how={target ? <Trans>Everything adds up: reach {target} in total and the challenge completes.</Trans> : <Trans>Everything adds up until you reach the goal.</Trans>}
    />
  );
}
