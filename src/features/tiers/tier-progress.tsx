// The member's tier and the progress to the next (dashboard, profile, My card): the tier's badge and
// name, its multiplier, a bar from this tier's threshold to the next one's and the points still
// needed; the full variant adds the benefits, which points count, and a pending drop.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MemberTier } from '@contract/tiers';
import { formatDate, formatPoints } from '@/i18n/format';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { useMemberTier, useTierUpdates } from './api';
import { TierBadge } from './tier-badge';
import { TierCelebration } from './tier-celebration';
import styles from './tiers.module.css';

interface Props {
  /** full: the dashboard's card (benefits, window, the move-up moment); compact: profile and My card. */
  variant?: 'full' | 'compact';
}

export function TierProgress({ variant = 'compact' }: Props) {
  const lang = useAtomValue(currentLanguageAtom);
  const tier = useMemberTier(lang);
  useTierUpdates();
  if (!tier.data) return null;
  return (
    <section className={styles.card} data-variant={variant} aria-labelledby={`tier-title-${variant}`} data-testid={`tier-${variant}`}>
      {variant === 'full' ? <TierCelebration tier={tier.data} /> : null}
      <TierBody data={tier.data} variant={variant} />
    </section>
  );
}

function TierBody({ data, variant }: { data: MemberTier; variant: 'full' | 'compact' }) {
  const { t, i18n } = useLingui();
  const rank = data.tiers.findIndex((row) => row.id === data.tier.id) + 1;
  const percent = Math.round(data.progress * 100);
  const next = data.next;
  const toNext = data.points_to_next ?? 0;
  const multiplier = i18n.number(data.tier.multiplier, { maximumFractionDigits: 2 });
  const nextName = next?.name ?? '';
  const toKeep = Math.max(0, data.tier.threshold - data.points_in_window);
  const tierName = data.tier.name;
  const dropDate = data.drop_at ? formatDate(data.drop_at, i18n.locale) : '';
  return (
    <>
      <div className={styles.head}>
        <TierBadge tier={data.tier} rank={rank} size={variant === 'full' ? 64 : 48} />
        <div className={styles.who}>
          <p className={styles.label}>
            <Trans>Your tier</Trans>
          </p>
          <h2 id={`tier-title-${variant}`} className={styles.name}>
            {data.tier.name}
          </h2>
        </div>
        {data.tier.multiplier > 1 ? (
          <p className={styles.multiplier}>
            <Trans>×{multiplier} points</Trans>
          </p>
        ) : null}
      </div>
      {next ? (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t`Progress to ${nextName}`}
          >
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.toNext}>
            <Plural value={toNext} one={`# more point to ${nextName}`} other={`# more points to ${nextName}`} />
            <span className={styles.count}>
              {formatPoints(data.points_in_window)} / {formatPoints(next.threshold)}
            </span>
          </p>
        </>
      ) : (
        <p className={styles.toNext}>
          <Trans>You are in the top tier.</Trans>
        </p>
      )}
      {variant === 'full' ? (
        <>
          {data.tier.benefits ? <p className={styles.benefits}>{data.tier.benefits}</p> : null}
          <p className={styles.window}>
            {data.window.kind === 'calendar_year' ? (
              <Trans>Points earned this calendar year count towards your tier.</Trans>
            ) : (
              <Plural value={data.window.days} one="Points earned in the last # day count towards your tier." other="Points earned in the last # days count towards your tier." />
            )}
          </p>
          {data.drop_at ? (
            <p className={styles.drop} role="note">
              <Plural
                value={toKeep}
                one={`Earn # more point by ${dropDate} to keep ${tierName}.`}
                other={`Earn # more points by ${dropDate} to keep ${tierName}.`}
              />
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
