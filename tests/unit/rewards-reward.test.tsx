// @vitest-environment jsdom
// The reward page: the code as text with copy and a spelled-out label, the barcode or QR
// code drawn per code_media and barcode_type (the encoders: barcode.test.tsx), full-screen mode with a wake lock, the
// valid-till date and mark as used.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reward } from '@contract/economy';
import { RewardScreen } from '@/features/rewards/reward-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const confirm = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/features/popups/popups', () => ({ popups: { confirm } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast }));
const draw = vi.hoisted(() => ({ drawBarcode: vi.fn((_canvas: HTMLCanvasElement, _type: string, _text: string, _size: string, _fit?: unknown) => {}) }));
vi.mock('@/components/code/draw-barcode', () => draw);

const base: Reward = {
  id: 9,
  prize_id: 3,
  name: 'Reusable coffee cup',
  image_id: 18,
  code_media: 'code',
  reward_code: '7K55QUGR',
  barcode_type: 'QRCODE',
  valid_till: '2099-12-21T10:00:00.000Z',
  creation_date: '2026-11-21T10:00:00.000Z',
  used: false,
  used_at: null,
};

let reward: Reward = base;
const posts: Array<{ path: string; body: unknown }> = [];

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser());
  posts.length = 0;
  draw.drawBarcode.mockClear();
  toast.success.mockReset();
  confirm.mockReset();
  confirm.mockResolvedValue(true);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/user-side/', '');
    if (init?.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
    if (path === 'getUserReward/9') return json(200, reward);
    if (path === 'markRewardUsed') return json(200, { ...reward, used: true, used_at: '2099-01-02T10:00:00.000Z' });
    if (path === 'getUserActiveRewards') return json(200, []);
    return json(404, { error_code: 'NotFound', message: 'no' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderReward(overrides: Partial<Reward>) {
  reward = { ...base, ...overrides };
  render(<RewardScreen rewardId={9} />, { wrapper: Providers });
  await screen.findByRole('heading', { name: 'Reusable coffee cup' });
}

describe('the code as text (code_media code)', () => {
  it('shows the code, a spelled-out label and a copy button; no barcode', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, onLine: true });
    await renderReward({ code_media: 'code' });
    expect(screen.getByText('7K55QUGR')).toBeTruthy();
    expect(screen.getByText('Code: 7 K 5 5 Q U G R')).toBeTruthy();
    const copy = screen.getByRole('button', { name: 'Copy code 7 K 5 5 Q U G R' });
    fireEvent.click(copy);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Code copied'));
    expect(writeText).toHaveBeenCalledWith('7K55QUGR');
    expect(screen.queryByRole('img')).toBeNull();
    expect(draw.drawBarcode).not.toHaveBeenCalled();
  });

  it('shows the valid-till date', async () => {
    await renderReward({ code_media: 'code' });
    expect(screen.getByText(/Valid until Dec 21, 2099/)).toBeTruthy();
  });
});

describe('barcodes', () => {
  it('barcode only: a Code 128 picture with a spelled-out label, its code in text under the bars, no copy', async () => {
    await renderReward({ code_media: 'barcode', barcode_type: 'CODE128', reward_code: 'KETQ2D' });
    const picture = screen.getByRole('img', { name: 'Barcode: K E T Q 2 D' });
    expect(picture.tagName).toBe('CANVAS');
    await waitFor(() => expect(draw.drawBarcode).toHaveBeenCalledTimes(1));
    expect(draw.drawBarcode.mock.calls[0]!.slice(1, 4)).toEqual(['CODE128', 'KETQ2D', 'normal']);
    // The fit: the room measured and the device pixel ratio.
    expect(draw.drawBarcode.mock.calls[0]![4]).toMatchObject({ pixelRatio: 1 });
    // A cashier reads the code under the bars; a screen reader hears it spelled.
    const caption = screen.getByText('KETQ2D');
    expect(caption.closest('[data-code-caption]')!.previousElementSibling).toBe(picture);
    expect(screen.getByText('Code: K E T Q 2 D')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy code/ })).toBeNull();
  });

  it('code and barcode: a QR code and the code text', async () => {
    await renderReward({ code_media: 'code_barcode', barcode_type: 'QRCODE' });
    expect(screen.getByRole('img', { name: 'QR code: 7 K 5 5 Q U G R' })).toBeTruthy();
    await waitFor(() => expect(draw.drawBarcode).toHaveBeenCalledTimes(1));
    expect(draw.drawBarcode.mock.calls[0]!.slice(1, 4)).toEqual(['QRCODE', '7K55QUGR', 'normal']);
    // Once: in the code row under the symbol (no caption besides).
    expect(screen.getAllByText('7K55QUGR')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy code 7 K 5 5 Q U G R' })).toBeTruthy();
  });

  it('draws EAN-13 codes as EAN-13', async () => {
    await renderReward({ code_media: 'barcode', barcode_type: 'EAN13', reward_code: '2123456789012' });
    await waitFor(() => expect(draw.drawBarcode).toHaveBeenCalledTimes(1));
    expect(draw.drawBarcode.mock.calls[0]![1]).toBe('EAN13');
  });

  it('says so when the barcode cannot be drawn', async () => {
    draw.drawBarcode.mockImplementationOnce(() => {
      throw new Error('bad input');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderReward({ code_media: 'barcode', barcode_type: 'CODE128', reward_code: 'KETQ2D' });
    expect(await screen.findByText('The barcode could not be drawn. Please show the code instead.')).toBeTruthy();
    // The code in text stays to be shown.
    expect(screen.getByText('KETQ2D')).toBeTruthy();
    error.mockRestore();
  });
});

describe('full screen', () => {
  it('opens a high-contrast view, keeps the screen awake and lets go on close', async () => {
    const release = vi.fn(async () => {});
    const sentinel = { released: false, release };
    const request = vi.fn(async () => sentinel);
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    await renderReward({ code_media: 'code_barcode' });
    fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reusable coffee cup' });
    expect(dialog).toBeTruthy();
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    fireEvent.click(screen.getByRole('button', { name: 'Close full screen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(release).toHaveBeenCalled());
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('closes on Escape', async () => {
    await renderReward({ code_media: 'code' });
    fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    await screen.findByRole('dialog');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('mark as used', () => {
  it('asks, posts markRewardUsed and shows the reward as used', async () => {
    await renderReward({ code_media: 'code' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'markRewardUsed', body: { reward_id: 9 } }]));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByText(/Used on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();
  });

  it('does nothing when the confirmation is declined', async () => {
    confirm.mockResolvedValue(false);
    await renderReward({ code_media: 'code' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    await act(async () => {});
    expect(posts).toHaveLength(0);
  });
});
