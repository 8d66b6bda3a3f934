// Addresses an operator's text page may have: never one of the app's own screens (every first segment of
// src/routes/$lang is reserved or one of the seven fixed pages), and the service worker keeps them offline.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCustomPageSlug, isFixedPageSlug, isReservedSlug } from '../../contract/content-slugs';
import { isRenderedPath } from '../../sw/rendered-paths';

const ROUTES = path.resolve(__dirname, '../../src/routes/$lang');

describe('text page addresses', () => {
  it('reserve the first segment of every app route', () => {
    const segments = new Set<string>();
    for (const file of readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.tsx')) continue;
      const first = file.split(path.sep).filter((s) => !s.startsWith('_'))[0]!.replace(/\.tsx$/, '').split('.')[0]!;
      if (!first.startsWith('$') && first !== 'index' && first !== 'route') segments.add(first);
    }
    expect(segments.size).toBeGreaterThan(15);
    for (const segment of segments) expect(isReservedSlug(segment) || isFixedPageSlug(segment), segment).toBe(true);
  });

  it('take small letters, digits and single dashes only', () => {
    expect(isCustomPageSlug('summer-rules')).toBe(true);
    expect(isCustomPageSlug('2026')).toBe(true);
    for (const bad of ['help', 'dashboard', 'Summer', 'a', 'a--b', '-a', 'ėglė', 'x'.repeat(61)]) expect(isCustomPageSlug(bad), bad).toBe(false);
  });

  it('are kept by the service worker in every language, app screens are not', () => {
    expect(isRenderedPath('/en/summer-rules')).toBe(true);
    expect(isRenderedPath('/lt/summer-rules/')).toBe(true);
    expect(isRenderedPath('/en/dashboard')).toBe(false);
    expect(isRenderedPath('/en/summer-rules/more')).toBe(false);
  });
});
