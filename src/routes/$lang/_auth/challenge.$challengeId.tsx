import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';
import { startQueries } from '@/app/route-data';
import { challengeQueryOptions } from '@/features/challenges/api/get-user-challenge';
import { ChallengeScreen } from '@/features/challenges/challenge-screen';

export const Route = createFileRoute('/$lang/_auth/challenge/$challengeId')({
  params: {
    parse: (raw) => digitParams('challengeId')(raw),
    stringify: ({ challengeId }) => ({ challengeId: String(challengeId) }),
  },
  staticData: { title: msg`Challenge`, routeName: 'challenge', hideMobileMenu: true },
  loader: ({ params: { lang, challengeId }, context: { queryClient } }) =>
    startQueries(queryClient.ensureQueryData(challengeQueryOptions(challengeId, lang, queryClient))),
  component: Challenge,
});

function Challenge() {
  const { challengeId } = Route.useParams();
  return <ChallengeScreen challengeId={challengeId} />;
}
