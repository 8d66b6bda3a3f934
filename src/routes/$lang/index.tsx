import { createFileRoute, redirect } from '@tanstack/react-router';
import { loggedInAtom } from '@/api/queries/user-data';

export const Route = createFileRoute('/$lang/')({
  beforeLoad: ({ params, location, context: { store } }) => {
    const page = store.get(loggedInAtom) ? 'dashboard' : 'sign-in';
    throw redirect({ href: `/${params.lang}/${page}${location.searchStr}`, replace: true });
  },
});
