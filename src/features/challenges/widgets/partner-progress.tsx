// The api_event family and owner_api_call: what to do, the progress so far, and a check button.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ProgressCheck } from './progress-check';
import type { ServerCompletedAnswerType } from './server-completed';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

interface Props extends WidgetProps<ServerCompletedAnswerType> {
  how: ReactNode;
  /** Say who reports the progress (not needed when `how` says it already). */
  reporterHint?: boolean;
}

export function PartnerProgress({ how, reporterHint = true, ...props }: Props) {
  const { challenge } = props;
  const owner = challenge.challenge_owner_name;
  return (
    <ProgressCheck {...props}>
      <div className={styles.steps}>
        <p className={styles.text}>{how}</p>
        {reporterHint ? (
          <p className={styles.hint}>
          {owner ? (
            <Trans>{owner} tells us when it happens. It may take a few minutes to show here.</Trans>
          ) : (
            <Trans>Our partner tells us when it happens. It may take a few minutes to show here.</Trans>
          )}
          </p>
        ) : null}
      </div>
    </ProgressCheck>
  );
}
