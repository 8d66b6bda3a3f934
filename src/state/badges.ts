// Counters shown on the menu button, the drawer and the menu. The rewards and news features set
// them when they load (unused rewards: getUserActiveRewards; unread news: getUserUnreadNewsQuantity).
import { atom } from '@/state/jotai';

export const unusedRewardsCountAtom = atom(0);
export const unreadNewsCountAtom = atom(0);
