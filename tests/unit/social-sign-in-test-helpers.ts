// Shared set-up for the social sign-in tests (social-oauth, social-sign-in-popup, -linking and -facebook-return):
// the mocks behind their vi.mock calls, the providers' dialogs, a popup double and the state each test starts from.
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { SocialDialog } from '@contract';
import { pendingSignInAtom } from '@/features/auth/sign-in-data';
import { socialSignInBusyAtom, socialSignInErrorAtom } from '@/features/auth/social-sign-in-state';
import { appStore } from '@/state/jotai';

export const mocks = {
  post: vi.fn(),
  get: vi.fn(),
  navigate: vi.fn(async () => {}),
  completeSignIn: vi.fn(async () => true),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
};

/**
 * What the test files' vi.mock calls put in place of the api client, the router, the sign-in completion
 * and the toasts. A test file loads this module in vi.hoisted, before its imports: `const { mockedModules } =
 * await vi.hoisted(() => import('./social-sign-in-test-helpers'))`, then `vi.mock('@/features/toasts/toast', () => mockedModules.toast())`.
 * Not `await import(...)` inside a factory: vitest would then give the real modules to all this module loads later.
 */
export const mockedModules = {
  apiClient: async (importOriginal: () => Promise<typeof import('@/api/client')>) => ({
    ...(await importOriginal()),
    api: { post: mocks.post, get: mocks.get },
  }),
  routerInstance: () => ({ getRouter: () => ({ navigate: mocks.navigate }) }),
  completeSignIn: () => ({ completeSignIn: mocks.completeSignIn }),
  toast: () => ({ toast: { error: mocks.toastError, success: mocks.toastSuccess, info: vi.fn(), warn: vi.fn() } }),
};

/**
 * The app modules the helpers below use. This module loads before the mocks are in place, so it imports
 * nothing that is mocked or imports a mocked module (that would reach the factories before mockedModules
 * is set): setUpSocialSignIn loads them before the first test instead.
 */
let auth: typeof import('./auth-test-helpers');
let listener: typeof import('@/features/auth/social-sign-in-listener');

const dialog = (overrides: Partial<SocialDialog> = {}): SocialDialog => ({
  client_id: 'fake-client',
  dialog_url: '/api/dev/oauth/google/authorize',
  scope: 'openid email profile',
  response_mode: 'query',
  ...overrides,
});

export const SOCIAL = {
  google: dialog(),
  facebook: dialog({ dialog_url: '/api/dev/oauth/facebook/v20.0/dialog/oauth', scope: 'email,user_friends' }),
  linkedin: dialog({ dialog_url: '/api/dev/oauth/linkedin/authorize', scope: 'openid profile email' }),
  apple: dialog({ dialog_url: '/api/dev/oauth/apple/authorize', scope: 'name email', response_mode: 'form_post' }),
};

/**
 * A popup double: on another origin (its address unreadable) until `land` puts it on a page of this
 * site. What the flow assigns to location.href is recorded in `sent`.
 */
export function fakePopup() {
  let href: string | null = null;
  const sent: string[] = [];
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
  };
  Object.defineProperty(popup, 'location', {
    get(): Location {
      if (href !== null) return new URL(href) as unknown as Location;
      return {
        get origin(): string {
          throw new DOMException('Blocked a frame with origin', 'SecurityError');
        },
        set href(value: string) {
          sent.push(value);
        },
      } as unknown as Location;
    },
  });
  const land = (url: string) => {
    href = url;
  };
  return { popup, sent, land };
}

/** Lets the polling interval and the awaited calls run. */
export async function tick(ms = 300) {
  await vi.advanceTimersByTimeAsync(ms);
}

export function request(provider: string, intent?: string) {
  listener.onSocialSignIn(new CustomEvent('social-sign-in', { detail: { provider, intent } }));
}

/** The state the flow put in the dialog address. */
export const stateOf = (url: string) => new URL(url).searchParams.get('state')!;

/** English, the four providers configured, signed out, no attempt stored, on the sign-in page, fake timers. */
export function setUpSocialSignIn() {
  beforeAll(async () => {
    auth = await import('./auth-test-helpers');
    listener = await import('@/features/auth/social-sign-in-listener');
    auth.activateEnglish();
  });
  beforeEach(() => {
    auth.resetStore(auth.makeSettings({ social: SOCIAL }));
    appStore.set(socialSignInBusyAtom, null);
    appStore.set(socialSignInErrorAtom, null);
    appStore.set(pendingSignInAtom, null);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/en/sign-in?redirectTo=%2Fen%2Fprizes');
    vi.useFakeTimers();
    for (const mock of Object.values(mocks)) mock.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
