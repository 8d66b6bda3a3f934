// The challenge pages: /challenges, /challenges/new and /challenges/{id}. They load on demand (they bring
// the member's widgets along), so signing in and the till stay small.
import { Trans } from '@lingui/react/macro';
import { createRoute } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { digitsOnly, plainSearch } from '../../routes/params';
import { rootRoute } from '../../routes/root';

const ChallengesPage = lazy(() => import('./challenges-page').then((m) => ({ default: m.ChallengesPage })));
const ChallengeEditorPage = lazy(() => import('./challenge-editor-page').then((m) => ({ default: m.ChallengeEditorPage })));

const loading = (
  <p role="status">
    <Trans>Loading…</Trans>
  </p>
);
const whenLoaded = (page: ReactNode) => <Suspense fallback={loading}>{page}</Suspense>;
const editors = { access: 'editors' } as const;
const under = () => rootRoute;

const challengeRoute = createRoute({
  getParentRoute: under,
  path: '/challenges/$id',
  staticData: editors,
  validateSearch: plainSearch,
  beforeLoad: ({ params }) => digitsOnly(params.id),
  component: Challenge,
});
// Keyed by id: a challenge saved as new opens afresh as the stored one.
function Challenge() {
  const { id } = challengeRoute.useParams();
  return whenLoaded(<ChallengeEditorPage key={id} id={Number(id)} />);
}

export const challengeRoutes = [
  createRoute({ getParentRoute: under, path: '/challenges', staticData: editors, validateSearch: plainSearch, component: () => whenLoaded(<ChallengesPage />) }),
  createRoute({ getParentRoute: under, path: '/challenges/new', staticData: editors, component: () => whenLoaded(<ChallengeEditorPage id={null} />) }),
  challengeRoute,
];
