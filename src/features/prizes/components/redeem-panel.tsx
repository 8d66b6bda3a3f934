import { Plural, Trans } from '@lingui/react/macro';
import type { Prize } from '@contract/economy';
import { Button } from '@/components/ui/button';
import { formatPoints } from '@/i18n/format';
import { useOnline } from '@/lib/use-online';
import { useStillWaiting } from '@/lib/use-still-waiting';
import { useRedeemMessage } from './redeem-messages';
import styles from './prize-screen.module.css';
import { useRedeem } from './use-redeem';

/** The balance against the price, the redeem button and what went wrong. */
export function RedeemPanel({ prize, points }: { prize: Prize; points: number | undefined }) {
  const { redeem, busy, problem } = useRedeem(prize);
  const message = useRedeemMessage();
  const online = useOnline();
  const stillWaiting = useStillWaiting(busy);
  const soldOut = prize.items_left !== null && prize.items_left <= 0;
  const missing = points === undefined ? 0 : Math.max(0, prize.value - points);
  const progress = prize.value > 0 && points !== undefined ? Math.min(100, Math.round((points / prize.value) * 100)) : 100;
  const shortBy = formatPoints(missing);
  const balance = formatPoints(points ?? 0);

  if (!prize.redeemable) {
    return (
      <div className={styles.panel}>
        <p className={styles.panelNote}>
          <Trans>This prize cannot be bought with points: it is won by completing challenges.</Trans>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      {soldOut ? (
        <p className={styles.panelNote}>
          <Trans>Everyone wanted this one. New stock may arrive, so check back later.</Trans>
        </p>
      ) : points !== undefined ? (
        <div className={styles.balance}>
          <p className={styles.balanceText}>
            {missing > 0 ? (
              <Trans>
                You have {balance} points. Collect{' '}
                <strong>
                  <Plural value={missing} one={`${shortBy} more point`} other={`${shortBy} more points`} />
                </strong>{' '}
                to redeem this prize.
              </Trans>
            ) : (
              <Plural value={points} one={`You have ${balance} point.`} other={`You have ${balance} points.`} />
            )}
          </p>
          {missing > 0 ? (
            <div className={styles.meter} aria-hidden="true">
              <span style={{ width: `${progress}%` }} />
            </div>
          ) : null}
        </div>
      ) : null}
      <Button size="lg" block loading={busy} disabled={soldOut || missing > 0 || !online} onClick={() => void redeem()}>
        {soldOut ? <Trans>Out of stock</Trans> : <Trans>Redeem</Trans>}
      </Button>
      {stillWaiting ? (
        <p className={styles.panelNote} role="status">
          <Trans>Still waiting for an answer: the connection is slow. We will tell you what happened, and no points are taken twice.</Trans>
        </p>
      ) : !online ? (
        <p className={styles.panelNote} role="status">
          <Trans>Redeeming a prize needs an internet connection.</Trans>
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {message(problem)}
        </p>
      ) : null}
    </div>
  );
}
