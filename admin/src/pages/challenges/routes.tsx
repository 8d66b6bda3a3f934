// The challenge pages' paths: /challenges, /challenges/new and /challenges/{id}.
import type { ReactNode } from 'react';
import { ChallengeEditorPage } from './ChallengeEditorPage';
import { ChallengesPage } from './ChallengesPage';

export function challengePage(path: string): ReactNode | null {
  if (path === '/challenges') return <ChallengesPage />;
  if (path === '/challenges/new') return <ChallengeEditorPage id={null} />;
  const one = /^\/challenges\/(\d{1,9})$/.exec(path);
  // Keyed by id: a challenge saved as new opens afresh as the stored one.
  return one ? <ChallengeEditorPage key={one[1]} id={Number(one[1])} /> : null;
}
