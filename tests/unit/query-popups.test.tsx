// @vitest-environment jsdom
// ?genericPopup= opens only words of the app: a translation or a server text page, never the URL's markup.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryPopupSource } from '@/app/shell/query-popup-source';
import { useQueryPopups } from '@/app/shell/use-query-popups';
import { PopupHost } from '@/features/popups/popup-host';
import { popups } from '@/features/popups/popups';

let search: Record<string, unknown> = {};
vi.mock('@tanstack/react-router', () => ({
  useSearch: () => search,
  useNavigate: () => async () => undefined,
}));

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: { welcomeBack: 'Welcome back to the programme!' } }));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ slug: 'help', title: 'How it works', body: '<p>Collect points.</p>' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => popups.closeAll());
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  useQueryPopups();
  return <PopupHost />;
}

const openWith = async (genericPopup: string) => {
  search = { genericPopup };
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
};

describe('?genericPopup=', () => {
  it('shows nothing from a URL carrying markup or text of its own', async () => {
    await openWith('<h2>Your account is locked</h2><form action="https://evil.example"><input name="code"></form>');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('locked');
    expect(fetchMock).not.toHaveBeenCalled();
    await openWith('Your account is locked, enter your code');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a server text page by its slug', async () => {
    await openWith('help');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('getContent/help');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('How it works')).toBeTruthy();
    expect(await screen.findByText('Collect points.')).toBeTruthy();
  });

  it('opens a translation by its message id', async () => {
    await openWith('welcomeBack');
    expect(await screen.findByText('Welcome back to the programme!')).toBeTruthy();
  });

  it('resolves only slugs and known message ids', () => {
    const known = (id: string) => id === 'welcomeBack';
    expect(queryPopupSource('terms', known)).toEqual({ kind: 'content', slug: 'terms' });
    expect(queryPopupSource('welcomeBack', known)).toEqual({ kind: 'message', id: 'welcomeBack' });
    expect(queryPopupSource('<b>hi</b>', known)).toBeNull();
    expect(queryPopupSource(undefined, known)).toBeNull();
  });
});
