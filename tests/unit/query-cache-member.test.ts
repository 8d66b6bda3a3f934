// @vitest-environment jsdom
// The answers cached on disk are one member's: a start as another member, or signed out, finds none.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { memberCacheStorage } from '@/api/query-client';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';

const tokenFor = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

describe('the cache on disk', () => {
  it('comes back for the member who saved it, and for nobody else', async () => {
    appStore.set(tokenAtom, tokenFor('7'));
    await memberCacheStorage.setItem('cache', 'answers of member 7');
    expect(await memberCacheStorage.getItem('cache')).toBe('answers of member 7');

    appStore.set(tokenAtom, tokenFor('8'));
    expect(await memberCacheStorage.getItem('cache')).toBeNull();

    appStore.set(tokenAtom, null);
    expect(await memberCacheStorage.getItem('cache')).toBeNull();
  });

  it('saved signed out, comes back signed out only', async () => {
    appStore.set(tokenAtom, null);
    await memberCacheStorage.setItem('cache', 'settings and news');
    expect(await memberCacheStorage.getItem('cache')).toBe('settings and news');
    appStore.set(tokenAtom, tokenFor('7'));
    expect(await memberCacheStorage.getItem('cache')).toBeNull();
  });
});
