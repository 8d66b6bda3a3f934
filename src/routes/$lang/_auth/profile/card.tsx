import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { MemberCardScreen } from '@/features/member-card/member-card-screen';
import { ExpiryLines } from '@/features/points-expiry/expiry-lines';
import { TierProgress } from '@/features/tiers/tier-progress';

function MemberCard() {
  return (
    <MemberCardScreen
      details={
        <>
          <TierProgress />
          <ExpiryLines />
        </>
      }
    />
  );
}

export const Route = createFileRoute('/$lang/_auth/profile/card')({
  staticData: { title: msg`My card`, routeName: 'profile-card' },
  component: MemberCard,
});
