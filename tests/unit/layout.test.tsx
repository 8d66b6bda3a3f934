// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import type { Settings, UserData } from '@contract';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppLayout } from '@/app/layout/app-layout';
import { MainMenu } from '@/app/layout/main-menu';
import { MOBILE_LOGIN_FOOTER_ROUTES } from '@/app/layout/mobile-login-footer';
import { appStore, Provider } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { pointsKeys } from '@/api/queries/points';
import { isMobileAtom } from '@/state/ui';
import { loadSignedInParts } from '@/app/layout/load-signed-in-parts';
import { makeSettings } from './auth-test-helpers';

/** The tests' programme: every menu entry on, the Aurora brand without pictures. */
function settings(ui: Partial<Settings['ui']> = {}, newsEnabled = true): Settings {
  const base = makeSettings({ newsEnabled });
  return {
    ...base,
    ui: {
      ...base.ui,
      mainMenuOrderMobile: ['dashboard', 'prizes', 'history', 'profile'],
      mainMenuOrderDesktop: ['dashboard', 'history', 'prizes', 'profile', 'help', 'news'],
      ...ui,
    },
    brand: { ...base.brand, name: 'Aurora Rewards', logo_image_id: null, partner_logo_image_ids: [], copyright: '© 2025 Aurora' },
  };
}

const user = { user_initialized: true, name: 'Jonas', surname: 'Petraitis', picture_url: null, is_in_monthly_top: false, monthly_top_url: null } as UserData;

/** A small router whose routes carry the route names the layout reacts to. */
function renderAt(path: string, content: ReactNode, routeName = 'dashboard') {
  const root = createRootRoute({ component: () => <>{content}</> });
  const page = createRoute({ getParentRoute: () => root, path: '$lang/$page', component: () => <p>Page</p>, staticData: { routeName } });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const lang of ['en', 'lt']) queryClient.setQueryData(['menu-items', lang], []);
  queryClient.setQueryData(pointsKeys.balance, 12345);
  queryClient.setQueryData(['user-total-points'], 20000);
  return render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router as never} />
        </I18nProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

beforeAll(async () => {
  // As the boot of a saved session and the signed-in routes' guard do.
  await loadSignedInParts(appStore);
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom lacks it; the router's scroll restoration calls it.
  window.scrollTo = () => {};
});
beforeEach(() => {
  appStore.set(currentLanguageAtom, 'en');
  appStore.set(tokenAtom, null);
  appStore.set(userDataAtom, null);
  appStore.set(isMobileAtom, false);
});
afterEach(cleanup);

const linkTexts = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => a.textContent);

