// @vitest-environment jsdom
// The service worker's registration in the page: new versions looked for while the app stays open,
// offered only when they replace the worker that controls the page, and storage kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

const fake = vi.hoisted(() => ({
  instances: [] as { listeners: Map<string, Listener[]>; update: ReturnType<typeof vi.fn> }[],
  registration: {} as Record<string, unknown>,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    update = vi.fn(async () => undefined);
    constructor() {
      fake.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    register = async () => fake.registration;
    messageSkipWaiting() {}
  },
}));

const navigationListeners: (() => void)[] = [];
vi.mock('@/lib/router-instance', () => ({
  getRouter: () => ({
    subscribe: (_event: string, listener: () => void) => {
      navigationListeners.push(listener);
      return () => undefined;
    },
  }),
}));

const MINUTE = 60_000;
let controller: object | null;
const workerMessages = new EventTarget();

async function start() {
  vi.resetModules();
  fake.instances.length = 0;
  navigationListeners.length = 0;
  const module = await import('@/features/sw-update/service-worker');
  const { appStore } = await import('@/state/jotai');
  await module.registerServiceWorker(appStore);
  const wb = fake.instances[0]!;
  const emit = (type: string, event: Record<string, unknown>) => wb.listeners.get(type)?.forEach((l) => l(event));
  return { wb, emit, state: () => appStore.get(module.updateStateAtom), appStore };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubEnv('PROD', true);
  controller = { name: 'v1' };
  fake.registration = { active: null };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      get controller() {
        return controller;
      },
      addEventListener: workerMessages.addEventListener.bind(workerMessages),
      startMessages: () => undefined,
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('looking for a new version while the app stays open', () => {
  it('checks when a screen opens, the app comes into view or gets the focus, at most every 5 minutes', async () => {
    const { wb } = await start();
    navigationListeners.forEach((l) => l());
    expect(wb.update).not.toHaveBeenCalled(); // the registration itself just looked
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    navigationListeners.forEach((l) => l());
    expect(wb.update).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(wb.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    window.dispatchEvent(new Event('focus'));
    expect(wb.update).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wb.update).toHaveBeenCalledTimes(3);
  });

  it('checks every half hour on its own', async () => {
    const { wb } = await start();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(wb.update).toHaveBeenCalledTimes(1);
  });
});

describe('"A new version is ready" only for a real new version', () => {
  it('is offered when a new worker waits to replace the one controlling the page', async () => {
    const { emit, state } = await start();
    emit('waiting', { sw: { name: 'v2' } });
    expect(state()).toBe('waiting');
  });

  it('is not offered after the site data was cleared: a worker installing afresh replaces nothing', async () => {
    controller = null;
    const { emit, state } = await start();
    emit('waiting', { sw: { name: 'v1' }, wasWaitingBeforeRegister: true });
    emit('controlling', { sw: { name: 'v1' }, isUpdate: true });
    expect(state()).toBe('none');
  });

  it('says another tab switched to a new version only when it replaced this page\'s worker', async () => {
    const { emit, state } = await start();
    emit('controlling', { sw: controller, isUpdate: true });
    expect(state()).toBe('none');
    emit('controlling', { sw: { name: 'v2' }, isUpdate: true });
    expect(state()).toBe('active');
  });
});

describe('storage', () => {
  it('asks the active worker to check its precache at start', async () => {
    const postMessage = vi.fn();
    fake.registration = { active: { postMessage } };
    await start();
    expect(postMessage).toHaveBeenCalledWith({ type: 'CHECK_PRECACHE' }, expect.any(Array));
  });

  it('says offline use is unavailable when the first install fails for lack of storage', async () => {
    controller = null;
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate: async () => ({ quota: 300_000, usage: 120_000 }) } });
    const { emit, appStore } = await start();
    const { offlineUnavailableAtom } = await import('@/features/sw-update/offline-storage');
    emit('redundant', { sw: {} });
    await vi.waitFor(() => expect(appStore.get(offlineUnavailableAtom)).toBe('storage'));
  });

  it('says offline use is unavailable when the worker reports its install ran out of storage', async () => {
    controller = null;
    const { appStore } = await start();
    const { offlineUnavailableAtom } = await import('@/features/sw-update/offline-storage');
    workerMessages.dispatchEvent(new MessageEvent('message', { data: { type: 'STORAGE_FULL' } }));
    expect(appStore.get(offlineUnavailableAtom)).toBe('storage');
  });

  it('asks once for persistent storage', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted: async () => false, persist } });
    vi.resetModules();
    const { requestPersistentStorage } = await import('@/lib/persistent-storage');
    expect(await requestPersistentStorage()).toBe(true);
    await requestPersistentStorage();
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
