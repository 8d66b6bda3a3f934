import { createFileRoute, redirect } from '@tanstack/react-router';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';

// The query rides along: links to the site root may carry ?genericPopup= or ?modal=.
export const Route = createFileRoute('/')({
  beforeLoad: ({ location, context: { store } }) => {
    const page = store.get(loggedInAtom) ? 'dashboard' : 'sign-in';
    throw redirect({ href: `/${store.get(currentLanguageAtom)}/${page}${location.searchStr}`, replace: true });
  },
});
