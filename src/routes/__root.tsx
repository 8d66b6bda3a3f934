import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppLayout } from '@/app/layout/app-layout';
import type { RouterContext } from '@/app/router';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { useDocumentTitle } from '@/app/shell/use-document-title';
import { restOfCatalog } from '@/i18n/rest-of-catalog';
import { useQueryPopups } from '@/app/shell/use-query-popups';
import { PopupHost } from '@/features/popups/popup-host';
import { ToastHost } from '@/features/toasts/toast-host';
import { optionalString } from '@/lib/search-params';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { useOnceTrue } from '@/lib/use-once-true';

// Signed-in parts: they load once someone is signed in, after the first paint.
const AuthPopups = lazy(() => import('@/features/auth/auth-popups').then((m) => ({ default: m.AuthPopups })));
const SessionWatch = lazy(() => import('@/features/session/session-watch').then((m) => ({ default: m.SessionWatch })));

/** Query parameters any page may carry (docs/product.md section 2). */
export interface RootSearch {
  genericPopup?: string;
  modal?: string;
  /** auth=facebook with code (and state): the return from a Facebook sign-in. */
  auth?: string;
  code?: string;
  state?: string;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch => ({
    genericPopup: optionalString(search.genericPopup),
    modal: optionalString(search.modal),
    auth: optionalString(search.auth),
    code: optionalString(search.code),
    state: optionalString(search.state),
  }),
  // A server-rendered page has only its first screen's messages until the rest of the catalog is in.
  beforeLoad: () => restOfCatalog(),
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  const loggedIn = useAtomValue(loggedInAtom);
  // Both sign-in popups open only for someone signed in; kept once mounted, so one closing after a logout can finish.
  const authPopupsNeeded = useOnceTrue(loggedIn);
  useDocumentTitle();
  useQueryPopups();
  return (
    <>
      <AppLayout>
        <Outlet />
      </AppLayout>
      <PopupHost />
      <ToastHost />
      <Suspense fallback={null}>
        {authPopupsNeeded ? <AuthPopups /> : null}
        {loggedIn ? <SessionWatch /> : null}
      </Suspense>
    </>
  );
}
