import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';
import { ChallengeScreen } from '@/features/challenges/challenge-screen';

export const Route = createFileRoute('/$lang/_auth/challenge/$challengeId')({
  params: {
    parse: (raw) => digitParams('challengeId')(raw),
    stringify: ({ challengeId }) => ({ challengeId: String(challengeId) }),
  },
  staticData: { title: msg`Challenge`, routeName: 'challenge', hideMobileMenu: true },
  component: Challenge,
});

function Challenge() {
  const { challengeId } = Route.useParams();
  return <ChallengeScreen challengeId={challengeId} />;
}
