import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { InviteLandingScreen } from '@/features/auth/invite/invite-landing-screen';
import { rememberReferralId } from '@/lib/pending-referral';
import { loggedInAtom } from '@/api/queries/user-data';

// An invitation link: the referral id waits in this browser until the invited visitor signs up (a
// signed-in member has it applied on the dashboard). A visitor sees who invites them and what both get.
export const Route = createFileRoute('/$lang/invite/$referralId')({
  staticData: { title: msg`Invitation`, routeName: 'invite', serverRendered: true },
  beforeLoad: ({ params, context: { store } }) => {
    rememberReferralId(params.referralId);
    if (store.get(loggedInAtom)) throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
  component: InvitePage,
});

function InvitePage() {
  const { referralId } = Route.useParams();
  return <InviteLandingScreen key={referralId} referralId={referralId} />;
}
