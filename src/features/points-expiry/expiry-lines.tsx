// The points expiring next and the points still pending, as short lines: beside the balance, in the
// history and on My card. Nothing when no points expire and none are pending.
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { loggedInAtom } from '@/api/queries/user-data';
import { useAtomValue } from '@/state/jotai';
import { dayOf, lastDay } from './expiry-day';
import { expiringPointsQueryOptions } from './expiring-points-query';
import styles from './points-expiry.module.css';

export function ExpiryLines({ tone = 'plain' }: { tone?: 'plain' | 'on-colour' }) {
  const { i18n } = useLingui();
  const loggedIn = useAtomValue(loggedInAtom);
  const { data } = useQuery({ ...expiringPointsQueryOptions(), enabled: loggedIn });
  if (!data || (!data.next_expiry && !data.pending)) return null;
  const expiry = data.next_expiry;
  const pending = data.pending;
  const until = expiry ? lastDay(expiry.expires_at, i18n.locale) : '';
  const from = pending ? dayOf(pending.available_at, i18n.locale) : '';
  return (
    <ul className={`${styles.lines} ${tone === 'on-colour' ? styles.onColour : ''}`} data-testid="expiry-lines">
      {expiry ? (
        <li>
          <Plural
            value={expiry.points}
            one={`# point expires after ${until}`}
            other={`# points expire after ${until}`}
          />
        </li>
      ) : null}
      {pending ? (
        <li>
          <Plural
            value={pending.points}
            one={`# point pending: you can spend it from ${from}`}
            other={`# points pending: you can spend them from ${from}`}
          />
        </li>
      ) : null}
    </ul>
  );
}
