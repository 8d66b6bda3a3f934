// Where in the tab's history the sign-in pages began. Signing in goes back to that entry, whose
// public-only guard replaces it with the page the member wanted (redirectTo) or the dashboard, so
// the sign-in steps leave no trace and Back goes where the member came from.
import { getRouter } from '@/lib/router-instance';

let entryIndex: number | null = null;

export function historyIndex(): number | null {
  // The server's render of a sign-in page has no tab history.
  if (typeof window === 'undefined') return null;
  const index: unknown = getRouter().history.location.state.__TSR_index;
  return typeof index === 'number' ? index : null;
}

/** The public layout was entered (the first sign-in page of this visit). */
export function noteSignInEntry() {
  entryIndex = historyIndex();
}

/** The public layout was left. */
export function forgetSignInEntry() {
  entryIndex = null;
}

/** How many history steps back the first sign-in page is (0 when it is the current page or unknown). */
export function stepsBackToSignInEntry(): number {
  const current = historyIndex();
  if (entryIndex === null || current === null || current <= entryIndex) return 0;
  return current - entryIndex;
}
