// The frame of the two e-mail link pages: an icon, a heading, a text and the way on.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/status-icons';
import { Spinner } from '@/components/ui/spinner';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import styles from './email-link.module.css';

export type LinkPageTone = 'info' | 'success' | 'warning' | 'danger';

export function EmailLinkLoading({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Spinner size="lg" label={label} />
      </div>
    </div>
  );
}

export function EmailLinkResult({
  tone,
  icon,
  title,
  children,
  action,
}: {
  tone: LinkPageTone;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} data-tone={tone} aria-labelledby="email-link-title">
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h1 id="email-link-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.text}>{children}</div>
        <div className={styles.actions}>
          {action}
          <HomeLink />
        </div>
      </section>
    </div>
  );
}

/** Our side failed (not the link): say so and offer to try again. */
export function EmailLinkFailed({ title, onRetry, retrying }: { title: ReactNode; onRetry: () => void; retrying: boolean }) {
  return (
    <EmailLinkResult
      tone="danger"
      icon={<AlertIcon size={36} />}
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <p>
        <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
      </p>
    </EmailLinkResult>
  );
}

/** Signed in: on to the challenges; otherwise to sign-in. */
function HomeLink() {
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  return loggedIn ? (
    <Link to="/$lang/dashboard" params={{ lang }} className={buttonClassName({ variant: 'primary' })}>
      <Trans>Go to challenges</Trans>
    </Link>
  ) : (
    <Link to="/$lang/sign-in" params={{ lang }} className={buttonClassName({ variant: 'primary' })}>
      <Trans>Sign in</Trans>
    </Link>
  );
}
