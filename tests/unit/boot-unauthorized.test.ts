// @vitest-environment jsdom
// The 401 handler that sends users back to sign-in (docs/product.md sections 2, 4 and 8), with the page to come back
// to, and an idle log-out on a sign-in page.
import { describe, expect, it, vi } from 'vitest';
import type { UserData } from '@contract';
import { boot, handleUnauthorized } from '@/app/boot';
import { router } from '@/app/router';
import { logout } from '@/features/session/logout';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { setUpBoot } from './boot-test-helpers';

setUpBoot();

describe('401 handler', () => {
  it('forgets the user and goes to sign-in with the page to come back to', async () => {
    await boot();
    appStore.set(tokenAtom, 'token');
    appStore.set(userDataAtom, { user_initialized: true } as UserData);
    await router.navigate({ href: '/lt/help?x=1' });
    handleUnauthorized();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userDataAtom)).toBeNull();
    await vi.waitFor(() => expect(router.state.location.href).toBe('/lt/sign-in?redirectTo=%2Flt%2Fhelp%3Fx%3D1'));
  });

  it('stays on a sign-in page without pointing redirectTo at it', async () => {
    await boot();
    await router.navigate({ href: '/lt/phone-login' });
    handleUnauthorized();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.href).toBe('/lt/phone-login');
  });

  it('an idle log-out that finds a sign-in page already showing returns to the page before it, never to sign-in', async () => {
    await boot();
    appStore.set(tokenAtom, 'token');
    await router.navigate({ href: '/lt/sign-in?redirectTo=%2Flt%2Fprizes&signedOut=idle' });
    await logout(appStore, { idle: true });
    expect(router.state.location.href).toBe('/lt/sign-in?redirectTo=%2Flt%2Fprizes&signedOut=idle');
  });
});
