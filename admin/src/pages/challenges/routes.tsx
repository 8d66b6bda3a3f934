// The challenge pages: /challenges, /challenges/new and /challenges/{id}, each loaded when it opens (the
// editor brings the member's widgets along).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { FOR_EDITORS } from '../../routes/access';
import { digitsOnly, pageOfId, plainSearch } from '../../routes/params';
import { rootRoute } from '../../routes/root';

const ChallengesPage = lazyRouteComponent(() => import('./challenges-page'), 'ChallengesPage');
const ChallengeEditorPage = lazyRouteComponent(() => import('./challenge-editor-page'), 'ChallengeEditorPage');
const under = () => rootRoute;

const challengeRoute = createRoute({
  getParentRoute: under,
  path: '/challenges/$id',
  staticData: FOR_EDITORS,
  validateSearch: plainSearch,
  beforeLoad: ({ params }) => digitsOnly(params.id),
  component: pageOfId(ChallengeEditorPage),
});

export const challengeRoutes = [
  createRoute({ getParentRoute: under, path: '/challenges', staticData: FOR_EDITORS, validateSearch: plainSearch, component: ChallengesPage }),
  createRoute({ getParentRoute: under, path: '/challenges/new', staticData: FOR_EDITORS, component: () => <ChallengeEditorPage id={null} /> }),
  challengeRoute,
];
