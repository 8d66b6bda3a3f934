// The dashboard's reminder that points expire soon (recorded by the expiry job a set number of days
// before): what expires and when, a link to spend them, and a button to hide it for that date.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '@/api/client';
import { loggedInAtom } from '@/api/queries/user-data';
import { CloseIcon, StarIcon } from '@/components/ui/icons';
import { toast } from '@/features/toasts/toast';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { lastDay } from './expiry-day';
import { expiringPointsKey, expiringPointsQueryOptions } from './expiring-points-query';
import styles from './points-expiry.module.css';

export function ExpiryNotice() {
  const { t, i18n } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...expiringPointsQueryOptions(), enabled: loggedIn });
  const notice = data?.notice;
  if (!notice) return null;

  const dismiss = async () => {
    // A reload already on its way would bring the notice back: stop it, hide at once, and reload once the
    // server has recorded the choice.
    await queryClient.cancelQueries({ queryKey: expiringPointsKey });
    queryClient.setQueryData(expiringPointsKey, data ? { ...data, notice: null } : data);
    try {
      await api.post('dismissExpiryNotice', { expires_on: notice.expires_on });
    } catch (error) {
      console.warn('Could not hide the expiry notice', error);
      toast.error(t`The notice could not be hidden. Please try again.`);
    }
    void queryClient.invalidateQueries({ queryKey: expiringPointsKey });
  };
  const day = lastDay(notice.expires_at, i18n.locale);
  return (
    <aside className={styles.notice} aria-labelledby="expiry-notice-title" data-testid="expiry-notice">
      <span className={styles.icon} aria-hidden="true">
        <StarIcon size={20} />
      </span>
      <div className={styles.body}>
        <h2 id="expiry-notice-title" className={styles.title}>
          <Plural value={notice.points} one={`# point expires after ${day}`} other={`# points expire after ${day}`} />
        </h2>
        <p className={styles.text}>
          <Trans>Spend them on a prize before then, or they are gone.</Trans>
        </p>
        <Link to="/$lang/prizes" params={{ lang }} className={styles.cta}>
          <Trans>Choose a prize</Trans>
        </Link>
      </div>
      <button type="button" className={styles.dismiss} onClick={() => void dismiss()} aria-label={t`Hide this reminder`}>
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
