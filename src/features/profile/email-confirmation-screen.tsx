// email-confirmation: opened from the link in a confirmation e-mail (?token=...). It confirms the
// address and says so, or explains that the link has expired or is not valid.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '@/api/client';
import { buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { AlertIcon, ClockIcon } from '@/components/ui/status-icons';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { confirmEmailQueryOptions } from './api/email-links';
import { reloadUserData } from '@/api/queries/user-data';
import { EmailLinkFailed, EmailLinkLoading, EmailLinkResult } from './email-link-screen';
import { EmailAddress } from '@/components/ui/email-address';

export function EmailConfirmationScreen({ token }: { token?: string }) {
  return token ? <Confirming token={token} /> : <InvalidLink />;
}

function Confirming({ token }: { token: string }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const result = useQuery(confirmEmailQueryOptions(token));
  const confirmed = result.isSuccess;

  // The signed-in user's data shows the confirmed address at once (profile, e-mail challenge).
  useEffect(() => {
    if (confirmed && loggedIn) void reloadUserData();
  }, [confirmed, loggedIn]);

  if (result.isPending) return <EmailLinkLoading label={t`Confirming your e-mail address`} />;

  if (result.isError) {
    const code = result.error instanceof ApiError ? result.error.errorCode : '';
    if (code === 'EmailTokenExpired') {
      return (
        <EmailLinkResult
          tone="warning"
          icon={<ClockIcon size={36} />}
          title={<Trans>This link has expired</Trans>}
          action={
            loggedIn ? (
              <Link to="/$lang/profile/communication" params={{ lang }} className={buttonClassName({ variant: 'secondary' })}>
                <Trans>Send a new link</Trans>
              </Link>
            ) : null
          }
        >
          <p>
            <Trans>Confirmation links work for 48 hours. Ask for a new one from your profile’s communication settings.</Trans>
          </p>
        </EmailLinkResult>
      );
    }
    if (code === 'EmailTokenInvalid' || code === 'ValidationError') return <InvalidLink />;
    return (
      <EmailLinkFailed
        title={<Trans>Your e-mail could not be confirmed</Trans>}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }

  const completed = result.data.completed_challenge_ids.length > 0;
  return (
    <EmailLinkResult tone="success" icon={<CheckIcon size={36} strokeWidth={2.5} />} title={<Trans>Your e-mail is confirmed</Trans>}>
      <p>
        <Trans>
          From now on we will write to <EmailAddress address={result.data.email} />.
        </Trans>
      </p>
      {completed ? (
        <p>
          <Trans>Your e-mail challenge is complete: collect your points on the dashboard.</Trans>
        </p>
      ) : null}
    </EmailLinkResult>
  );
}

function InvalidLink() {
  return (
    <EmailLinkResult tone="danger" icon={<AlertIcon size={36} />} title={<Trans>This link is not valid</Trans>}>
      <p>
        <Trans>It may have been copied only in part, or already replaced by a newer link. Please use the link in the latest e-mail.</Trans>
      </p>
    </EmailLinkResult>
  );
}
