// Shared set-up for the sign-in, session, welcome and pages tests: settings, a fetch double, providers.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { Settings, UserData } from '@contract';
import { appStore, Provider } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { loaderContentAtom, offlineAtom } from '@/state/ui';

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    owner_id: null,
    languagesSupported: [
      { key: 'en', name: 'English' },
      { key: 'lt', name: 'Lietuvių' },
    ],
    defaultLanguage: 'en',
    translationsHash: 'h',
    userFriendsEnabled: false,
    newsEnabled: true,
    registration_type: 'phone',
    phone_country: null,
    user_name_change_enabled: true,
    fbAppId: '',
    fbApiVersion: 'v20.0',
    googleId: '',
    linkedinKey: '',
    appleClientId: '',
    turnstileKey: '',
    googleApiKey: '',
    sentryUrl: '',
    googleAnalyticsTrackingId: '',
    googleMapsScriptUrl: 'https://maps.googleapis.com/maps/api/js',
    googleAnalyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
    customerLoginUrl: '',
    facebookUrl: '',
    youtubeUrl: '',
    soundsMuted: false,
    authenticated: true,
    challengeSettings: { openFullScreen: false },
    ui: {
      mainMenuOrderMobile: ['dashboard', 'prizes', 'profile'],
      mainMenuOrderDesktop: ['dashboard', 'history', 'prizes', 'profile', 'help'],
      showUnusedRewardsBadge: true,
      layoutShowSignupButton: true,
      footerForceBottomOnDesktop: false,
      soundsEnabled: true,
      partnerBlockShow: true,
    },
    brand: {
      name: 'Pointy',
      logo_image_id: 1,
      partner_logo_image_ids: [11, 12, 13, 14, 15, 16, 17],
      mobile_banner_image_id: null,
      social_url: '',
      video_url: '',
      copyright: '',
    },
    signup_bonus_points: 30,
    session_idle_seconds: 1800,
    push: null,
    social: {},
    wallet: { apple: false, google: false },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<UserData> = {}): UserData {
  return {
    user_initialized: true,
    referral_id: 'r1',
    applyReferralCodeEnabled: true,
    applyPromoCodeEnabled: true,
    primary_phone: '37060000001',
    primary_email: null,
    email_confirmed: false,
    name: 'Jonas',
    surname: 'Jonaitis',
    picture_url: null,
    birthday: null,
    gender: null,
    language: 'en',
    user_external_id_hash: 'x',
    is_in_monthly_top: false,
    monthly_top_url: null,
    external_accounts: { google: 'never', facebook: 'never', linkedin: 'never', apple: 'never' },
    monthly_notification: true,
    challenge_completion_notification: true,
    new_challenges_notification: true,
    user_news_notification: true,
    new_friend_connected_notification: true,
    ...overrides,
  };
}

export function resetStore(settings: Settings = makeSettings()) {
  appStore.set(settingsAtom, settings);
  appStore.set(currentLanguageAtom, 'en');
  appStore.set(tokenAtom, null);
  appStore.set(userDataAtom, null);
  appStore.set(userLoadedAtom, false);
  appStore.set(loaderContentAtom, 'hidden');
  appStore.set(offlineAtom, false);
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, error_code: string, message = error_code) => json(status, { error_code, message });

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** Replaces fetch; `respond` answers each call by path (without /api/user-side/). */
export function mockFetch(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FetchCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/user-side/', '') + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export function activateEnglish() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/** A stand-in for @tanstack/react-router in screen tests: navigation is recorded, links are anchors. */
export async function routerMock(state: { navigate: ReturnType<typeof vi.fn>; search: Record<string, unknown> }) {
  const { createElement } = await import('react');
  return {
    useNavigate: () => state.navigate,
    useSearch: () => state.search,
    Link: ({ to, params, children, className }: { to: string; params?: { lang?: string }; children: ReactNode; className?: string }) =>
      createElement('a', { href: to.replace('$lang', params?.lang ?? ''), className }, children),
  };
}
