import { Trans } from '@lingui/react/macro';
import type { MemberDetail } from '../../types';

/** Where a member is in a challenge, in the console's language. */
export function ChallengeState({ status }: { status: MemberDetail['challenges'][number]['status'] }) {
  switch (status) {
    case 'accepted':
      return <Trans>Accepted</Trans>;
    case 'pending':
      return <Trans>In progress</Trans>;
    case 'failed':
      return <Trans>Not passed, may try again</Trans>;
    case 'completed':
      return <Trans>Completed</Trans>;
  }
}
