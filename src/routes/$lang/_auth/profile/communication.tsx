import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';

// Screen arrives with the profile issue; until then the profile menu stands in for it.
export const Route = createFileRoute('/$lang/_auth/profile/communication')({
  staticData: { title: msg`Communication`, routeName: 'profile-communication' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/profile', params: { lang: params.lang }, replace: true });
  },
});
