// How the service worker reads what a push carries (sw/push-payload.ts).
import { describe, expect, it } from 'vitest';
import { APP_NAME, ICON_192, NOTIFICATION_BADGE } from '../../sw/app-identity';
import { parsePushPayload, safeRoute } from '../../sw/push-payload';

const origin = 'https://rewards.example';

describe('push payloads', () => {
  it('reads a plain web push (DevTools, deliverPushMessage)', () => {
    const raw = JSON.stringify({ title: 'New challenge', body: 'Try it', icon: '/i.png', badge: '/b.png', data: { route: '/en/challenge/5' } });
    expect(parsePushPayload(raw, origin)).toEqual({ title: 'New challenge', body: 'Try it', icon: '/i.png', badge: '/b.png', route: '/en/challenge/5', image: undefined });
  });

  it('reads an FCM data message as the server sends it', () => {
    const raw = JSON.stringify({ from: '123', fcmMessageId: 'm1', data: { title: 'News', body: 'Read it', route: '/lt/news/3', kind: 'news' } });
    expect(parsePushPayload(raw, origin)).toMatchObject({ title: 'News', body: 'Read it', route: '/lt/news/3', kind: 'news', icon: ICON_192, badge: NOTIFICATION_BADGE });
  });

  it('reads an FCM notification message with a link', () => {
    const raw = JSON.stringify({ notification: { title: 'Reward', body: 'Ready', image: '/img.png' }, fcmOptions: { link: `${origin}/en/prizes/reward/9` } });
    expect(parsePushPayload(raw, origin)).toMatchObject({ title: 'Reward', body: 'Ready', image: '/img.png', route: '/en/prizes/reward/9' });
  });

  it('shows plain text under the app name and ignores empty pushes', () => {
    expect(parsePushPayload('Hello there', origin)).toMatchObject({ title: APP_NAME, body: 'Hello there', route: '/' });
    expect(parsePushPayload(null, origin)).toBeNull();
    expect(parsePushPayload('{}', origin)).toBeNull();
    expect(parsePushPayload('[1,2]', origin)).toBeNull();
  });

  it('reads the topic tag, falling back to the kind', () => {
    expect(parsePushPayload(JSON.stringify({ data: { title: 'News', body: 'x', kind: 'news', tag: 'news' } }), origin)?.tag).toBe('news');
    expect(parsePushPayload(JSON.stringify({ data: { title: 'Top', body: 'x', kind: 'monthly_top' } }), origin)?.tag).toBe('monthly_top');
    expect(parsePushPayload(JSON.stringify({ title: 'Hi', body: 'x', tag: 'promo' }), origin)?.tag).toBe('promo');
    expect(parsePushPayload(JSON.stringify({ title: 'Hi', body: 'x' }), origin)).not.toHaveProperty('tag');
  });

  it('never routes to another site', () => {
    expect(safeRoute('https://evil.example/x', origin)).toBe('/');
    expect(safeRoute('//evil.example/x', origin)).toBe('/');
    expect(safeRoute('/en/news/1?x=1#top', origin)).toBe('/en/news/1?x=1#top');
    expect(safeRoute(undefined, origin)).toBe('/');
  });
});
