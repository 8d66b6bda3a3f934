import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';
import { loadSignedInParts, signedInPartsAtom } from '@/app/layout/load-signed-in-parts';
import { startQueries } from '@/app/route-data';
import { pointsQueryOptions } from '@/api/queries/points';
import { loggedInAtom } from '@/api/queries/user-data';

// Everything a signed-in user owns: visitors are sent to sign-in and brought back afterwards.
export const Route = createFileRoute('/$lang/_auth')({
  beforeLoad: ({ params, location, context: { store } }) => {
    requireLogin({ loggedIn: store.get(loggedInAtom), lang: params.lang, location });
    // The layout's menu and greeting: no signed-in screen shows without them. Once they are in, the
    // guard answers at once, so a navigation between signed-in screens waits for nothing.
    return store.get(signedInPartsAtom) ? undefined : loadSignedInParts(store);
  },
  // Every signed-in page shows the points.
  loader: ({ context: { queryClient } }) => startQueries(queryClient.ensureQueryData(pointsQueryOptions())),
});
