import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { rememberReferralId } from '@/lib/pending-referral';

// An invitation link: the referral id waits in this browser until the invited user signs up.
export const Route = createFileRoute('/$lang/invite/$referralId')({
  staticData: { title: msg`Invitation`, routeName: 'invite' },
  beforeLoad: ({ params }) => {
    rememberReferralId(params.referralId);
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
