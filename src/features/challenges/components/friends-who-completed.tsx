// Friends who completed this challenge: a few avatars and how many they are (only with friends on).
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@/components/ui/avatar';
import { friendsWhoCompletedQueryOptions } from '../api/get-friends-who-completed';
import styles from './friends-who-completed.module.css';

const SHOWN = 3;

export function FriendsWhoCompleted({ challengeId, enabled }: { challengeId: number; enabled: boolean }) {
  const { t } = useLingui();
  const friends = useQuery({ ...friendsWhoCompletedQueryOptions(challengeId), enabled });
  const data = friends.data;
  if (!data || data.count <= 0) return null;
  const names = data.list.map((f) => f.name).join(', ');
  return (
    <div className={styles.friends} title={names}>
      <span className={styles.avatars} aria-hidden="true">
        {data.list.slice(0, SHOWN).map((friend) => (
          <Avatar key={friend.id} src={friend.picture_url} name={friend.name} size={26} className={styles.avatar} />
        ))}
      </span>
      <span className={styles.count}>
        <Plural value={data.count} one="# friend did this" other="# friends did this" />
      </span>
      <span className="visually-hidden">{t`Friends who completed it: ${names}`}</span>
    </div>
  );
}
