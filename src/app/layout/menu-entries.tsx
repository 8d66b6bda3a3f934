// The main menu's possible entries (docs/product.md section 2, Main menu) and the settings' order of them.
import type { MainMenuEntry, Settings } from '@contract';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { GiftIcon, HelpIcon, HistoryIcon, HomeIcon, NewsIcon, UserIcon } from '@/components/ui/icons';
import { type IconProps } from '@/components/ui/icon';

export type MenuPath = '/$lang/dashboard' | '/$lang/history' | '/$lang/prizes' | '/$lang/profile' | '/$lang/help' | '/$lang/news';

export interface MenuEntryDef {
  key: MainMenuEntry;
  to: MenuPath;
  label: MessageDescriptor;
  Icon: ComponentType<IconProps>;
}

export const MENU_ENTRIES: Record<MainMenuEntry, MenuEntryDef> = {
  dashboard: { key: 'dashboard', to: '/$lang/dashboard', label: msg`Challenges`, Icon: HomeIcon },
  history: { key: 'history', to: '/$lang/history', label: msg`History`, Icon: HistoryIcon },
  prizes: { key: 'prizes', to: '/$lang/prizes', label: msg`Prizes`, Icon: GiftIcon },
  profile: { key: 'profile', to: '/$lang/profile', label: msg`Profile`, Icon: UserIcon },
  help: { key: 'help', to: '/$lang/help', label: msg`Help`, Icon: HelpIcon },
  news: { key: 'news', to: '/$lang/news', label: msg`News`, Icon: NewsIcon },
};

/** The settings' order for the device, unknown and repeated keys dropped, news only when enabled. */
export function menuOrder(settings: Settings | null, mobile: boolean): MenuEntryDef[] {
  if (!settings) return [];
  const order = mobile ? settings.ui.mainMenuOrderMobile : settings.ui.mainMenuOrderDesktop;
  const seen = new Set<string>();
  const result: MenuEntryDef[] = [];
  for (const key of order) {
    const entry = MENU_ENTRIES[key];
    if (!entry || seen.has(key) || (key === 'news' && !settings.newsEnabled)) continue;
    seen.add(key);
    result.push(entry);
  }
  return result;
}
