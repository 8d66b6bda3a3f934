// @vitest-environment jsdom
// Push token rules (docs/product.md section 9) with Firebase mocked at its module boundary.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({
  getToken: vi.fn<(...args: unknown[]) => Promise<string>>(),
  deleteToken: vi.fn(async () => true),
  isSupported: vi.fn(async () => true),
  initializeApp: vi.fn((_config: object, name: string) => ({ name })),
}));
const post = vi.hoisted(() => vi.fn<(path: string, body: unknown) => Promise<unknown>>());

vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp, getApps: () => [], getApp: vi.fn() }));
vi.mock('firebase/messaging', () => ({
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: firebase.getToken,
  deleteToken: firebase.deleteToken,
  isSupported: firebase.isSupported,
}));
vi.mock('@/api/client', () => ({ api: { post } }));

const { PUSH_REQUEST_TIMEOUT_MS, PUSH_RESAVE_DELAY_MS, PUSH_TOKEN_CHECK_MS } = await import('@/features/push/push-constants');
const { savePushTokenNow, scheduleTokenResave } = await import('@/features/push/push-token');
const saved = await import('@/features/push/saved-token');

const DAY = 24 * 60 * 60 * 1000;
const push = { firebaseConfig: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' }, vapidKey: 'vapid' };
const registration = { scope: '/' } as ServiceWorkerRegistration;
const context = { push, signedIn: true };
let permission: NotificationPermission = 'granted';

beforeEach(async () => {
  vi.stubEnv('PROD', true);
  permission = 'granted';
  vi.stubGlobal('Notification', { get permission() { return permission; } });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration) } });
  firebase.getToken.mockReset().mockResolvedValue('token-1');
  firebase.deleteToken.mockClear();
  post.mockReset().mockResolvedValue({ success: true });
  await saved.forgetSavedToken();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('saving the push token', () => {
  it('gets the token with the VAPID key and our service worker and saves it with the user agent', async () => {
    expect(await savePushTokenNow(context)).toBe('saved');
    expect(firebase.getToken).toHaveBeenCalledWith({ messaging: true }, { vapidKey: 'vapid', serviceWorkerRegistration: registration });
    expect(firebase.initializeApp).toHaveBeenCalledWith(push.firebaseConfig, 'loyalty-push');
    expect(post).toHaveBeenCalledWith('savePushToken', { token: 'token-1', user_agent: navigator.userAgent });
    const stored = await saved.readSavedToken();
    expect(stored).toMatchObject({ token: 'token-1' });
    expect(Math.abs(stored!.savedAt - Date.now())).toBeLessThan(1000);
  });

  it('hides itself cleanly when push is off, the user is signed out or permission is missing', async () => {
    expect(await savePushTokenNow({ push: null, signedIn: true })).toBe('disabled');
    expect(await savePushTokenNow({ push, signedIn: false })).toBe('signed-out');
    permission = 'default';
    expect(await savePushTokenNow(context)).toBe('no-permission');
    permission = 'denied';
    expect(await savePushTokenNow(context)).toBe('no-permission');
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps a token younger than 7 days', async () => {
    const now = Date.now();
    await saved.writeSavedToken({ token: 'token-1', obtainedAt: now - 6 * DAY, savedAt: now - DAY });
    expect(await savePushTokenNow(context, () => now)).toBe('saved');
    expect(firebase.deleteToken).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledWith('savePushToken', expect.objectContaining({ token: 'token-1' }));
    expect(await saved.readSavedToken()).toEqual({ token: 'token-1', obtainedAt: now - 6 * DAY, savedAt: now });
  });

  it('replaces a token once it is 7 days old and saves the new one', async () => {
    const now = Date.now();
    // Pinned to 7 days, not built from the constant under test.
    await saved.writeSavedToken({ token: 'token-1', obtainedAt: now - 7 * DAY, savedAt: now - DAY });
    firebase.getToken.mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    expect(await savePushTokenNow(context, () => now)).toBe('saved');
    expect(firebase.deleteToken).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('savePushToken', expect.objectContaining({ token: 'token-2' }));
    expect(await saved.readSavedToken()).toEqual({ token: 'token-2', obtainedAt: now, savedAt: now });
  });

  it('starts the 7 days again when Firebase hands out a different token', async () => {
    const now = Date.now();
    await saved.writeSavedToken({ token: 'old', obtainedAt: now - 30 * DAY, savedAt: now - 30 * DAY });
    firebase.getToken.mockResolvedValue('fresh');
    await savePushTokenNow(context, () => now);
    expect(firebase.deleteToken).not.toHaveBeenCalled();
    expect(await saved.readSavedToken()).toMatchObject({ token: 'fresh', obtainedAt: now });
  });

  it('gives up after 10 s when Firebase does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    firebase.getToken.mockReturnValue(new Promise(() => {}));
    const result = savePushTokenNow(context);
    await vi.advanceTimersByTimeAsync(PUSH_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('timeout');
    expect(post).not.toHaveBeenCalled();
  });

  it('gives up after 10 s when savePushToken gets no answer (offline)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    post.mockReturnValue(new Promise(() => {}));
    const result = savePushTokenNow(context);
    await vi.advanceTimersByTimeAsync(PUSH_REQUEST_TIMEOUT_MS);
    expect(await result).toBe('timeout');
    expect(await saved.readSavedToken()).toBeUndefined();
  });
});

describe('re-save after load', () => {
  it('saves the token again 10 s after load when permission is granted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scheduleTokenResave(() => context);
    await vi.advanceTimersByTimeAsync(PUSH_RESAVE_DELAY_MS - 1);
    expect(firebase.getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith('savePushToken', expect.objectContaining({ token: 'token-1' })));
  });

  it('does not try without permission, and not after being cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    permission = 'default';
    scheduleTokenResave(() => context);
    await vi.advanceTimersByTimeAsync(PUSH_RESAVE_DELAY_MS);
    permission = 'granted';
    const cancel = scheduleTokenResave(() => context);
    cancel();
    await vi.advanceTimersByTimeAsync(PUSH_RESAVE_DELAY_MS);
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('an app kept open', () => {
  it('replaces the token once it is 7 days old without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const stop = scheduleTokenResave(() => context);
    await vi.advanceTimersByTimeAsync(PUSH_RESAVE_DELAY_MS);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(firebase.deleteToken).not.toHaveBeenCalled();

    // Firebase still hands out the old token until it is dropped.
    firebase.getToken.mockResolvedValueOnce('token-1').mockResolvedValue('token-2');
    await vi.advanceTimersByTimeAsync(7 * DAY + PUSH_TOKEN_CHECK_MS);
    await vi.waitFor(() => expect(post).toHaveBeenLastCalledWith('savePushToken', expect.objectContaining({ token: 'token-2' })));
    expect(firebase.deleteToken).toHaveBeenCalled();
    expect((await saved.readSavedToken())?.token).toBe('token-2');
    stop();
  });
});
