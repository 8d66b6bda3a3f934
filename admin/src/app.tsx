// Which page shows: the set-password page of a mailed link and sign-in without a session; everyone's own
// account page; till accounts get till mode only; editors the content
// pages; admins every page.
import { Trans } from '@lingui/react/macro';
import { Layout } from './layout';
import { AuditPage } from './pages/audit-page';
import { cataloguePage } from './pages/catalogue/routes';
import { ImportPage } from './pages/import/import-page';
import { MemberPage } from './pages/member-page';
import { MembersPage } from './pages/members/members-page';
import { NewsEditPage } from './pages/news/news-edit-page';
import { NewsListPage } from './pages/news/news-list-page';
import { TierEditPage } from './pages/tiers/tier-edit-page';
import { TiersPage } from './pages/tiers/tiers-page';
import { OverviewPage } from './pages/overview/overview-page';
import { ReportsPage } from './pages/reports/reports-page';
import { SegmentsPage } from './pages/segments/segments-page';
import { SettingsPage } from './pages/settings/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { AccountPage } from './pages/staff/account-page';
import { SetPasswordPage } from './pages/staff/set-password-page';
import { StaffPage } from './pages/staff/staff-page';
import { TillPage } from './pages/till-page';
import { EndpointPage } from './pages/webhooks/endpoint-page';
import { WebhooksPage } from './pages/webhooks/webhooks-page';
import { challengePage } from './pages/challenges/routes';
import { PageTitle } from './ui/page-title';
import { useRoute } from './router';
import { useSession, type StaffMember } from './session';

function Page({ staff, path }: { staff: StaffMember; path: string }) {
  if (path === '/account') return <AccountPage />;
  if (staff.role === 'till') return <TillPage />;
  const catalogue = cataloguePage(path);
  if (catalogue) return catalogue;
  const challenges = challengePage(path);
  if (challenges) return challenges;
  const news = /^\/news\/(new|\d+)$/.exec(path);
  if (news) return <NewsEditPage id={news[1] === 'new' ? null : Number(news[1])} />;
  if (path === '/news') return <NewsListPage />;
  if (path === '/segments') return <SegmentsPage />;
  if (staff.role === 'editor' && path === '/') return challengePage('/challenges');
  if (staff.role === 'editor') return <PageTitle><Trans>There is no such page.</Trans></PageTitle>;
  const member = /^\/members\/(\d+)$/.exec(path);
  if (member) return <MemberPage id={Number(member[1])} />;
  if (path === '/' || path === '/members') return <MembersPage />;
  if (path === '/import') return <ImportPage />;
  if (path === '/audit') return <AuditPage />;
  if (path === '/staff') return <StaffPage />;
  if (path === '/overview') return <OverviewPage />;
  if (path === '/reports') return <ReportsPage />;
  if (path === '/settings') return <SettingsPage />;
  if (path === '/tiers') return <TiersPage />;
  const tier = /^\/tiers\/(new|\d+)$/.exec(path);
  if (tier) return <TierEditPage id={tier[1] === 'new' ? null : Number(tier[1])} />;
  if (path === '/webhooks') return <WebhooksPage />;
  const webhook = /^\/webhooks\/(\d+)$/.exec(path);
  if (webhook) return <EndpointPage id={Number(webhook[1])} />;
  if (path === '/till') return <TillPage />;
  return <PageTitle><Trans>There is no such page.</Trans></PageTitle>;
}

export function App() {
  const current = useSession();
  const { path } = useRoute();
  if (path === '/set-password') return <SetPasswordPage />;
  if (!current) return <SignInPage />;
  return (
    <Layout staff={current.staff} path={path}>
      <Page staff={current.staff} path={path} />
    </Layout>
  );
}
