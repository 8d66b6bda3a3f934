import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { MenuIcon } from '@/components/ui/icons';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { drawerOpenAtom } from '@/state/ui';
import { unreadNewsCountAtom, unusedRewardsCountAtom } from '@/state/badges';
import styles from './header.module.css';

/** Opens the side drawer; its badge sums unused rewards and, unless news has a tab, unread news. */
export function DrawerButton() {
  const { t } = useLingui();
  const openDrawer = useSetAtom(drawerOpenAtom);
  const settings = useAtomValue(settingsAtom);
  const unusedRewards = useAtomValue(unusedRewardsCountAtom);
  const unreadNews = useAtomValue(unreadNewsCountAtom);
  const newsInMenu = Boolean(settings?.newsEnabled && settings.ui.mainMenuOrderMobile.includes('news'));
  const count = (settings?.ui.showUnusedRewardsBadge ? unusedRewards : 0) + (settings?.newsEnabled && !newsInMenu ? unreadNews : 0);
  return (
    <button type="button" className={styles.iconButton} onClick={() => openDrawer(true)} aria-label={count > 0 ? t`Menu, ${count} new` : t`Menu`}>
      <MenuIcon />
      {count > 0 ? (
        <Badge tone="danger" solid className={styles.badge} aria-hidden="true">
          {count}
        </Badge>
      ) : null}
    </button>
  );
}
