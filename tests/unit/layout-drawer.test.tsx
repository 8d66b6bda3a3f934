// @vitest-environment jsdom
import type { Settings, UserData } from '@contract';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout/app-layout';
import { unusedRewardsCountAtom } from '@/state/badges';
import { appStore, Provider } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { pointsKeys } from '@/api/queries/points';
import { drawerOpenAtom, isMobileAtom } from '@/state/ui';
import { loadSignedInParts } from '@/app/layout/load-signed-in-parts';

// The badge count is set by the test; the economy's own upkeep (a server call) stays out of it.
vi.mock('@/app/layout/signed-in-economy', () => ({ SignedInEconomy: () => null }));

const settings = {
  languagesSupported: [
    { key: 'en', name: 'English' },
    { key: 'lt', name: 'Lietuvių' },
  ],
  userFriendsEnabled: true,
  newsEnabled: true,
  registration_type: 'phone',
    phone_country: null,
  facebookUrl: '',
  youtubeUrl: '',
  ui: {
    mainMenuOrderMobile: ['dashboard', 'prizes', 'history', 'profile'],
    mainMenuOrderDesktop: ['dashboard'],
    showUnusedRewardsBadge: true,
    layoutShowSignupButton: false,
    footerForceBottomOnDesktop: false,
  },
  brand: { name: 'Aurora', logo_image_id: null, mobile_banner_image_id: null, social_url: 'https://social.example', video_url: '', copyright: '© Aurora' },
} as unknown as Settings;

const user = { user_initialized: true, name: 'Eglė', surname: 'Petraitė', picture_url: null, is_in_monthly_top: true, monthly_top_url: '/en/monthly-top-user/1/abc' } as UserData;

function renderApp() {
  const root = createRootRoute({
    component: () => (
      <AppLayout>
        <Outlet />
      </AppLayout>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '$lang/$page', component: () => <p>Page</p>, staticData: { routeName: 'dashboard' } });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/en/dashboard'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['menu-items', 'en'], [{ id: 7, title: 'About us', route_name: 'about', url: null }]);
  queryClient.setQueryData(pointsKeys.balance, 220);
  queryClient.setQueryData(['user-total-points'], 330);
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router as never} />
        </I18nProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

beforeAll(async () => {
  // As the boot of a saved session and the signed-in routes' guard do.
  await loadSignedInParts(appStore);
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  window.scrollTo = () => {};
});
beforeEach(() => {
  appStore.set(settingsAtom, settings);
  appStore.set(currentLanguageAtom, 'en');
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, user);
  appStore.set(isMobileAtom, true);
  appStore.set(drawerOpenAtom, false);
  appStore.set(unusedRewardsCountAtom, 3);
});
afterEach(cleanup);

describe('side drawer', () => {
  it('opens on the open-side-menu event with the signed-in entries, minus those of the tab bar', async () => {
    renderApp();
    await screen.findByText('Page');
    act(() => {
      window.dispatchEvent(new Event('open-side-menu'));
    });
    // The drawer's chunk loads lazily; a busy machine can take over a second.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['My rewards3', 'My card', 'Leaderboard', 'Help', 'News', 'About us']);
    expect(within(drawer).getByRole('link', { name: /Eglė Petraitė/ }).getAttribute('href')).toBe('/en/profile');
    expect(within(nav).getByRole('link', { name: 'My card' }).getAttribute('href')).toBe('/en/profile/card');
    expect(within(drawer).getByText('You are a monthly champion!')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Follow us' }).getAttribute('href')).toBe('https://social.example');
    expect(within(drawer).getByText('© Aurora')).toBeTruthy();
    expect(within(drawer).getAllByRole('button', { name: /English|Lietuvių/ })).toHaveLength(2);
  });

  it('the menu button shows the unused rewards badge and opens the drawer; back closes it', async () => {
    const router = renderApp();
    await screen.findByText('Page');
    fireEvent.click(screen.getByRole('button', { name: 'Menu, 3 new' }));
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    act(() => router.history.back());
    await waitFor(() => expect(appStore.get(drawerOpenAtom)).toBe(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(router.state.location.pathname).toBe('/en/dashboard');
  });

  it('Escape closes it and steps back over its history entry', async () => {
    const router = renderApp();
    await screen.findByText('Page');
    const before = router.history.length;
    const menuButton = screen.getByRole('button', { name: /^Menu/ });
    act(() => appStore.set(drawerOpenAtom, true));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(router.history.length).toBe(before + 1);
    // While it is open the page behind it is inert: no Tab stop, nothing a screen reader reaches.
    expect(menuButton.closest('[inert]')).not.toBeNull();
    expect(drawer.closest('[inert]')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(router.history.location.state).not.toHaveProperty('sideDrawer');
    expect(menuButton.closest('[inert]')).toBeNull();
  });
});
