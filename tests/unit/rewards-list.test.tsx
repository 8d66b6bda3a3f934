// @vitest-environment jsdom
// My rewards (docs/product.md sections 4 and 8): the list with thumbnails, the no-items message,
// the unused-rewards count, and "loading active rewards emits on-rewards-updated" without a loop.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reward } from '@contract/economy';
import { MyRewardsBlock } from '@/features/rewards/my-rewards-block';
import { RewardsScreen } from '@/features/rewards/rewards-screen';
import { useActiveRewardsCount } from '@/features/rewards/use-active-rewards-count';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

const reward = (id: number, name: string, extra: Partial<Reward> = {}): Reward => ({
  id,
  prize_id: id,
  name,
  image_id: 16 + id,
  code_media: 'code',
  reward_code: `CODE${id}`,
  barcode_type: 'QRCODE',
  valid_till: '2099-11-27T10:00:00.000Z',
  creation_date: '2026-11-13T10:00:00.000Z',
  used: false,
  used_at: null,
  ...extra,
});

let list: Reward[] = [];
let loads = 0;

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser());
  loads = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/user-side/', '');
    if (path === 'getUserActiveRewards') {
      loads++;
      return json(200, list);
    }
    return json(404, { error_code: 'NotFound', message: 'no' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my rewards page', () => {
  it('lists the active rewards with 100x100 thumbnails, code kind and valid-till date', async () => {
    list = [reward(2, 'Cinnamon bun', { code_media: 'barcode', barcode_type: 'CODE128' }), reward(1, 'Filter coffee')];
    render(<RewardsScreen />, { wrapper: Providers });
    expect(await screen.findByText('Cinnamon bun')).toBeTruthy();
    expect(screen.getByText('Barcode')).toBeTruthy();
    expect(screen.getByText('Code')).toBeTruthy();
    expect(screen.getAllByText(/Valid until Nov 27, 2099/)).toHaveLength(2);
    const thumbs = document.querySelectorAll('img');
    expect(thumbs[0]!.getAttribute('src')).toBe('/image/i.18/w.100:h.100:f.0/image.png');
    expect(screen.getByText('Cinnamon bun').closest('a')!.getAttribute('href')).toBe('/en/prizes/reward/$rewardId');
  });

  it('shows the no-items message when there are none', async () => {
    list = [];
    render(<RewardsScreen />, { wrapper: Providers });
    expect(await screen.findByText('No items')).toBeTruthy();
    expect(screen.getByText('Browse prizes')).toBeTruthy();
  });

  it('the right panel block shows the list and its own no-items message', async () => {
    list = [];
    render(<MyRewardsBlock />, { wrapper: Providers });
    expect(await screen.findByText('No items')).toBeTruthy();
  });
});

describe('refresh events (docs/product.md section 4)', () => {
  function Count() {
    return <output>{useActiveRewardsCount()}</output>;
  }

  it('emits on-rewards-updated when the active rewards load, and does not answer its own event with a reload', async () => {
    list = [reward(1, 'Filter coffee'), reward(2, 'Cinnamon bun')];
    let emitted = 0;
    const onUpdated = () => emitted++;
    window.addEventListener('on-rewards-updated', onUpdated);
    render(
      <>
        <Count />
        <MyRewardsBlock />
      </>,
      { wrapper: Providers },
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(loads).toBe(1);
    expect(emitted).toBe(1);

    // Another part of the app announces a change (a redemption, a collected achievement): one reload.
    list = [reward(3, 'Thermo mug'), ...list];
    act(() => {
      window.dispatchEvent(new Event('achievement-collected'));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(loads).toBe(2);
    expect(emitted).toBe(2);
    window.removeEventListener('on-rewards-updated', onUpdated);
  });
});
