// email-unsubscribe: opened from the link at the end of our e-mails (?token=...). Opening it changes
// nothing (mail scanners open links); one tap on the button unsubscribes. Mail clients unsubscribe in
// one click through the List-Unsubscribe header instead (server/services/challenges/email-confirmation.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { AlertIcon, ClockIcon } from '@/components/ui/status-icons';
import { errorMessage } from '@/lib/error-messages';
import { unsubscribeEmail, unsubscribeEmailQueryOptions } from './api/email-links';
import { EmailLinkFailed, EmailLinkLoading, EmailLinkResult } from './email-link-screen';
import styles from './email-link.module.css';
import { EmailAddress } from '@/components/ui/email-address';

export function EmailUnsubscribeScreen({ token }: { token?: string }) {
  return token ? <Unsubscribe token={token} /> : <InvalidLink />;
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.errorCode : '');

function Unsubscribe({ token }: { token: string }) {
  const { t } = useLingui();
  const info = useQuery(unsubscribeEmailQueryOptions(token));
  const confirm = useMutation({ mutationFn: () => unsubscribeEmail(token) });

  if (info.isPending) return <EmailLinkLoading label={t`Checking the link`} />;

  const failure = info.error ?? confirm.error;
  const code = codeOf(failure);
  if (code === 'EmailTokenExpired') return <ExpiredLink />;
  if (code === 'EmailTokenInvalid' || code === 'ValidationError') return <InvalidLink />;
  if (info.isError) {
    return <EmailLinkFailed title={<Trans>This link could not be checked</Trans>} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  }

  const email = info.data.email;
  if (info.data.unsubscribed || confirm.isSuccess) {
    return (
      <EmailLinkResult tone="success" icon={<MailIcon size={36} />} title={<Trans>You are unsubscribed</Trans>}>
        <p>
          <Trans>
            We will not send e-mails to <EmailAddress address={email} /> any more.
          </Trans>
        </p>
      </EmailLinkResult>
    );
  }

  return (
    <EmailLinkResult
      tone="info"
      icon={<MailIcon size={36} />}
      title={<Trans>Stop our e-mails?</Trans>}
      action={
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
          <Trans>Yes, unsubscribe</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          Tap the button and we will not send e-mails to <EmailAddress address={email} /> any more.
        </Trans>
      </p>
      {confirm.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(codeOf(confirm.error))}
        </p>
      ) : null}
    </EmailLinkResult>
  );
}

function ExpiredLink() {
  return (
    <EmailLinkResult tone="warning" icon={<ClockIcon size={36} />} title={<Trans>This link has expired</Trans>}>
      <p>
        <Trans>Use the unsubscribe link in a more recent e-mail from us.</Trans>
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
