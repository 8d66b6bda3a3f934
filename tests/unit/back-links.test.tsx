// @vitest-environment jsdom
// Issue 38 #29: back links come in one style. Every screen's way back is the shared BackLink
// (components/ui/back-link.tsx: its arrow, its class, data-back-link), and still goes where it went,
// under the name it had. No other file draws the back arrow or takes the back link's class.
import { cleanup, render, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChallengeScreen } from '@/features/challenges/challenge-screen';
import { PrizeScreen } from '@/features/prizes/prize-screen';
import { PrizesListScreen } from '@/features/prizes/prizes-list-screen';
import { CodeScreenHeader } from '@/features/profile/codes/code-screen-header';
import { CodesMenuScreen } from '@/features/profile/codes/codes-menu-screen';
import { RewardScreen } from '@/features/rewards/reward-screen';
import { activateEnglish, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';

// Answers only the categories; everything else stays loading, which is when a back link matters most.
const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api: apiMock }));
vi.mock('@tanstack/react-router', async () => {
  const { createElement } = await import('react');
  type LinkProps = { to: string; params?: { lang?: string }; search?: Record<string, string>; className?: string; children: ReactNode };
  return {
    useNavigate: () => vi.fn(),
    Link: ({ to, params, search, className, children, ...rest }: LinkProps & Record<string, unknown>) => {
      const query = search && typeof search === 'object' ? `?${new URLSearchParams(search).toString()}` : '';
      const href = to.replace('$lang', params?.lang ?? '') + query;
      return createElement('a', { href, className, 'data-back-link': rest['data-back-link'] }, children);
    },
  };
});

beforeAll(activateEnglish);
beforeEach(() => {
  resetChallengeStore();
  apiMock.get.mockReset();
  apiMock.get.mockImplementation((path: string) =>
    path === 'getPrizeCategories' ? Promise.resolve([{ id: 4, name: 'Coffee', image_id: null, prizes_count: 2 }]) : new Promise(() => {}),
  );
});
afterEach(cleanup);

function show(ui: ReactNode) {
  render(<TestProviders client={newQueryClient()}>{ui}</TestProviders>);
}

/** The link by its accessible name: the shared BackLink, with its arrow, going to `href`. */
async function expectSharedBackLink(name: string, href: string) {
  const link = await screen.findByRole('link', { name });
  expect(link.getAttribute('href')).toBe(href);
  expect(link.hasAttribute('data-back-link'), `"${name}" is not the shared BackLink`).toBe(true);
  expect(link.querySelectorAll('svg')).toHaveLength(1);
  expect(within(link).queryByText('←')).toBeNull();
}

describe('each screen goes back through the shared BackLink, to the same place under the same name', () => {
  it.each<[string, () => ReactNode, string, string]>([
    ['My codes', () => <CodesMenuScreen />, 'Profile', '/en/profile'],
    ['a code screen', () => <CodeScreenHeader icon={null} title="Promo code" lead="Apply one" />, 'My codes', '/en/profile/codes-menu'],
    ['a reward', () => <RewardScreen rewardId={9} />, 'My rewards', '/en/prizes/rewards'],
    ['a prize opened from the catalogue', () => <PrizeScreen prizeId={3} categoryId={null} points={100} />, 'Prizes', '/en/prizes'],
    ['a prize opened from a category', () => <PrizeScreen prizeId={3} categoryId={4} points={100} />, 'Coffee', '/en/prizes-list?categoryId=4'],
    ['a category of prizes', () => <PrizesListScreen categoryId={4} points={100} />, 'Prizes', '/en/prizes'],
    ['a challenge on its own page', () => <ChallengeScreen challengeId={8} />, 'All challenges', '/en/dashboard'],
  ])('%s', async (_screen, ui, name, href) => {
    show(ui());
    await expectSharedBackLink(name, href);
  });
});

describe('no member app file but BackLink draws a back link', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? files(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const shared = join('src', 'components', 'ui', 'back-link.tsx');
  // The member app; the console (admin/) has its own look.
  const sources = files('src').filter((file) => file !== shared);

  it('the back arrow, the back link class and a text arrow appear nowhere else', () => {
    const handRolled = sources.filter((file) => {
      const text = readFileSync(file, 'utf-8');
      return /<ArrowLeftIcon\b|\bpage\.back\b|←/.test(text);
    });
    expect(handRolled).toEqual([]);
  });
});
