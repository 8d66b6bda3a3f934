// @vitest-environment jsdom
// My card: the token drawn as a QR code and a Code 128 barcode, spelled for screen readers, the
// screen kept awake while shown, and a new card number only after the member confirms.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeBarcode } from '@/components/code/encode-barcode';
import { MemberCardScreen } from '@/features/member-card/member-card-screen';
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

// The real drawing code on a canvas that counts what is painted on it (jsdom has no 2D canvas).
const painted = new Map<HTMLCanvasElement, number>();
function countingContext(this: HTMLCanvasElement) {
  painted.set(this, 0);
  return { fillStyle: '', fillRect: () => painted.set(this, painted.get(this)! + 1) };
}

const FIRST = 'MABC234';
const SECOND = 'MXYZ789';
let token = FIRST;
let rotateStatus = 200;
const posts: Array<{ path: string; key: string | null }> = [];

beforeAll(() => {
  activateEnglish();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(countingContext as never);
});
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser());
  token = FIRST;
  rotateStatus = 200;
  posts.length = 0;
  painted.clear();
  toast.success.mockReset();
  toast.error.mockReset();
  confirm.mockReset();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/user-side/', '');
    if (path === 'getMemberCard') return json(200, { card_token: token });
    if (path === 'rotateMemberCard' && init?.method === 'POST') {
      posts.push({ path, key: new Headers(init.headers).get('idempotency-key') });
      if (rotateStatus !== 200) return json(rotateStatus, { error_code: 'UserNotFound', message: 'No such member.' });
      token = SECOND;
      return json(200, { card_token: token });
    }
    return json(404, { error_code: 'NotFound', message: 'no' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

/** Rectangles painted for `text` as `type`: the white ground, then each dark module (QR) or run of bars. */
function rectanglesFor(type: string, text: string) {
  const encoded = encodeBarcode(type, text);
  const dark = encoded.kind === 'matrix' ? encoded.modules.flat().filter(Boolean).length : encoded.bars.split(/0+/).filter(Boolean).length;
  return 1 + dark;
}

/** Whether the canvas of `type` shows `text`: as many rectangles as that text's symbol has. */
function drawn(type: string, text: string) {
  const canvas = document.querySelector<HTMLCanvasElement>(`canvas[data-barcode-type="${type}"]`);
  expect(canvas && painted.get(canvas)).toBe(rectanglesFor(type, text));
}

describe('My card', () => {
  it('draws the token as a QR code and a Code 128 barcode, with the token spelled under them', async () => {
    render(<MemberCardScreen />, { wrapper: Providers });
    expect(await screen.findByRole('img', { name: 'QR code: M A B C 2 3 4' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Barcode: M A B C 2 3 4' })).toBeTruthy();
    expect(screen.getByText('Card number: M A B C 2 3 4')).toBeTruthy();
    expect(screen.getByText(FIRST).getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => drawn('QRCODE', FIRST));
    await waitFor(() => drawn('CODE128', FIRST));
  });

  it('keeps the screen awake while shown and lets go on leaving', async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ released: false, release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { unmount } = render(<MemberCardScreen />, { wrapper: Providers });
    await screen.findByRole('img', { name: 'QR code: M A B C 2 3 4' });
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    unmount();
    await waitFor(() => expect(release).toHaveBeenCalled());
  });

  it('asks first and keeps the card when the member says no', async () => {
    confirm.mockResolvedValue(false);
    render(<MemberCardScreen />, { wrapper: Providers });
    fireEvent.click(await screen.findByRole('button', { name: 'New card number' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]).toEqual([expect.objectContaining({ title: 'Get a new card number?', text: expect.stringContaining('stops working') })]);
    expect(posts).toHaveLength(0);
    expect(screen.getByText('Card number: M A B C 2 3 4')).toBeTruthy();
  });

  it('after a yes, rotates with an Idempotency-Key and shows the new card', async () => {
    confirm.mockResolvedValue(true);
    render(<MemberCardScreen />, { wrapper: Providers });
    fireEvent.click(await screen.findByRole('button', { name: 'New card number' }));
    expect(await screen.findByText('Card number: M X Y Z 7 8 9')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code: M X Y Z 7 8 9' })).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.key).toMatch(/^[\w-]{16,}$/);
    expect(toast.success).toHaveBeenCalledWith('Your card has a new number. The old one no longer works.');
    await waitFor(() => drawn('CODE128', SECOND));
    await waitFor(() => drawn('QRCODE', SECOND));
  });

  it('says in words, not codes, when the rotation fails, and keeps the old card', async () => {
    confirm.mockResolvedValue(true);
    rotateStatus = 404;
    render(<MemberCardScreen />, { wrapper: Providers });
    fireEvent.click(await screen.findByRole('button', { name: 'New card number' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const said = toast.error.mock.calls[0]![0] as string;
    expect(said).not.toContain('UserNotFound');
    expect(said.length).toBeGreaterThan(10);
    expect(screen.getByText('Card number: M A B C 2 3 4')).toBeTruthy();
  });
});
