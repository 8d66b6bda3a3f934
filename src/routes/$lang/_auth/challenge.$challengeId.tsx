import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';

// Screen arrives with the challenge screen issue; until then the dashboard stands in for it.
export const Route = createFileRoute('/$lang/_auth/challenge/$challengeId')({
  params: {
    parse: (raw) => digitParams('challengeId')(raw),
    stringify: ({ challengeId }) => ({ challengeId: String(challengeId) }),
  },
  staticData: { title: msg`Challenge`, routeName: 'challenge', hideMobileMenu: true },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