describe('main menu', () => {
  it('follows the desktop order from the settings', async () => {
    appStore.set(settingsAtom, settings({ mainMenuOrderDesktop: ['prizes', 'dashboard', 'help', 'history'] }));
    renderAt('/en/dashboard', <MainMenu variant="desktop" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(linkTexts(nav)).toEqual(['Prizes', 'Challenges', 'Help', 'History']);
    expect(within(nav).getByRole('link', { name: 'Prizes' }).getAttribute('href')).toBe('/en/prizes');
    expect(within(nav).getByRole('link', { name: 'Challenges' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows news only when news is enabled', async () => {
    appStore.set(settingsAtom, settings({ mainMenuOrderDesktop: ['dashboard', 'news', 'profile'] }, false));
    renderAt('/en/dashboard', <MainMenu variant="desktop" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(linkTexts(nav)).toEqual(['Challenges', 'Profile']);
    cleanup();

    appStore.set(settingsAtom, settings({ mainMenuOrderDesktop: ['dashboard', 'news', 'profile'] }, true));
    renderAt('/en/dashboard', <MainMenu variant="desktop" />);
    expect(linkTexts(await screen.findByRole('navigation', { name: 'Main menu' }))).toEqual(['Challenges', 'News', 'Profile']);
  });

  it('on mobile follows the mobile order and shows the points on the prizes entry, ungrouped', async () => {
    appStore.set(settingsAtom, settings({ mainMenuOrderMobile: ['dashboard', 'prizes', 'profile'] }));
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, user);
    renderAt('/en/dashboard', <MainMenu variant="mobile" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/dashboard', '/en/prizes', '/en/profile']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(links[1]!.textContent).toContain('12345');
  });
});

describe('mobile login footer', () => {
  const footerLink = () => screen.queryByRole('link', { name: 'Log in' });

  it('lists exactly the public routes of the spec', () => {
    expect([...MOBILE_LOGIN_FOOTER_ROUTES].sort()).toEqual(
      ['about', 'business', 'help', 'monthly-top-user', 'news', 'news-item', 'privacy-policy', 'terms'].sort(),
    );
  });

  it.each([...MOBILE_LOGIN_FOOTER_ROUTES])('shows on %s for a signed-out mobile visitor', async (routeName) => {
    appStore.set(settingsAtom, settings());
    appStore.set(isMobileAtom, true);
    renderAt('/en/page', <AppLayout><Outlet /></AppLayout>, routeName);
    await screen.findByText('Page');
    expect(footerLink()?.getAttribute('href')).toBe('/en/sign-in');
  });

  it.each(['sign-in', 'dashboard', 'welcome', 'not-found'])('does not show on %s', async (routeName) => {
    appStore.set(settingsAtom, settings());
    appStore.set(isMobileAtom, true);
    renderAt('/en/page', <AppLayout><Outlet /></AppLayout>, routeName);
    await screen.findByText('Page');
    expect(footerLink()).toBeNull();
  });

  it('is hidden on desktop by its stylesheet (the server renders without a viewport)', () => {
    const css = readFileSync('src/app/layout/mobile-login-footer.module.css', 'utf8');
    expect(css.replace(/\s+/g, ' ')).toContain('@media (min-width: 992px) { .footer { display: none; } }');
  });

  it('does not show when signed in', async () => {
    appStore.set(settingsAtom, settings());
    appStore.set(isMobileAtom, true);
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, user);
    renderAt('/en/page', <AppLayout><Outlet /></AppLayout>, 'help');
    await screen.findByText('Page');
    expect(footerLink()).toBeNull();
  });
});

describe('app layout', () => {
  it('signed in on desktop: two columns with the points panel and a greeting', async () => {
    appStore.set(settingsAtom, settings());
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, user);
    renderAt('/en/dashboard', <AppLayout><Outlet /></AppLayout>);
    await screen.findByText('Page');
    // The panel loads lazily after first paint.
    expect(await screen.findByRole('complementary', { name: 'Your summary' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Hello, Jonas Petraitis!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('greets in the Lithuanian vocative', async () => {
    appStore.set(settingsAtom, settings());
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, user);
    appStore.set(currentLanguageAtom, 'lt');
    renderAt('/lt/dashboard', <AppLayout><Outlet /></AppLayout>);
    await screen.findByText('Page');
    expect(screen.getByText('Hello, Jonai Petraiti!')).toBeTruthy();
  });

  it('signed out: a configured provider gets a header button that starts its sign-in at once', async () => {
    const dialog = { client_id: 'c', dialog_url: 'https://accounts.example/auth', scope: 'openid', response_mode: 'query' as const };
    appStore.set(settingsAtom, { ...settings(), social: { google: dialog } });
    renderAt('/en/help', <AppLayout><Outlet /></AppLayout>, 'help');
    await screen.findByText('Page');
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).toBeNull();
    const asked: unknown[] = [];
    const listen = (event: Event) => asked.push((event as CustomEvent).detail);
    window.addEventListener('social-sign-in', listen);
    act(() => screen.getByRole('button', { name: 'Sign in with Google' }).click());
    window.removeEventListener('social-sign-in', listen);
    expect(asked).toEqual([{ provider: 'google' }]);
  });

  it('signed out: one column, the login area and the language links', async () => {
    appStore.set(settingsAtom, settings());
    renderAt('/en/help', <AppLayout><Outlet /></AppLayout>, 'help');
    await screen.findByText('Page');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with phone' }).getAttribute('href')).toBe('/en/phone-login');
    // No customer login page to go to: no button (it used to loop between the dashboard and sign-in).
    expect(screen.queryByRole('link', { name: 'Customer login' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Language' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['English', 'Lietuvių']);
  });

  it.each(['phone-login', 'registration', 'sms-code', 'waitlist-invitation'])('leaves the login area out of the sign-in step %s', async (routeName) => {
    appStore.set(settingsAtom, settings());
    renderAt('/en/page', <AppLayout><Outlet /></AppLayout>, routeName);
    await screen.findByText('Page');
    expect(screen.queryByRole('link', { name: 'Log in with phone' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Customer login' })).toBeNull();
  });

  it('on the sign-in page keeps only an external customer login', async () => {
    appStore.set(settingsAtom, settings());
    renderAt('/en/sign-in', <AppLayout><Outlet /></AppLayout>, 'sign-in');
    await screen.findByText('Page');
    expect(screen.queryByRole('link', { name: 'Log in with phone' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Customer login' })).toBeNull();
    cleanup();

    appStore.set(settingsAtom, { ...settings(), customerLoginUrl: 'https://shop.example/login' });
    renderAt('/en/sign-in', <AppLayout><Outlet /></AppLayout>, 'sign-in');
    await screen.findByText('Page');
    expect(screen.queryByRole('link', { name: 'Log in with phone' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Customer login' }).getAttribute('href')).toBe('https://shop.example/login');
  });

  it('leaves the login area out while a token waits for the terms', async () => {
    appStore.set(settingsAtom, settings());
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, { ...user, user_initialized: false });
    renderAt('/en/terms-and-conditions', <AppLayout><Outlet /></AppLayout>, 'terms-and-conditions');
    await screen.findByText('Page');
    expect(screen.queryByRole('link', { name: 'Log in with phone' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Customer login' })).toBeNull();
  });

  it('on a phone greets beside the avatar and shows the top banner on the dashboard only', async () => {
    appStore.set(settingsAtom, { ...settings(), brand: { ...settings().brand, mobile_banner_image_id: 3 } });
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, user);
    appStore.set(isMobileAtom, true);
    const { container } = renderAt('/en/dashboard', <AppLayout><Outlet /></AppLayout>, 'dashboard');
    await screen.findByText('Page');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Hello, Jonas Petraitis!')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/en/profile');
    expect(container.querySelector('img[src^="/image/i.3/"]')).not.toBeNull();
    cleanup();

    const other = renderAt('/en/history', <AppLayout><Outlet /></AppLayout>, 'history');
    await screen.findByText('Page');
    expect(other.container.querySelector('img[src^="/image/i.3/"]')).toBeNull();
  });
});
