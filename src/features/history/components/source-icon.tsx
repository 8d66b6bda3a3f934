import type { ReactNode } from 'react';
import { GiftIcon, StarIcon, TrophyIcon, UserIcon, UsersIcon } from '@/components/ui/icons';

const SIZE = 20;

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={SIZE} height={SIZE} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

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
      return (
        <Glyph>
          <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
          <circle cx="7.5" cy="7.5" r="1.5" />
        </Glyph>
      );
    case 'manual_award':
    case 'signup_bonus':
      return <StarIcon size={SIZE} />;
    default:
      return <Glyph>{earned ? <path d="M12 5v14M5 12h14" /> : <path d="M5 12h14" />}</Glyph>;
  }
}
