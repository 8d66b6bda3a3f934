// prizes/reward/{rewardId}: the code to show at a till (text, barcode or QR code per code_media),
// copy, full-screen high-contrast mode, valid-till date and mark as used.
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/api/client';
import type { Reward } from '@contract/economy';
import { Button } from '@/components/ui/button';
import { BackLink } from '@/components/ui/back-link';
import { CheckIcon, ExpandIcon } from '@/components/ui/icons';
import { CalendarIcon } from '@/components/ui/status-icons';
import page from '@/components/ui/page.module.css';
import { LoadFailedText } from '@/components/ui/load-failed-text';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/i18n/format';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { rewardQueryOptions } from '@/api/queries/rewards';
import { isSquareSymbol } from '@/components/code/barcode-types';
import { enterFullscreen, FullscreenCode } from './code/fullscreen-code';
import { RewardCode } from './code/reward-code';
import styles from './components/rewards.module.css';
import { useMarkUsed } from './components/use-mark-used';

export function RewardScreen({ rewardId }: { rewardId: number }) {
  const lang = useAtomValue(currentLanguageAtom);
  const reward = useQuery(rewardQueryOptions(rewardId, lang, useQueryClient()));
  return (
    <div className={`${page.page} ${styles.page}`}>
      <BackLink to="/$lang/prizes/rewards" params={{ lang }} className={styles.back}>
        <Trans>My rewards</Trans>
      </BackLink>
      {/* A code at hand is shown even when bringing it up to date failed: the till needs it now. */}
      {reward.data ? (
        <RewardDetail reward={reward.data} />
      ) : reward.isPending ? (
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      ) : (
        <div className={page.notice} role="alert">
          {reward.error instanceof ApiError && reward.error.status === 404 ? (
            <p className={page.noticeTitle}>
              <Trans>This reward was not found</Trans>
            </p>
          ) : (
            <>
              <LoadFailedText error={reward.error} titleClassName={page.noticeTitle} />
              <Button variant="secondary" size="sm" onClick={() => void reward.refetch()} loading={reward.isFetching}>
                <Trans>Retry</Trans>
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function RewardDetail({ reward }: { reward: Reward }) {
  const [fullscreen, setFullscreen] = useState(false);
  const { markUsed, busy } = useMarkUsed(reward);
  // When the page opened is "now" enough for a validity measured in days.
  const [openedAt] = useState(() => Date.now());
  const expired = reward.valid_till !== null && new Date(reward.valid_till).getTime() < openedAt;
  const usable = !reward.used && !expired;

  return (
    <article className={styles.ticket} aria-labelledby="reward-title">
      <header className={styles.ticketHead}>
        {reward.image_id ? <img src={imageUrl(reward.image_id, 100, 100)} alt="" width={100} height={100} className={styles.thumb} /> : null}
        <div className={styles.ticketTitle}>
          <h1 id="reward-title" className={styles.title}>
            {reward.name}
          </h1>
          <Validity reward={reward} expired={expired} />
        </div>
      </header>

      <div className={styles.codeArea}>
        {usable ? (
          <p className={styles.instruction}>
            {reward.code_media === 'code' ? (
              <Trans>Show or say this code at the till.</Trans>
            ) : isSquareSymbol(reward.barcode_type) ? (
              <Trans>Let the cashier scan this QR code.</Trans>
            ) : (
              <Trans>Let the cashier scan this barcode.</Trans>
            )}
          </p>
        ) : null}
        <RewardCode reward={reward} dimmed={!usable} />
      </div>

      {usable ? (
        <div className={styles.actions}>
          <Button size="lg" icon={<ExpandIcon size={20} />} onClick={() => {
              enterFullscreen();
              setFullscreen(true);
            }}>
            <Trans>Show full screen</Trans>
          </Button>
          <Button size="lg" variant="ghost" icon={<CheckIcon size={20} />} loading={busy} onClick={() => void markUsed()}>
            <Trans>Mark as used</Trans>
          </Button>
        </div>
      ) : null}
      {fullscreen ? <FullscreenCode reward={reward} onClose={() => setFullscreen(false)} /> : null}
    </article>
  );
}

function Validity({ reward, expired }: { reward: Reward; expired: boolean }) {
  if (reward.used) {
    const when = reward.used_at ? formatDate(reward.used_at) : '';
    return (
      <p className={styles.status} data-tone="used">
        <CheckIcon size={16} />
        {when ? <Trans>Used on {when}</Trans> : <Trans>Used</Trans>}
      </p>
    );
  }
  if (!reward.valid_till) return null;
  const till = formatDate(reward.valid_till);
  return (
    <p className={styles.status} data-tone={expired ? 'expired' : 'valid'}>
      <CalendarIcon size={16} />
      {expired ? <Trans>Expired on {till}</Trans> : <Trans>Valid until {till}</Trans>}
    </p>
  );
}
