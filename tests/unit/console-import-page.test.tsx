// @vitest-environment jsdom
// The Import page after a dry run that could not read the file: it says why in the console's language
// (never the CSV reader's English) and offers no Import; an import that stopped may be started again.
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberImport } from '../../contract/console/imports';
import { compiledMessages, poEntries } from './po-catalog';
import { InRouter } from './console-router';

const send = vi.hoisted(() => vi.fn());
vi.mock('../../admin/src/api', async (original) => ({ ...(await original<object>()), send }));
const { ImportPage } = await import('../../admin/src/pages/import/import-page');

const lt = setupI18n({ locale: 'lt', messages: { lt: compiledMessages(poEntries('admin/locales/lt/messages.po')) } });

const failed = (patch: Partial<MemberImport>): MemberImport => ({
  id: 1,
  file_name: 'nariai.csv',
  kind: 'members',
  status: 'failed',
  total_rows: 3,
  rows_done: 0,
  problem_rows: 0,
  problems: [],
  created: 0,
  updated: 0,
  unchanged: 0,
  failure: 'A quoted value on line 3 is never closed.',
  failure_code: 'quote_not_closed',
  failure_line: 3,
  created_at: '2030-01-01T00:00:00Z',
  finished_at: '2030-01-01T00:00:01Z',
  ...patch,
});

function renderPage(latest: MemberImport) {
  send.mockImplementation((route: string) => (route === 'GET /imports' ? Promise.resolve({ imports: [latest] }) : Promise.reject(new Error(route))));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={lt}>
        <InRouter>
          <ImportPage />
        </InRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  send.mockReset();
});

describe('the Import page after a failure', () => {
  it('says in Lithuanian which line could not be read, and offers no Import', async () => {
    renderPage(failed({}));
    const why = await screen.findByTestId('import-failure');
    expect(why.textContent).toMatch(/^Failo nepavyko perskaityti: 3 eilutėje/);
    expect(screen.getByTestId('import-status').textContent).toContain('nebaigtas');
    expect(document.body.textContent).not.toContain('never closed');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('offers to start again an import that stopped', async () => {
    renderPage(failed({ failure: 'The import stopped; start it again.', failure_code: 'import_stopped', failure_line: null }));
    expect(await screen.findByRole('button', { name: 'Importuoti' })).toBeTruthy();
    expect(screen.getByTestId('import-failure').textContent).toMatch(/^Importas sustojo/);
  });
});
