// The connection strip above the page content (docs/architecture.md (offline)): one wording per state
// (no network; a network that does not answer), saved data promised only where the screen has it,
// and the queued actions: waiting (sent by themselves), or not sent after every try (the member
// tries again or discards them). Signed out it never speaks of saved data: signing in needs the network.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, CloudOffIcon } from '@/components/ui/status-icons';
import { actionLabel } from './action-words';
import styles from './offline-banner.module.css';
import { discardFailed, retryFailed } from './outbox';
import { useOfflineStatus, type OfflineStatus } from './use-offline-status';

function Lead({ status }: { status: OfflineStatus }) {
  const { connection, signedIn, missing } = status;
  if (connection === 'online') return null;
  const lead = connection === 'offline' ? <Trans>You are offline.</Trans> : <Trans>The network is not answering.</Trans>;
  const detail = !signedIn ? (
    <Trans>Signing in needs a connection.</Trans>
  ) : missing ? (
    <Trans>Parts of this page need a connection.</Trans>
  ) : (
    <Trans>Showing saved data.</Trans>
  );
  return (
    <p className={styles.text}>
      {lead} {detail}
    </p>
  );
}

function Waiting({ status }: { status: OfflineStatus }) {
  const { pending, signedIn, connection } = status;
  if (pending === 0) return null;
  return (
    <p className={styles.pending}>
      {!signedIn ? (
        <Plural value={pending} one="# action taken offline will be sent after you sign in again." other="# actions taken offline will be sent after you sign in again." />
      ) : connection === 'online' ? (
        <Plural value={pending} one="# action is not sent yet. Trying again by itself…" other="# actions are not sent yet. Trying again by themselves…" />
      ) : (
        <Plural value={pending} one="# action will be sent when the connection is back." other="# actions will be sent when the connection is back." />
      )}
    </p>
  );
}

function Failed({ status }: { status: OfflineStatus }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!status.signedIn || status.failed.length === 0) return null;
  const labels = status.failed.map((action) => actionLabel(action)).join('; ');
  const act = (run: () => Promise<unknown>) => {
    setBusy(true);
    void run()
      .then(() => queryClient.invalidateQueries())
      .finally(() => setBusy(false));
  };
  return (
    <div className={styles.failed}>
      <p className={styles.failedText}>
        <Plural value={status.failed.length} one="Not sent after several tries:" other="# actions not sent after several tries:" /> {labels}.
      </p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" loading={busy} onClick={() => act(() => retryFailed())}>
          <Trans>Try again</Trans>
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} aria-label={t`Discard the actions not sent`} onClick={() => act(() => discardFailed())}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </div>
  );
}

export function OfflineBanner() {
  const status = useOfflineStatus();
  const failed = status.signedIn && status.failed.length > 0;
  if (status.connection === 'online' && status.pending === 0 && !failed) return null;

  return (
    <div className={styles.banner} role="status" aria-live="polite" data-kind={failed ? 'failed' : status.connection}>
      {failed ? <AlertIcon size={18} /> : <CloudOffIcon size={18} />}
      <div className={styles.body}>
        <Lead status={status} />
        <Waiting status={status} />
        <Failed status={status} />
      </div>
    </div>
  );
}
