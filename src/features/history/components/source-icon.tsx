// Which icon of the shared set a history entry shows for where its points came from or went.
import { GiftIcon, MinusIcon, PlusIcon, StarIcon, TagIcon, TrophyIcon, UserIcon, UsersIcon } from '@/components/ui/icons';

const SIZE = 20;

/** A picture for where the points came from or went. */
export function SourceIcon({ source, earned }: { source: string; earned: boolean }) {
  switch (source) {
    case 'achievement':
      return <TrophyIcon size={SIZE} />;
    case 'redemption':
      return <GiftIcon size={SIZE} />;
    case 'points_transfer':
      return <UsersIcon size={SIZE} />;
    case 'referral':
      return <UserIcon size={SIZE} />;
    case 'promo_code':
      return <TagIcon size={SIZE} />;
    case 'tier_up':
    case 'tier_down':
      return <TrophyIcon size={SIZE} />;
    case 'manual_award':
    case 'signup_bonus':
    case 'import':
      return <StarIcon size={SIZE} />;
    default:
      return earned ? <PlusIcon size={SIZE} /> : <MinusIcon size={SIZE} />;
  }
}
