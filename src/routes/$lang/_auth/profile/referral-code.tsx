import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ReferralCodeScreen } from '@/features/profile/codes/referral-code-screen';

export const Route = createFileRoute('/$lang/_auth/profile/referral-code')({
  staticData: { title: msg`Referral code`, routeName: 'profile-referral-code' },
  component: ReferralCodeScreen,
});
