// The challenge pages' paths: /challenges, /challenges/new and /challenges/{id}. They load on demand
// (they bring the member's widgets along), so signing in and the till stay small.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';

const ChallengesPage = lazy(() => import('./challenges-page').then((m) => ({ default: m.ChallengesPage })));
const ChallengeEditorPage = lazy(() => import('./challenge-editor-page').then((m) => ({ default: m.ChallengeEditorPage })));

const loading = (
  <p role="status">
    <Trans>Loading…</Trans>
  </p>
);

export function challengePage(path: string): ReactNode | null {
  const one = /^\/challenges\/(\d{1,9})$/.exec(path);
  let page: ReactNode = null;
  if (path === '/challenges') page = <ChallengesPage />;
  else if (path === '/challenges/new') page = <ChallengeEditorPage id={null} />;
  // Keyed by id: a challenge saved as new opens afresh as the stored one.
  else if (one) page = <ChallengeEditorPage key={one[1]} id={Number(one[1])} />;
  return page ? <Suspense fallback={loading}>{page}</Suspense> : null;
}
