// The monthly champion's trophy in its golden disc: the drawer's banner, the dashboard's banner and the
// right panel's monthly top block.
import { TrophyIcon } from './icons';
import styles from './trophy-badge.module.css';

const ICON_SIZE = { sm: 22, md: 24, lg: 26 } as const;

export function TrophyBadge({ size = 'lg' }: { size?: keyof typeof ICON_SIZE }) {
  return (
    <span className={size === 'lg' ? styles.trophy : `${styles.trophy} ${styles[size]}`} aria-hidden="true">
      <TrophyIcon size={ICON_SIZE[size]} />
    </span>
  );
}
