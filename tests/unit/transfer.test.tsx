// @vitest-environment jsdom
// Points transfer: the form's checks, the confirmation, POST transferPoints with an
// Idempotency-Key, readable RecipientNotFound / NotEnoughPoints / CannotTransferToSelf messages, the
// success toast and sound, online only.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransferScreen } from '@/features/points-transfer/transfer-screen';
import { checkTransfer } from '@/features/points-transfer/validate';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const confirm = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/features/popups/popups', () => ({ popups: { confirm } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast }));

let posts: Array<{ body: unknown; key: string | undefined }> = [];
let previews: unknown[] = [];
let answer: () => Response;
let previewAnswer: () => Response;

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser({ primary_phone: '37060000001' }));
  posts = [];
  previews = [];
  previewAnswer = () => json(200, { recipient_name: 'Tomas K.', recipient_phone: '37060000002' });
  confirm.mockReset();
  confirm.mockResolvedValue(true);
  toast.success.mockReset();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/previewTransfer')) {
      previews.push(JSON.parse(String(init?.body)));
      return previewAnswer();
    }
    const headers = (init?.headers ?? {}) as Record<string, string>;
    posts.push({ body: JSON.parse(String(init?.body)), key: headers['Idempotency-Key'] });
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(phone: string, points: string) {
  fireEvent.input(screen.getByLabelText("Recipient's phone number"), { target: { value: phone } });
  fireEvent.input(screen.getByLabelText('Points to send'), { target: { value: points } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('checks', () => {

  it.each([
    [{ phone: '', points: '5' }, { recipient_phone: 'PhoneRequired' }],
    [{ phone: '+12', points: '5' }, { recipient_phone: 'PhoneInvalid' }],
    [{ phone: '+370 600 abc 02', points: '5' }, { recipient_phone: 'PhoneInvalid' }],
    [{ phone: '+370 600 00001', points: '5' }, { recipient_phone: 'CannotTransferToSelf' }],
    [{ phone: '+37060000002', points: '' }, { points: 'PointsRequired' }],
    [{ phone: '+37060000002', points: '0' }, { points: 'PointsInvalid' }],
    [{ phone: '+37060000002', points: '2.5' }, { points: 'PointsInvalid' }],
    [{ phone: '+37060000002', points: '100001' }, { points: 'PointsTooMany' }],
    [{ phone: '+37060000002', points: '300' }, { points: 'NotEnoughPoints' }],
  ])('%j -> %j', (input, problems) => {
    expect(checkTransfer(input, 220, '37060000001')).toEqual({ problems });
  });

  it('gives the body the server expects', () => {
    // The number goes as typed (without the leading +): the server reads national numbers too.
    expect(checkTransfer({ phone: '+370 600 00002', points: '10' }, 220, '37060000001').body).toEqual({ recipient_phone: '370 600 00002', points: 10 });
    expect(checkTransfer({ phone: '8 600 00002', points: '10' }, 220, '37060000001').body).toEqual({ recipient_phone: '8 600 00002', points: 10 });
  });
});

describe('transfer screen', () => {
  it('shows the problems under the fields and sends nothing', async () => {
    render(<TransferScreen points={220} />, { wrapper: Providers });
    fill('', '');
    expect(await screen.findByText('Enter the phone number of the person you are sending points to.')).toBeTruthy();
    expect(screen.getByText('Enter how many points to send.')).toBeTruthy();
    fill('+37060000002', '500');
    expect(await screen.findByText('You do not have that many points.')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(posts).toHaveLength(0);
  });

  it('confirms, posts with an Idempotency-Key, then toasts, plays the sound and clears the form', async () => {
    answer = () => json(200, { success: true, balance: 210, recipient_name: 'Tomas K.' });
    const sounds: unknown[] = [];
    const onSound = (e: Event) => sounds.push((e as CustomEvent).detail);
    window.addEventListener('play-sound', onSound);
    render(<TransferScreen points={220} />, { wrapper: Providers });
    fill('+370 600 00002', '10');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You sent 10 points. Recipient: Tomas K.'));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({
        title: 'Send 10 points?',
        text: 'Recipient: Tomas K., phone number +37060000002. A transfer cannot be undone.',
        yesLabel: 'Send points',
      }),);
    expect(previews).toEqual([{ recipient_phone: '370 600 00002', points: 10 }]);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ recipient_phone: '370 600 00002', points: 10 });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sounds).toContain('points-transferred');
    expect(screen.getByText('Sent 10 points. Recipient: Tomas K.')).toBeTruthy();
    expect((screen.getByLabelText('Points to send') as HTMLInputElement).value).toBe('');
    window.removeEventListener('play-sound', onSound);
  });

  it('sends nothing when the confirmation is declined', async () => {
    confirm.mockResolvedValue(false);
    render(<TransferScreen points={220} />, { wrapper: Providers });
    fill('+37060000002', '10');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    await act(async () => {});
    expect(posts).toHaveLength(0);
  });

  it.each([
    ['RecipientNotFound', 404, 'There is no member with this phone number.'],
    ['TransferNotPossible', 400, 'This transfer cannot be made. Check the phone number and that you have enough points.'],
  ])('asks for no confirmation when the check answers %s, and sends nothing', async (code, status, text) => {
    previewAnswer = () => json(status, { error_code: code, message: 'server text' });
    render(<TransferScreen points={220} />, { wrapper: Providers });
    fill('+37060000002', '10');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(posts).toHaveLength(0);
  });

  it.each([
    ['RecipientNotFound', 404, 'There is no member with this phone number.'],
    ['CannotTransferToSelf', 400, 'You cannot send points to yourself.'],
    ['TransferNotPossible', 400, 'This transfer cannot be made. Check the phone number and that you have enough points.'],
    ['TooManyRequests', 429, 'Too many attempts. Please wait a little and try again.'],
  ])('shows %s readably', async (code, status, text) => {
    answer = () => json(status, { error_code: code, message: 'server text' });
    render(<TransferScreen points={220} />, { wrapper: Providers });
    fill('+37060000002', '10');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('retries a failed attempt with the same key, and a changed transfer with a new one', async () => {
    answer = () => json(502, { error_code: 'InternalError', message: 'down' });
    render(<TransferScreen points={220} />, { wrapper: Providers });
    fill('+37060000002', '10');
    await screen.findByText('Something went wrong on our side. Please try again in a few minutes.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    fill('+37060000002', '11');
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(posts[2]!.key).not.toBe(posts[0]!.key);
  });

  it('says sending needs a connection when offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<TransferScreen points={220} />, { wrapper: Providers });
    expect(screen.getByText('Sending points needs an internet connection.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    onLine.mockRestore();
  });
});
