// @vitest-environment jsdom
// Issue 38 #42: a queued action's toast names the situation the way the offline banner does. The
// browser without a network is "offline"; a request that hangs while the browser has one is the network
// not answering, never "You are offline". In English and in Lithuanian.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChallengeScreen } from '@/features/challenges/challenge-screen';
import { listActions, deleteAction } from '@/features/offline/outbox-store';
import { appStore } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';
import { activateEnglish, makeChallenge, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';
import { compiledMessages, poEntries } from './po-catalog';

const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api: apiMock }));
vi.mock('@tanstack/react-router', async () => {
  const { createElement } = await import('react');
  return {
    useNavigate: () => vi.fn(),
    Link: ({ children, className }: { children: React.ReactNode; className?: string }) => createElement('a', { className, href: '#' }, children),
  };
});
const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast }));

const LT = poEntries('src/locales/lt/messages.po');
let browserOnline = true;

beforeAll(() => import('@/features/challenges/widgets/challenge-widget'), 20_000);
beforeEach(async () => {
  activateEnglish();
  resetChallengeStore();
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  // The queued accept's own retries find a link that still hangs.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  apiMock.get.mockReset();
  apiMock.get.mockImplementation(async (path: string) => {
    if (path === 'getUserChallenge/8') return makeChallenge({ id: 8, name: 'Route quiz' });
    return new Promise(() => {});
  });
  apiMock.post.mockReset();
  apiMock.post.mockImplementation(() => new Promise(() => {}));
  toast.info.mockReset();
  for (const action of await listActions()) await deleteAction(action.id);
});
afterEach(() => {
  cleanup();
  appStore.set(offlineAtom, false);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(activateEnglish);

/** Presses Accept (named in the language shown); `meanwhile` plays what the network does while the request waits. */
async function acceptWhile(meanwhile: () => void, accept = 'Accept challenge') {
  render(
    <TestProviders client={newQueryClient()}>
      <ChallengeScreen challengeId={8} />
    </TestProviders>,
  );
  fireEvent.click(await screen.findByRole('button', { name: accept }));
  await act(async () => meanwhile());
  await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(1));
  expect((await listActions()).map((a) => a.path)).toEqual(['acceptUserChallenge']);
  return String(toast.info.mock.calls[0]![0]);
}

/** The shared client gives up on a request that hangs and raises the app's offline flag. */
const requestHangs = () => appStore.set(offlineAtom, true);
const browserLosesNetwork = () => {
  browserOnline = false;
  appStore.set(offlineAtom, true);
};

describe('the toast of an accept queued for later', () => {
  it('on a request that hangs while the browser is online, says the network is not answering, not "offline"', async () => {
    const words = await acceptWhile(requestHangs);
    expect(words).toBe('The network is not answering: the challenge is accepted here, and on our side once it answers.');
    expect(words).not.toMatch(/offline/i);
  });

  it('with the browser offline, says "You are offline"', async () => {
    const words = await acceptWhile(browserLosesNetwork);
    expect(words).toBe('You are offline: the challenge is accepted here and on our side once you are back online.');
  });

  describe('in Lithuanian', () => {
    beforeEach(() => i18n.loadAndActivate({ locale: 'lt', messages: compiledMessages(LT) }));
    const accept = () => LT.find((e) => e.id === 'Accept challenge')!.str;

    it('"Tinklas neatsako" for a request that hangs', async () => {
      expect(await acceptWhile(requestHangs, accept())).toBe(
        'Tinklas neatsako: užduotis priimta šiame įrenginyje, o mūsų sistemoje bus priimta, kai tinklas atsakys.',
      );
    });

    it('"Nėra ryšio" with the browser offline', async () => {
      expect(await acceptWhile(browserLosesNetwork, accept())).toBe(
        'Nėra ryšio: užduotis priimta šiame įrenginyje, o mūsų sistemoje bus priimta, kai ryšys atsiras.',
      );
    });
  });
});
