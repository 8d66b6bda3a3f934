// @vitest-environment jsdom
// Redeeming a prize: confirm, POST redeemPrize with an Idempotency-Key kept for retries of
// the same attempt, the reward-created sound, the new reward opened, readable errors, online only.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Prize } from '@contract/economy';
import { PrizeScreen } from '@/features/prizes/prize-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { offlineAtom } from '@/state/ui';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const confirm = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/features/popups/popups', () => ({ popups: { confirm } }));

const prize: Prize = {
  id: 7,
  category_id: 2,
  name: 'Thermo mug',
  description: '<p>Keeps coffee hot.</p>',
  image_id: 40,
  value: 120,
  items_left: 3,
  tags: ['new'],
  code_media: 'code_barcode',
  barcode_type: 'QRCODE',
  valid_days: 30,
  redeemable: true,
  is_favourite: false,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
}

let calls: Call[] = [];
let redeemAnswers: Array<() => Response | Promise<Response>> = [];

function stubFetch() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/user-side/', '');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined, key: headers['Idempotency-Key'] });
    if (path === 'getPrize/7') return json(200, prize);
    if (path === 'redeemPrize') return redeemAnswers.shift()!();
    return json(404, { error_code: 'NotFound', message: 'no' });
  });
}

const redeems = () => calls.filter((c) => c.path === 'redeemPrize');
const reward = { id: 55, prize_id: 7, name: 'Thermo mug', image_id: 40, code_media: 'code_barcode', reward_code: 'ABC123', barcode_type: 'QRCODE', valid_till: null, creation_date: '2026-01-01T00:00:00Z', used: false, used_at: null };

async function renderPrize(points = 500) {
  render(<PrizeScreen prizeId={7} categoryId={null} points={points} />, { wrapper: Providers });
  await screen.findByRole('heading', { name: 'Thermo mug' });
}

const redeemButton = () => screen.getByRole('button', { name: 'Redeem' });

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser());
  calls = [];
  redeemAnswers = [];
  confirm.mockReset();
  confirm.mockResolvedValue(true);
  router.navigate.mockReset();
  stubFetch();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('redeem', () => {
  it('asks first, then posts with an Idempotency-Key, plays reward-created and opens the new reward', async () => {
    redeemAnswers.push(() => json(200, reward));
    const events: string[] = [];
    const onSound = (e: Event) => events.push(`sound:${String((e as CustomEvent).detail)}`);
    const onRewards = () => events.push('on-rewards-updated');
    window.addEventListener('play-sound', onSound);
    window.addEventListener('on-rewards-updated', onRewards);
    await renderPrize();

    fireEvent.click(redeemButton());
    await waitFor(() => expect(router.navigate).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Redeem “Thermo mug”?', yesLabel: 'Redeem' }));
    expect(redeems()).toHaveLength(1);
    expect(redeems()[0]!.method).toBe('POST');
    expect(redeems()[0]!.body).toEqual({ prize_id: 7 });
    expect(redeems()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.navigate).toHaveBeenCalledWith({ to: '/$lang/prizes/reward/$rewardId', params: { lang: 'en', rewardId: 55 } });
    expect(events).toContain('sound:reward-created');
    expect(events).toContain('on-rewards-updated');
    window.removeEventListener('play-sound', onSound);
    window.removeEventListener('on-rewards-updated', onRewards);
  });

  it('sends nothing when the confirmation is declined', async () => {
    confirm.mockResolvedValue(false);
    await renderPrize();
    fireEvent.click(redeemButton());
    await act(async () => {});
    expect(confirm).toHaveBeenCalled();
    expect(redeems()).toHaveLength(0);
  });

  it('keeps the key for a retry after a server failure, and takes a new one after a final answer', async () => {
    redeemAnswers.push(
      () => json(503, { error_code: 'InternalError', message: 'down' }),
      () => json(400, { error_code: 'NotEnoughPoints', message: 'no' }),
      () => json(200, reward),
    );
    await renderPrize();
    fireEvent.click(redeemButton());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    fireEvent.click(redeemButton());
    expect(await screen.findByText('You do not have enough points for this prize yet.')).toBeTruthy();
    fireEvent.click(redeemButton());
    await waitFor(() => expect(router.navigate).toHaveBeenCalled());
    const [first, retry, next] = redeems();
    expect(retry!.key).toBe(first!.key);
    expect(next!.key).not.toBe(first!.key);
  });

  it.each([
    ['NotEnoughPoints', 400, 'You do not have enough points for this prize yet.'],
    ['PrizeOutOfStock', 409, 'Sorry, this prize is out of stock.'],
    ['PrizeNotRedeemable', 400, 'This prize can only be won in a challenge.'],
    ['PrizeNotFound', 404, 'This prize is no longer available.'],
  ])('shows %s as a readable message', async (code, status, text) => {
    redeemAnswers.push(() => json(status, { error_code: code, message: 'server text' }));
    await renderPrize();
    fireEvent.click(redeemButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('says redeeming needs a connection when the browser is offline, and sends nothing', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPrize();
    expect(screen.getByText('Redeeming a prize needs an internet connection.')).toBeTruthy();
    expect(redeemButton()).toHaveProperty('disabled', true);
    onLine.mockRestore();
  });

  it('gives up with words saying it may have gone through when the connection drops mid-request', async () => {
    let release: (r: Response) => void = () => {};
    redeemAnswers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    await renderPrize();
    fireEvent.click(redeemButton());
    await waitFor(() => expect(redeems()).toHaveLength(1));
    act(() => appStore.set(offlineAtom, true));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The connection dropped before we heard back, so the prize may already be yours\./);
    release(json(200, reward));
  });

  it('says it is still waiting for an answer when the server is slow, and no more once it answers', async () => {
    let release: (r: Response) => void = () => {};
    redeemAnswers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    await renderPrize();
    fireEvent.click(redeemButton());
    await waitFor(() => expect(redeems()).toHaveLength(1));
    expect(screen.queryByText(/Still waiting for an answer/)).toBeNull();
    expect(await screen.findByText(/^Still waiting for an answer: the connection is slow\./, undefined, { timeout: 4_000 })).toBeTruthy();
    await act(async () => release(json(200, reward)));
    await waitFor(() => expect(screen.queryByText(/Still waiting for an answer/)).toBeNull());
  });

  it('disables redeeming when the balance is short and says how many points are missing', async () => {
    await renderPrize(100);
    expect(redeemButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(/20 more points/)).toBeTruthy();
  });
});
