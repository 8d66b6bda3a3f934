// owner_api_call: the organiser confirms it on their side; answer {} to check.
import { Trans } from '@lingui/react/macro';
import { PartnerProgress } from './partner-progress';
import type { WidgetProps } from './widget-types';

export function OwnerApiCallWidget(props: WidgetProps<'owner_api_call'>) {
  const owner = props.challenge.challenge_owner_name;
  return (
    <PartnerProgress
      {...props}
      reporterHint={false}
      how={
        owner ? (
          <Trans>Follow the steps above. {owner} confirms it on their side, and then the challenge completes.</Trans>
        ) : (
          <Trans>Follow the steps above. The organiser confirms it on their side, and then the challenge completes.</Trans>
        )
      }
    />
  );
}
