// The firebase-admin transport with the SDK mocked at its module boundary.
import { afterEach, describe, expect, it, vi } from 'vitest';

const sendEachForMulticast = vi.fn();
const initializeApp = vi.fn(() => ({ name: 'app' }));
const deleteApp = vi.fn(async () => {});
vi.mock('firebase-admin/app', () => ({ initializeApp, deleteApp, cert: (account: object) => ({ account }) }));
vi.mock('firebase-admin/messaging', () => ({ getMessaging: () => ({ sendEachForMulticast }) }));

const { fcmData, fcmMulticast, firebasePushTransport, pushTopic } = await import('../../server/services/push/firebase-transport');
const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as never;
const credentials = JSON.stringify({ project_id: 'demo', client_email: 'a@b', private_key: 'k' });

afterEach(() => vi.clearAllMocks());

const fail = (code: string) => ({ success: false, error: { code, message: code } });

describe('firebase push transport', () => {
  it('sends data-only messages and reports unregistered and invalid tokens', async () => {
    sendEachForMulticast.mockResolvedValueOnce({
      responses: [{ success: true }, fail('messaging/registration-token-not-registered'), fail('messaging/invalid-argument'), fail('messaging/internal-error')],
    });
    const transport = await firebasePushTransport(credentials, log);
    const result = await transport.send(['ok', 'gone', 'bad', 'flaky'], { title: 'Hi', body: 'There', route: '/en/news/3', kind: 'news' });
    expect(result).toEqual({ sent: 1, invalidTokens: ['gone', 'bad'] });
    const call = sendEachForMulticast.mock.calls[0]![0];
    expect(call.tokens).toEqual(['ok', 'gone', 'bad', 'flaky']);
    expect(call.data).toEqual({ title: 'Hi', body: 'There', route: '/en/news/3', kind: 'news' });
    expect(call.notification).toBeUndefined();
    expect(initializeApp).toHaveBeenCalledWith({ credential: { account: JSON.parse(credentials) } }, expect.any(String));
  });

  it('sends in batches of 500', async () => {
    sendEachForMulticast.mockImplementation(async ({ tokens }: { tokens: string[] }) => ({ responses: tokens.map(() => ({ success: true })) }));
    const transport = await firebasePushTransport(credentials, log);
    const tokens = Array.from({ length: 1201 }, (_, i) => `t${i}`);
    expect(await transport.send(tokens, { title: 'x', body: 'y' })).toEqual({ sent: 1201, invalidTokens: [] });
    expect(sendEachForMulticast.mock.calls.map((c) => c[0].tokens.length)).toEqual([500, 500, 201]);
    await transport.close?.();
    expect(deleteApp).toHaveBeenCalled();
  });

  it('carries the tag in the data and as the Web Push Topic header, so a topic replaces its last push', () => {
    const call = fcmMulticast(['t1'], { title: 'News', body: 'Read it', route: '/en/news/3', kind: 'news', tag: 'news' });
    expect(call.data).toMatchObject({ tag: 'news', kind: 'news' });
    expect(call.webpush.headers).toEqual({ Urgency: 'normal', TTL: '86400', Topic: 'news' });
    expect(fcmMulticast(['t1'], { title: 'x', body: 'y' }).webpush.headers).not.toHaveProperty('Topic');
    // RFC 8030: URL-safe base64 characters, at most 32.
    expect(pushTopic('monthly top: 2026/11')).toBe('monthlytop202611');
    expect(pushTopic('x'.repeat(40))).toHaveLength(32);
    expect(pushTopic('///')).toBeUndefined();
  });

  it('leaves out empty fields of the data payload', () => {
    expect(fcmData({ title: 'a', body: '', route: undefined })).toEqual({ title: 'a' });
  });
});

describe('push plugin', () => {
  async function appWith(FIREBASE_CREDENTIALS: string) {
    const { default: Fastify } = await import('fastify');
    const { default: pushPlugin } = await import('../../server/services/push/plugin');
    const app = Fastify();
    app.decorate('config', { FIREBASE_CREDENTIALS } as never);
    app.decorate('db', {} as never);
    await app.register(pushPlugin);
    await app.ready();
    return app;
  }

  it('decorates the app with the log transport when no credentials are set', async () => {
    const app = await appWith('');
    expect(app.push.transport.name).toBe('log');
    expect(initializeApp).not.toHaveBeenCalled();
    await app.close();
  });

  it('uses firebase-admin when credentials are set and closes it with the app', async () => {
    const app = await appWith(credentials);
    expect(app.push.transport.name).toBe('firebase');
    await app.close();
    expect(deleteApp).toHaveBeenCalled();
  });
});
