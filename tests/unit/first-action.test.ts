// @vitest-environment jsdom
// src/lib/first-action.ts: what waits for the member's first action runs at it, not before, and at once after it.
import { describe, expect, it, vi } from 'vitest';

describe('the first action', () => {
  it('runs what waits for it at the first touch, key, scroll or wheel, once', async () => {
    vi.resetModules();
    const { afterFirstAction } = await import('@/lib/first-action');
    const run = vi.fn();
    afterFirstAction(run);
    window.dispatchEvent(new Event('resize'));
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts an action taken before anything waited, and then runs at once', async () => {
    vi.resetModules();
    const { afterFirstAction } = await import('@/lib/first-action');
    // Scroll does not bubble: seen by the window's capture listener all the same.
    document.body.dispatchEvent(new Event('scroll'));
    const run = vi.fn();
    afterFirstAction(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the next action when asked, and a cancelled wait never runs', async () => {
    vi.resetModules();
    const { afterFirstAction, atNextAction } = await import('@/lib/first-action');
    afterFirstAction(() => {});
    document.body.dispatchEvent(new Event('wheel', { bubbles: true }));
    const next = vi.fn();
    const cancelled = vi.fn();
    atNextAction(next);
    atNextAction(cancelled)();
    expect(next).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(next).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
