import { createFileRoute } from '@tanstack/react-router';
import { requireSignedOut } from '@/app/guards';
import { forgetSignInEntry, noteSignInEntry } from '@/features/auth/sign-in-entry';
import { loggedInAtom } from '@/api/queries/user-data';

// Sign-in and sign-up pages: a signed-in user has nothing to do here.
export const Route = createFileRoute('/$lang/_public')({
  beforeLoad: ({ params, location, search, context: { store } }) => {
    const redirectTo = (search as Record<string, unknown>).redirectTo;
    requireSignedOut({ loggedIn: store.get(loggedInAtom), lang: params.lang, location, redirectTo });
  },
  onEnter: noteSignInEntry,
  onLeave: forgetSignInEntry,
});
