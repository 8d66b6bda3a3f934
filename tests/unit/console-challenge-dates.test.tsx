// @vitest-environment jsdom
// The challenge editor checks the dates before it sends: an end that is not after the start is shown
// next to "Ends" in the console's language and nothing is sent; moved after the start, it can be saved.
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleError } from '../../admin/src/api';
import { InRouter } from './console-router';
import { compiledMessages, poEntries } from './po-catalog';

const send = vi.hoisted(() => vi.fn());
vi.mock('../../admin/src/api', async (original) => ({ ...(await original<object>()), send }));
// The preview speaks the customer's catalogs, which only the console's build loads.
vi.mock('../../admin/src/pages/challenges/preview', () => ({ Preview: () => null }));
const { ChallengeEditorPage } = await import('../../admin/src/pages/challenges/challenge-editor-page');

const lt = setupI18n({ locale: 'lt', messages: { lt: compiledMessages(poEntries('admin/locales/lt/messages.po')) } });
const CHOICES = { languages: ['en', 'lt'], default_language: 'en', prizes: [], owners: [], segments: [] };

function answer(route: string) {
  if (route === 'GET /challenges/choices') return Promise.resolve(CHOICES);
  if (route === 'GET /segments') return Promise.resolve({ segments: [] });
  if (route === 'POST /challenges') return Promise.resolve({ id: 7, status: 'scheduled', announced: false });
  return Promise.reject(new Error(`unexpected ${route}`));
}

afterEach(() => {
  cleanup();
  send.mockReset();
});

function renderEditor() {
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={lt}>
        <InRouter at="/challenges/new">
          <ChallengeEditorPage id={null} />
        </InRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return container;
}

async function datesOf(container: HTMLElement, start: string, end: string) {
  fireEvent.click(await screen.findByRole('radio', { name: 'Nurodytu laiku' }));
  const [startInput, endInput] = container.querySelectorAll<HTMLInputElement>('input[type="datetime-local"]');
  fireEvent.input(startInput!, { target: { value: start } });
  fireEvent.input(endInput!, { target: { value: end } });
  return endInput!;
}

const problemOf = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the challenge editor’s dates', () => {
  it('shows an end before the start next to the end, in Lithuanian, and sends nothing until it is after', async () => {
    send.mockImplementation(answer);
    const container = renderEditor();
    const end = await datesOf(container, '2030-05-02T10:00', '2030-05-01T10:00');
    fireEvent.submit(container.querySelector('form')!);

    const words = 'Pabaiga turi būti vėliau nei pradžia.';
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(problemOf(end)).toContain(words);
    expect(send.mock.calls.map(([route]) => route)).not.toContain('POST /challenges');

    fireEvent.input(end, { target: { value: '2030-05-03T10:00' } });
    expect(end.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryAllByText(words)).toEqual([]);
  });

  it('words a field the server’s schema refused in Lithuanian, never in the server’s English', async () => {
    const english = 'Invalid body field "end_time": The end must come after the start.';
    send.mockImplementation((route: string) =>
      route === 'POST /challenges' ? Promise.reject(new ConsoleError(400, 'ValidationError', english, { field: 'body.end_time' })) : answer(route),
    );
    const container = renderEditor();
    const end = await datesOf(container, '2030-05-01T10:00', '2030-05-02T10:00');
    fireEvent.submit(container.querySelector('form')!);

    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(problemOf(end)).toContain('Patikrinkite įvestas reikšmes.');
    expect(container.textContent).not.toContain('Invalid body field');
    expect(container.textContent).not.toContain('The end must come after the start');
  });
});
