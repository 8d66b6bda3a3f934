import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { PointsValue } from '@/features/points/points-value';
import { usePoints } from '@/features/points/use-points';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { unreadNewsCountAtom } from '@/state/badges';
import styles from './main-menu.module.css';
import { menuOrder, type MenuEntryDef } from './menu-entries';

interface Props {
  variant: 'mobile' | 'desktop';
}

/** Mobile: the fixed bottom tab bar. Desktop: the navigation inside the header. */
export function MainMenu({ variant }: Props) {
  const { t, i18n } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const lang = useAtomValue(currentLanguageAtom);
  const entries = menuOrder(settings, variant === 'mobile');
  if (entries.length === 0) return null;
  return (
    <nav className={variant === 'mobile' ? styles.tabBar : styles.nav} aria-label={t`Main menu`}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.item}>
            <Link to={entry.to} params={{ lang }} className={styles.link} activeProps={{ 'aria-current': 'page' }}>
              <span className={styles.iconWrap}>
                <entry.Icon size={variant === 'mobile' ? 24 : 20} />
                {entry.key === 'news' ? <NewsCount /> : null}
              </span>
              {variant === 'mobile' && entry.key === 'prizes' ? <PrizesPoints entry={entry} /> : <span className={styles.label}>{i18n._(entry.label)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** On mobile the prizes tab shows the points, counting up (docs/product.md section 2, Main menu). */
function PrizesPoints({ entry }: { entry: MenuEntryDef }) {
  const { i18n } = useLingui();
  const { pendingPoints } = usePoints();
  return (
    <span className={`${styles.label} ${styles.points}`} data-pending={pendingPoints > 0 || undefined}>
      <span className="visually-hidden">{i18n._(entry.label)}: </span>
      <PointsValue /> <Trans>pts</Trans>
      {pendingPoints > 0 ? (
        <span className="visually-hidden">
          {' '}
          <Plural value={pendingPoints} one="(# waiting to be sent)" other="(# waiting to be sent)" />
        </span>
      ) : null}
    </span>
  );
}

function NewsCount() {
  const unread = useAtomValue(unreadNewsCountAtom);
  if (unread <= 0) return null;
  return (
    <Badge tone="danger" solid className={styles.badge}>
      {unread}
      <span className="visually-hidden">
        <Trans>unread</Trans>
      </span>
    </Badge>
  );
}
