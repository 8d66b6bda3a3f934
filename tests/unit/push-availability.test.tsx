// @vitest-environment jsdom
// The notification settings say why push cannot reach the member here (the programme sends none, the
// browser cannot show them, the member blocked them) instead of showing switches that do nothing.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationTypesScreen } from '@/features/profile/notification-types-screen';
import { usePushAvailability } from '@/features/push/push-availability';
import { PushUnavailableNotice } from '@/features/push/push-unavailable-notice';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { activateEnglish, makeSettings, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(async () => {}), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

const pushConfig = { firebaseConfig: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' }, vapidKey: 'v' };

/** The notification settings page as its route composes it. */
function Page() {
  const push = usePushAvailability();
  return <NotificationTypesScreen unavailable={push === 'available' ? undefined : <PushUnavailableNotice reason={push} />} />;
}

function browserWithPush(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
}

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 'jwt');
  appStore.set(userDataAtom, makeUser());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notification settings without push', () => {
  it('say the programme sends none when push is not configured, with no switches', () => {
    browserWithPush('granted');
    appStore.set(settingsAtom, makeSettings({ push: null }));
    render(<Page />, { wrapper: Providers });
    expect(screen.getByRole('heading', { name: 'Notifications are not available' })).toBeTruthy();
    expect(screen.getByText(/does not send push notifications/)).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('say the browser cannot show them when it has no Notification API', () => {
    appStore.set(settingsAtom, makeSettings({ push: pushConfig } as never));
    render(<Page />, { wrapper: Providers });
    expect(screen.getByText(/This browser cannot show notifications/)).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('say how to unblock them when the member blocked them', () => {
    browserWithPush('denied');
    appStore.set(settingsAtom, makeSettings({ push: pushConfig } as never));
    render(<Page />, { wrapper: Providers });
    expect(screen.getByRole('heading', { name: 'Notifications are blocked' })).toBeTruthy();
    expect(screen.getByText(/site settings/)).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('show the five switches when push can reach the member', () => {
    browserWithPush('granted');
    appStore.set(settingsAtom, makeSettings({ push: pushConfig } as never));
    render(<Page />, { wrapper: Providers });
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.queryByText(/not available|blocked/)).toBeNull();
  });
});
