// The console's pages under /admin, on TanStack Router as the customer app's are: code-based routes (a few
// dozen pages, each named once with who may open it), plain string queries as the filters write them.
import { createRoute, createRouter, lazyRouteComponent, Navigate } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from '../../src/lib/search-params';
import { catalogueRoutes } from './pages/catalogue/routes';
import { challengeRoutes } from './pages/challenges/routes';
import { FOR_ADMINS, FOR_EDITORS, HOME, type Access } from './routes/access';
import { digitsOnly, pageOfId, plainSearch } from './routes/params';
import { Loading, rootRoute } from './routes/root';
import { useSession } from './session';

// Each page is a chunk of its own, loaded when it opens (or when a link to it is pointed at): a till on a
// phone or a member's page does not wait for the charts, the importer or the contract's schemas.
const AuditPage = lazyRouteComponent(() => import('./pages/audit-page'), 'AuditPage');
const ImportPage = lazyRouteComponent(() => import('./pages/import/import-page'), 'ImportPage');
const MemberPage = lazyRouteComponent(() => import('./pages/member-page'), 'MemberPage');
const MembersPage = lazyRouteComponent(() => import('./pages/members/members-page'), 'MembersPage');
const NewsEditPage = lazyRouteComponent(() => import('./pages/news/news-edit-page'), 'NewsEditPage');
const NewsListPage = lazyRouteComponent(() => import('./pages/news/news-list-page'), 'NewsListPage');
const OverviewPage = lazyRouteComponent(() => import('./pages/overview/overview-page'), 'OverviewPage');
const ReportsPage = lazyRouteComponent(() => import('./pages/reports/reports-page'), 'ReportsPage');
const SegmentsPage = lazyRouteComponent(() => import('./pages/segments/segments-page'), 'SegmentsPage');
const SettingsPage = lazyRouteComponent(() => import('./pages/settings/settings-page'), 'SettingsPage');
const AccountPage = lazyRouteComponent(() => import('./pages/staff/account-page'), 'AccountPage');
const SetPasswordPage = lazyRouteComponent(() => import('./pages/staff/set-password-page'), 'SetPasswordPage');
const StaffPage = lazyRouteComponent(() => import('./pages/staff/staff-page'), 'StaffPage');
const TierEditPage = lazyRouteComponent(() => import('./pages/tiers/tier-edit-page'), 'TierEditPage');
const TiersPage = lazyRouteComponent(() => import('./pages/tiers/tiers-page'), 'TiersPage');
const TillPage = lazyRouteComponent(() => import('./pages/till-page'), 'TillPage');
const EndpointPage = lazyRouteComponent(() => import('./pages/webhooks/endpoint-page'), 'EndpointPage');
const WebhooksPage = lazyRouteComponent(() => import('./pages/webhooks/webhooks-page'), 'WebhooksPage');

const under = () => rootRoute;

/** /admin/ opens each role's first page. */
function Home() {
  const role = useSession()?.staff.role ?? 'admin';
  return <Navigate to={HOME[role]} replace />;
}

const memberRoute = createRoute({ getParentRoute: under, path: '/members/$id', staticData: FOR_ADMINS, beforeLoad: ({ params }) => digitsOnly(params.id), component: pageOfId(MemberPage) });
const newsItemRoute = createRoute({ getParentRoute: under, path: '/news/$id', staticData: FOR_EDITORS, beforeLoad: ({ params }) => digitsOnly(params.id), component: pageOfId(NewsEditPage) });
const tierRoute = createRoute({ getParentRoute: under, path: '/tiers/$id', staticData: FOR_ADMINS, beforeLoad: ({ params }) => digitsOnly(params.id), component: pageOfId(TierEditPage) });
const endpointRoute = createRoute({ getParentRoute: under, path: '/webhooks/$id', staticData: FOR_ADMINS, beforeLoad: ({ params }) => digitsOnly(params.id), component: pageOfId(EndpointPage) });
const homeRoute = createRoute({ getParentRoute: under, path: '/', component: Home });
const setPasswordRoute = createRoute({ getParentRoute: under, path: '/set-password', staticData: { access: 'anyone' }, validateSearch: plainSearch, component: SetPasswordPage });
const accountRoute = createRoute({ getParentRoute: under, path: '/account', component: AccountPage });
const tillRoute = createRoute({ getParentRoute: under, path: '/till', staticData: { access: 'till' }, component: TillPage });
const newsRoute = createRoute({ getParentRoute: under, path: '/news', staticData: FOR_EDITORS, component: NewsListPage });
const newsNewRoute = createRoute({ getParentRoute: under, path: '/news/new', staticData: FOR_EDITORS, component: () => <NewsEditPage id={null} /> });
const segmentsRoute = createRoute({ getParentRoute: under, path: '/segments', staticData: FOR_EDITORS, component: SegmentsPage });
const membersRoute = createRoute({ getParentRoute: under, path: '/members', staticData: FOR_ADMINS, validateSearch: plainSearch, component: MembersPage });
const importRoute = createRoute({ getParentRoute: under, path: '/import', staticData: FOR_ADMINS, component: ImportPage });
const auditRoute = createRoute({ getParentRoute: under, path: '/audit', staticData: FOR_ADMINS, validateSearch: plainSearch, component: AuditPage });
const staffRoute = createRoute({ getParentRoute: under, path: '/staff', staticData: FOR_ADMINS, component: StaffPage });
const overviewRoute = createRoute({ getParentRoute: under, path: '/overview', staticData: FOR_ADMINS, validateSearch: plainSearch, component: OverviewPage });
const reportsRoute = createRoute({ getParentRoute: under, path: '/reports', staticData: FOR_ADMINS, validateSearch: plainSearch, component: ReportsPage });
const settingsRoute = createRoute({ getParentRoute: under, path: '/settings', staticData: FOR_ADMINS, component: SettingsPage });
const tiersRoute = createRoute({ getParentRoute: under, path: '/tiers', staticData: FOR_ADMINS, component: TiersPage });
const tiersNewRoute = createRoute({ getParentRoute: under, path: '/tiers/new', staticData: FOR_ADMINS, component: () => <TierEditPage id={null} /> });
const webhooksRoute = createRoute({ getParentRoute: under, path: '/webhooks', staticData: FOR_ADMINS, component: WebhooksPage });

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
  defaultPreload: 'intent',
  // Shown while a page's chunk loads.
  defaultPendingComponent: Loading,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    access?: Access;
  }
}
