// @vitest-environment jsdom
// The referral-code page and invitations: my code and invite link with copy and share,
// applying a friend's code while applyReferralCodeEnabled, and the pending referral id an invite
// link left, applied once after sign-in.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodesMenuScreen } from '@/features/profile/codes/codes-menu-screen';
import { ApplyPendingReferral } from '@/features/profile/codes/pending-referral';
import { ReferralCodeScreen } from '@/features/profile/codes/referral-code-screen';
import { pendingReferralId, rememberReferralId } from '@/lib/pending-referral';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast }));

let posts: Array<{ path: string; body: unknown }> = [];
let answer: () => Response;

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  localStorage.clear();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser({ referral_id: 'EHXLTWUT', applyReferralCodeEnabled: true }));
  posts = [];
  toast.success.mockReset();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/user-side/', '');
    posts.push({ path, body: JSON.parse(String(init?.body)) });
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my referral code', () => {
  it('shows the code and copies the invite link', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText }, onLine: true });
    render(<ReferralCodeScreen />, { wrapper: Providers });
    expect(screen.getByText('EHXLTWUT')).toBeTruthy();
    expect(screen.getByText('http://localhost:3000/en/invite/EHXLTWUT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost:3000/en/invite/EHXLTWUT'));
    expect(toast.success).toHaveBeenCalledWith('Invite link copied');
  });

  it('shares the invite link where the browser can', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share, onLine: true });
    render(<ReferralCodeScreen />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Share invite' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://localhost:3000/en/invite/EHXLTWUT' })));
  });
});

describe("applying a friend's code", () => {
  it('applies it and hides the form afterwards', async () => {
    answer = () => json(200, { success: true, points: 20, balance: 240 });
    render(<ReferralCodeScreen />, { wrapper: Providers });
    fireEvent.input(screen.getByLabelText("Your friend's referral code"), { target: { value: 'FRIEND42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome aboard! +20 points for joining with a friend.'));
    expect(posts).toEqual([{ path: 'applyReferralCode', body: { code: 'FRIEND42' } }]);
    expect(appStore.get(userDataAtom)?.applyReferralCodeEnabled).toBe(false);
    await waitFor(() => expect(screen.queryByLabelText("Your friend's referral code")).toBeNull());
  });

  it.each([
    ['ReferralCodeInvalid', 400, 'This referral code is not valid. Check it and try again.'],
    ['ReferralAlreadyApplied', 409, 'You have already joined with a referral code.'],
    ['CannotReferSelf', 400, 'You cannot use your own referral code.'],
  ])('shows %s readably', async (code, status, text) => {
    answer = () => json(status, { error_code: code, message: 'server text' });
    render(<ReferralCodeScreen />, { wrapper: Providers });
    fireEvent.input(screen.getByLabelText("Your friend's referral code"), { target: { value: 'X1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('is prefilled with the code of an invitation link', () => {
    rememberReferralId('INVITE9');
    render(<ReferralCodeScreen />, { wrapper: Providers });
    expect((screen.getByLabelText("Your friend's referral code") as HTMLInputElement).value).toBe('INVITE9');
  });

  it('is not offered once the user joined with a code', () => {
    appStore.set(userDataAtom, makeUser({ referral_id: 'EHXLTWUT', applyReferralCodeEnabled: false }));
    render(<ReferralCodeScreen />, { wrapper: Providers });
    expect(screen.queryByLabelText("Your friend's referral code")).toBeNull();
  });
});

describe('pending referral after sign-in', () => {
  it('applies the invitation once and forgets it', async () => {
    rememberReferralId('INVITE7');
    answer = () => json(200, { success: true, points: 20, balance: 240 });
    const { rerender } = render(<ApplyPendingReferral />, { wrapper: Providers });
    rerender(<ApplyPendingReferral />);
    await waitFor(() => expect(pendingReferralId()).toBeNull());
    expect(posts).toEqual([{ path: 'applyReferralCode', body: { code: 'INVITE7' } }]);
    expect(toast.success).toHaveBeenCalled();
  });

  it('forgets an invitation the user can no longer use without asking the server', async () => {
    appStore.set(userDataAtom, makeUser({ referral_id: 'EHXLTWUT', applyReferralCodeEnabled: false }));
    rememberReferralId('INVITE8');
    render(<ApplyPendingReferral />, { wrapper: Providers });
    await waitFor(() => expect(pendingReferralId()).toBeNull());
    expect(posts).toHaveLength(0);
  });
});

describe('codes menu', () => {
  it('links to the promo-code and referral-code pages', () => {
    render(<CodesMenuScreen />, { wrapper: Providers });
    expect(screen.getByText('Promo code').closest('a')!.getAttribute('href')).toBe('/en/profile/promo-code');
    expect(screen.getByText('Referral code').closest('a')!.getAttribute('href')).toBe('/en/profile/referral-code');
  });
});
