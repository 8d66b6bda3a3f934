// Every console page sits under this route: the set-password page of a mailed link opens without a
// session; without one, every other page is the sign-in form; signed in, a page opens in the layout if
// the staff member's role may see it (till accounts are sent to till mode, editors told there is no such page).
import { Trans } from '@lingui/react/macro';
import { createRootRoute, Navigate, Outlet, useMatches } from '@tanstack/react-router';
import { Layout } from '../layout';
import { SignInPage } from '../pages/sign-in-page';
import { useSession, type StaffMember } from '../session';
import { PageTitle } from '../ui/page-title';
import { mayOpen } from './access';

export function Loading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

export function NoSuchPage() {
  return (
    <PageTitle>
      <Trans>There is no such page.</Trans>
    </PageTitle>
  );
}

function Page({ staff }: { staff: StaffMember }) {
  const access = useMatches({ select: (matches) => matches.at(-1)?.staticData.access });
  if (mayOpen(staff.role, access)) return <Outlet />;
  return staff.role === 'till' ? <Navigate to="/till" replace /> : <NoSuchPage />;
}

function ConsoleRoot() {
  const current = useSession();
  const anyone = useMatches({ select: (matches) => matches.at(-1)?.staticData.access === 'anyone' });
  if (anyone) return <Outlet />;
  if (!current) return <SignInPage />;
  return (
    <Layout staff={current.staff}>
      <Page staff={current.staff} />
    </Layout>
  );
}

export const rootRoute = createRootRoute({ component: ConsoleRoot, notFoundComponent: NoSuchPage });
