// The console's pages under /admin, on TanStack Router as the customer app's are: code-based routes (a few
// dozen pages, each named once with who may open it), plain string queries as the filters write them.
import { createRoute, createRouter, Navigate } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from '../../src/lib/search-params';
import { AuditPage } from './pages/audit-page';
import { catalogueRoutes } from './pages/catalogue/routes';
import { challengeRoutes } from './pages/challenges/routes';
import { ImportPage } from './pages/import/import-page';
import { MemberPage } from './pages/member-page';
import { MembersPage } from './pages/members/members-page';
import { NewsEditPage } from './pages/news/news-edit-page';
import { NewsListPage } from './pages/news/news-list-page';
import { OverviewPage } from './pages/overview/overview-page';
import { ReportsPage } from './pages/reports/reports-page';
import { SegmentsPage } from './pages/segments/segments-page';
import { SettingsPage } from './pages/settings/settings-page';
import { AccountPage } from './pages/staff/account-page';
import { SetPasswordPage } from './pages/staff/set-password-page';
import { StaffPage } from './pages/staff/staff-page';
import { TierEditPage } from './pages/tiers/tier-edit-page';
import { TiersPage } from './pages/tiers/tiers-page';
import { TillPage } from './pages/till-page';
import { EndpointPage } from './pages/webhooks/endpoint-page';
import { WebhooksPage } from './pages/webhooks/webhooks-page';
import { HOME, type Access } from './routes/access';
import { digitsOnly, plainSearch } from './routes/params';
import { rootRoute } from './routes/root';
import { useSession } from './session';

const under = () => rootRoute;
const admins = { access: 'admins' } as const;
const editors = { access: 'editors' } as const;

/** /admin/ opens each role's first page. */
function Home() {
  const role = useSession()?.staff.role ?? 'admin';
  return <Navigate to={HOME[role]} replace />;
}

const memberRoute = createRoute({ getParentRoute: under, path: '/members/$id', staticData: admins, beforeLoad: ({ params }) => digitsOnly(params.id), component: Member });
function Member() {
  const { id } = memberRoute.useParams();
  return <MemberPage key={id} id={Number(id)} />;
}

const newsItemRoute = createRoute({ getParentRoute: under, path: '/news/$id', staticData: editors, beforeLoad: ({ params }) => digitsOnly(params.id), component: NewsItem });
function NewsItem() {
  const { id } = newsItemRoute.useParams();
  return <NewsEditPage key={id} id={Number(id)} />;
}

const tierRoute = createRoute({ getParentRoute: under, path: '/tiers/$id', staticData: admins, beforeLoad: ({ params }) => digitsOnly(params.id), component: Tier });
function Tier() {
  const { id } = tierRoute.useParams();
  return <TierEditPage key={id} id={Number(id)} />;
}

const endpointRoute = createRoute({ getParentRoute: under, path: '/webhooks/$id', staticData: admins, beforeLoad: ({ params }) => digitsOnly(params.id), component: Endpoint });
function Endpoint() {
  const { id } = endpointRoute.useParams();
  return <EndpointPage key={id} id={Number(id)} />;
}

const homeRoute = createRoute({ getParentRoute: under, path: '/', component: Home });
const setPasswordRoute = createRoute({ getParentRoute: under, path: '/set-password', staticData: { access: 'anyone' }, validateSearch: plainSearch, component: SetPasswordPage });
const accountRoute = createRoute({ getParentRoute: under, path: '/account', component: AccountPage });
const tillRoute = createRoute({ getParentRoute: under, path: '/till', staticData: { access: 'till' }, component: TillPage });
const newsRoute = createRoute({ getParentRoute: under, path: '/news', staticData: editors, component: NewsListPage });
const newsNewRoute = createRoute({ getParentRoute: under, path: '/news/new', staticData: editors, component: () => <NewsEditPage id={null} /> });
const segmentsRoute = createRoute({ getParentRoute: under, path: '/segments', staticData: editors, component: SegmentsPage });
const membersRoute = createRoute({ getParentRoute: under, path: '/members', staticData: admins, validateSearch: plainSearch, component: MembersPage });
const importRoute = createRoute({ getParentRoute: under, path: '/import', staticData: admins, component: ImportPage });
const auditRoute = createRoute({ getParentRoute: under, path: '/audit', staticData: admins, validateSearch: plainSearch, component: AuditPage });
const staffRoute = createRoute({ getParentRoute: under, path: '/staff', staticData: admins, component: StaffPage });
const overviewRoute = createRoute({ getParentRoute: under, path: '/overview', staticData: admins, validateSearch: plainSearch, component: OverviewPage });
const reportsRoute = createRoute({ getParentRoute: under, path: '/reports', staticData: admins, validateSearch: plainSearch, component: ReportsPage });
const settingsRoute = createRoute({ getParentRoute: under, path: '/settings', staticData: admins, component: SettingsPage });
const tiersRoute = createRoute({ getParentRoute: under, path: '/tiers', staticData: admins, component: TiersPage });
const tiersNewRoute = createRoute({ getParentRoute: under, path: '/tiers/new', staticData: admins, component: () => <TierEditPage id={null} /> });
const webhooksRoute = createRoute({ getParentRoute: under, path: '/webhooks', staticData: admins, component: WebhooksPage });

// Each route is a constant of its own: written inline here, their paths would lose their literal types.
const routeTree = rootRoute.addChildren([
  homeRoute,
  setPasswordRoute,
  accountRoute,
  tillRoute,
  ...catalogueRoutes,
  ...challengeRoutes,
  newsRoute,
  newsNewRoute,
  newsItemRoute,
  segmentsRoute,
  membersRoute,
  memberRoute,
  importRoute,
  auditRoute,
  staffRoute,
  overviewRoute,
  reportsRoute,
  settingsRoute,
  tiersRoute,
  tiersNewRoute,
  tierRoute,
  webhooksRoute,
  endpointRoute,
]);

export const router = createRouter({
  routeTree,
  basepath: '/admin',
  parseSearch: parsePlainSearch,
  stringifySearch: stringifyPlainSearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    access?: Access;
  }
}
