import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ShareIcon } from '@/components/ui/icons';
import { TrophyBadge } from '@/components/ui/trophy-badge';
import { useChampion } from '@/features/monthly-top/use-champion';
import { toast } from '@/features/toasts/toast';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import styles from './monthly-top-banner.module.css';
import { PathLink } from '@/components/ui/path-link';

async function share(url: string, title: string, copiedText: string) {
  const absolute = new URL(url, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url: absolute, title });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(absolute);
    toast.success(copiedText);
  } catch {
    window.open(absolute, '_blank', 'noopener');
  }
}

/** The monthly-champion congratulation for users in the monthly top, with its share button. */
export function MonthlyTopBanner({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useLingui();
  const user = useAtomValue(userDataAtom);
  const champion = useChampion();
  if (!user?.is_in_monthly_top || !user.monthly_top_url) return null;
  const url = user.monthly_top_url;
  const external = /^https?:/i.test(url);

  return (
    <section className={[styles.banner, compact && styles.compact].filter(Boolean).join(' ')} aria-labelledby="monthly-top-title">
      <TrophyBadge size={compact ? 'sm' : 'lg'} />
      <div className={styles.body}>
        <h2 id="monthly-top-title" className={styles.title}>
          {champion?.title ?? <Trans>You are a monthly champion!</Trans>}
        </h2>
        <p className={styles.text}>
          <PathLink href={url} external={external} replace={Boolean(onNavigate)} onClick={onNavigate} className={styles.link}>
            <Trans>See your champion page</Trans>
          </PathLink>
        </p>
      </div>
      {compact ? null : (
        <Button
          variant="secondary"
          size="sm"
          icon={<ShareIcon size={16} />}
          className={styles.share}
          onClick={() => void share(url, t`I am a monthly champion!`, t`Link copied`)}
        >
          <Trans>Share</Trans>
        </Button>
      )}
    </section>
  );
}
