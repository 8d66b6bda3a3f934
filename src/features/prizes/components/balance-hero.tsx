import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CountUp } from '@/components/ui/count-up';
import { ChevronRightIcon, HistoryIcon, StarIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './balance-hero.module.css';

/** The prizes page's head: the points to spend (1 s count-up, no grouping) and where they go. */
export function BalanceHero({ points }: { points: number | undefined }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <section className={styles.hero} aria-labelledby="balance-title">
      <div className={styles.balance}>
        <h2 id="balance-title" className={styles.label}>
          <StarIcon size={18} />
          <Trans>My points</Trans>
        </h2>
        <p className={styles.points}>{points === undefined ? <span className={styles.pending} aria-hidden="true" /> : <CountUp value={points} />}</p>
      </div>
      <nav className={styles.links} aria-label={t`Your points`}>
        <Link to="/$lang/prizes/rewards" params={{ lang }} className={styles.link}>
          <TicketIcon size={20} />
          <span>
            <Trans>My rewards</Trans>
          </span>
          <ChevronRightIcon size={16} className={styles.chevron} />
        </Link>
        <Link to="/$lang/history" params={{ lang }} className={styles.link}>
          <HistoryIcon size={20} />
          <span>
            <Trans>History</Trans>
          </span>
          <ChevronRightIcon size={16} className={styles.chevron} />
        </Link>
        <Link to="/$lang/points-transfer" params={{ lang }} className={styles.link}>
          <UsersIcon size={20} />
          <span>
            <Trans>Send points</Trans>
          </span>
          <ChevronRightIcon size={16} className={styles.chevron} />
        </Link>
      </nav>
    </section>
  );
}
