// email-unsubscribe: opened from the link at the end of our e-mails (?token=...); no more mail after it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { AlertIcon, ClockIcon, MailIcon } from '@/components/ui/icons';
import { unsubscribeEmailQueryOptions } from './api/email-links';
import { EmailLinkFailed, EmailLinkLoading, EmailLinkResult } from './email-link-screen';

export function EmailUnsubscribeScreen({ token }: { token?: string }) {
  return token ? <Unsubscribing token={token} /> : <InvalidLink />;
}

function Unsubscribing({ token }: { token: string }) {
  const { t } = useLingui();
  const result = useQuery(unsubscribeEmailQueryOptions(token));

  if (result.isPending) return <EmailLinkLoading label={t`Unsubscribing`} />;

  if (result.isError) {
    const code = result.error instanceof ApiError ? result.error.errorCode : '';
    if (code === 'EmailTokenExpired') {
      return (
        <EmailLinkResult tone="warning" icon={<ClockIcon size={36} />} title={<Trans>This link has expired</Trans>}>
          <p>
            <Trans>Use the unsubscribe link in a more recent e-mail from us.</Trans>
          </p>
        </EmailLinkResult>
      );
    }
    if (code === 'EmailTokenInvalid' || code === 'ValidationError') return <InvalidLink />;
    return (
      <EmailLinkFailed
        title={<Trans>You could not be unsubscribed</Trans>}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }

  return (
    <EmailLinkResult tone="success" icon={<MailIcon size={36} />} title={<Trans>You are unsubscribed</Trans>}>
      <p>
        <Trans>
          We will not send e-mails to <strong>{result.data.email}</strong> any more.
        </Trans>
      </p>
    </EmailLinkResult>
  );
}

function InvalidLink() {
  return (
    <EmailLinkResult tone="danger" icon={<AlertIcon size={36} />} title={<Trans>This link is not valid</Trans>}>
      <p>
        <Trans>It may have been copied only in part. Please open the unsubscribe link from the e-mail again.</Trans>
      </p>
    </EmailLinkResult>
  );
}
