// The HTTP client's error semantics (docs/product.md sections 6 and 8), with fetch mocked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, OfflineError, onUnauthorized } from '@/api/client';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { offlineAtom } from '@/state/ui';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

/** 'pending' when the promise has not settled after a few turns of the event loop. */
async function settledState(promise: Promise<unknown>) {
  const timeout = new Promise((resolve) => setTimeout(() => resolve('pending'), 30));
  return Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    timeout,
  ]);
}

const sentHeaders = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  appStore.set(tokenAtom, null);
  appStore.set(offlineAtom, false);
  onUnauthorized(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('maps a bare name below /api/user-side and keeps a leading-slash path as is', async () => {
    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    await api.get('getUserData');
    await api.get('/api/touchSession');
    await api.get('getUserHistoryLog', { query: { length: 3, start_from: undefined } });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/user-side/getUserData',
      '/api/touchSession',
      '/api/user-side/getUserHistoryLog?length=3',
    ]);
  });

  it('answers the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(answer(200, { points: 12 }));
    await expect(api.get('getUserPoints')).resolves.toEqual({ points: 12 });
  });

  it('posts JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await api.post('saveLanguage', { language: 'lt' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"language":"lt"}');
    expect(sentHeaders()['content-type']).toBe('application/json');
  });

  it('sends the bearer token only when one is stored', async () => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    await api.get('getSettings');
    expect(sentHeaders(0).authorization).toBeUndefined();
    appStore.set(tokenAtom, 'abc.def.ghi');
    await api.get('getUserData');
    expect(sentHeaders(1).authorization).toBe('Bearer abc.def.ghi');
    appStore.set(tokenAtom, null);
    await api.get('getSettings');
    expect(sentHeaders(2).authorization).toBeUndefined();
  });

  it('drops a token whose exp has passed before any call, and keeps a current one', async () => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    const jwt = (exp: number) => `e30.${btoa(JSON.stringify({ sub: '1', exp })).replace(/=+$/, '')}.sig`;
    const current = jwt(Math.floor(Date.now() / 1000) + 60);
    appStore.set(tokenAtom, current);
    await api.get('getSettings');
    expect(sentHeaders(0).authorization).toBe(`Bearer ${current}`);
    appStore.set(tokenAtom, jwt(Math.floor(Date.now() / 1000) - 1));
    await api.get('getSettings');
    expect(sentHeaders(1).authorization).toBeUndefined();
    expect(appStore.get(tokenAtom)).toBeNull();
  });
});

describe('errors', () => {
  it.each([401, 419])('%i calls the unauthorized handler and never settles', async (status) => {
    const handler = vi.fn();
    onUnauthorized(handler);
    fetchMock.mockResolvedValue(answer(status, { error_code: 'Unauthorized', message: 'No' }));
    const pending = api.get('getUserPoints');
    expect(await settledState(pending)).toBe('pending');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('with validateStatus false a 401 is an ApiError for the caller, and no redirect', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    fetchMock.mockResolvedValue(answer(401, { error_code: 'TokenExpired', message: 'Expired' }));
    const error = await api.get('getUserData', { validateStatus: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorCode: 'TokenExpired', message: 'Expired' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('no response sets the offline flag and fails with OfflineError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(api.get('getUserPoints')).rejects.toBeInstanceOf(OfflineError);
    expect(appStore.get(offlineAtom)).toBe(true);
  });

  it('a request that hangs is given up at its deadline, with the offline flag raised', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted'))),
        ),
    );
    // Fake time: on a busy machine a real 30 ms wait may end after the 40 ms deadline.
    vi.useFakeTimers();
    try {
      let settled = false;
      const outcome = api.get('getUserPoints', { deadlineMs: 40 }).catch((error: unknown) => error).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(39);
      expect(settled, 'still waiting just before its deadline').toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(OfflineError);
      expect(appStore.get(offlineAtom)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a caller that cancels gets its own abort, and the app is not marked offline', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = api.get('getUserPoints', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(OfflineError);
    expect(appStore.get(offlineAtom)).toBe(false);
  });

  it('an answer the service worker took from its cache raises the offline flag', async () => {
    fetchMock.mockResolvedValue(new Response('5', { status: 200, headers: { 'x-from-cache': '1' } }));
    await expect(api.get('getUserPoints')).resolves.toBe(5);
    expect(appStore.get(offlineAtom)).toBe(true);
  });

  it('an answer clears the offline flag', async () => {
    appStore.set(offlineAtom, true);
    fetchMock.mockResolvedValue(answer(200, 1));
    await api.get('getUserPoints');
    expect(appStore.get(offlineAtom)).toBe(false);
  });

  it('other errors throw an ApiError with the error_code, message and body', async () => {
    const body = { error_code: 'NotEnoughPoints', message: 'Not enough points', details: { missing: 5 } };
    fetchMock.mockResolvedValue(answer(400, body));
    const error = await api.post('redeemPrize', { prize_id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: 'NotEnoughPoints', message: 'Not enough points', body });
  });

  it('an error without a JSON body gets an Http{status} code', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = await api.get('getUserPoints').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, errorCode: 'Http502' });
  });
});
