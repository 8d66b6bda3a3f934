// The frame of every signed-in page: skip link, navigation by role, language, who is signed in, log-out.
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { send } from './api';
import { activate, LANGUAGES, type Language } from './i18n';
import { useCatalogueNav } from './pages/catalogue/routes';
import { session, type StaffMember } from './session';
import { Link } from './ui/link';

function Navigation({ staff, path }: { staff: StaffMember; path: string }) {
  const { t } = useLingui();
  const catalogue = useCatalogueNav(path);
  const admin = staff.role === 'admin';
  if (!admin && staff.role !== 'editor') return null;
  const items = [
    ...[
      { to: '/overview', label: t`Overview`, current: path === '/overview', admin: true },
      { to: '/reports', label: t`Reports`, current: path === '/reports', admin: true },
      { to: '/members', label: t`Members`, current: (admin && path === '/') || path.startsWith('/members'), admin: true },
      { to: '/challenges', label: t`Challenges`, current: path.startsWith('/challenges') || (!admin && path === '/'), admin: false },
      { to: '/news', label: t`News`, current: path.startsWith('/news'), admin: false },
      { to: '/segments', label: t`Segments`, current: path === '/segments', admin: false },
    ],
    ...catalogue.map((item) => ({ ...item, admin: false })),
    ...[
      { to: '/tiers', label: t`Tiers`, current: path.startsWith('/tiers'), admin: true },
      { to: '/settings', label: t`Settings`, current: path === '/settings', admin: true },
      { to: '/import', label: t`Import`, current: path === '/import', admin: true },
      { to: '/staff', label: t`Staff`, current: path === '/staff', admin: true },
      { to: '/webhooks', label: t`Webhooks`, current: path.startsWith('/webhooks'), admin: true },
      { to: '/audit', label: t`Audit log`, current: path === '/audit', admin: true },
      { to: '/till', label: t`Till`, current: path === '/till', admin: true },
    ],
  ].filter((item) => admin || !item.admin);
  return (
    <nav aria-label={t`Console`}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} current={item.current}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Layout({ staff, path, children }: { staff: StaffMember; path: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const logOut = async () => {
    await send('POST /logout').catch(() => undefined);
    session.end('logout');
    queryClient.clear();
  };
  const roles = { admin: t`Admin`, editor: t`Editor`, till: t`Till` };
  return (
    <div className={`shell role-${staff.role}`}>
      <a className="skip" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="top">
        <div className="brand-block">
          <p className="brand">
            <Trans>Console</Trans>
          </p>
          <p className="signed-in">
            {staff.name ?? staff.email} · {roles[staff.role]}
          </p>
        </div>
        <Navigation staff={staff} path={path} />
        <div className="who">
          <label className="lang">
            <span className="visually-hidden">
              <Trans>Language</Trans>
            </span>
            <select value={i18n.locale} onChange={(e) => void activate(e.currentTarget.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <Link to="/account" current={path === '/account'} className="account-link">
            <Trans>Your account</Trans>
          </Link>
          <button type="button" className="secondary" onClick={() => void logOut()}>
            <Trans>Log out</Trans>
          </button>
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
