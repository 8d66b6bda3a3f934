// The frame of every signed-in page: skip link, navigation by role, language, who is signed in, log-out.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { send } from './api';
import { activate, LANGUAGES, type Language } from './i18n';
import { useCatalogueNav } from './pages/catalogue/catalogue-nav';
import type { ConsolePath } from './routes/paths';
import { session, type StaffMember } from './session';

function Navigation({ staff }: { staff: StaffMember }) {
  const { t } = useLingui();
  const catalogue = useCatalogueNav();
  const admin = staff.role === 'admin';
  // On a narrow screen the sections fold behind a Menu button, so each page starts near the top.
  // Opened on one page, it is closed on the next (and by a link to the page it is on).
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  if (!admin && staff.role !== 'editor') return null;
  // A section's link is marked as the current page on every page below it (TanStack Router's aria-current).
  const items: { to: ConsolePath; label: string; current?: boolean; admin: boolean }[] = [
    { to: '/overview', label: t`Overview`, admin: true },
    { to: '/reports', label: t`Reports`, admin: true },
    { to: '/members', label: t`Members`, admin: true },
    { to: '/challenges', label: t`Challenges`, admin: false },
    { to: '/news', label: t`News`, admin: false },
    { to: '/segments', label: t`Segments`, admin: false },
    ...catalogue.map((item) => ({ ...item, admin: false })),
    { to: '/tiers', label: t`Tiers`, admin: true },
    { to: '/settings', label: t`Settings`, admin: true },
    { to: '/import', label: t`Import`, admin: true },
    { to: '/staff', label: t`Staff`, admin: true },
    { to: '/webhooks', label: t`Webhooks`, admin: true },
    { to: '/audit', label: t`Audit log`, admin: true },
    { to: '/till', label: t`Till`, admin: true },
  ];
  return (
    <nav aria-label={t`Console`} data-open={open || undefined}>
      <button ref={toggle} type="button" className="secondary menu-toggle" aria-expanded={open} aria-controls="console-sections" onClick={() => setOpenOn(open ? null : path)}>
        <Trans>Menu</Trans>
      </button>
      <ul id="console-sections">
        {items
          .filter((item) => admin || !item.admin)
          .map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={item.current ? 'page' : undefined} onClick={() => setOpenOn(null)}>
                {item.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

export function Layout({ staff, children }: { staff: StaffMember; children: ReactNode }) {
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
        <Navigation staff={staff} />
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
          <Link to="/account" className="account-link">
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
