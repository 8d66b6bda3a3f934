// The server's render of a signed-out first screen (docs/architecture.md, "How a page is painted"): the
// tree the browser hydrates (main.tsx), with the settings, catalog and data the server has in force. Built
// by `vite build --ssr` into dist/.server-render (beside the app it renders) and called by
// server/plugins/server-render.ts.
import { QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Messages } from '@lingui/core';
import { sendRequestsThrough } from '@/api/client';
import type { Settings } from '@contract';
import { Providers } from '@/app/providers';
import { dehydrateRendered } from '@/app/rendered-queries';
import { createAppRouter, type AppRouter } from '@/app/router';
import { AppShell } from '@/app/shell/app-shell';
import { seedSignedOutStore } from '@/app/signed-out-start';
import { activateNoting, pickMessages } from '@/i18n/first-screen-messages';
import { createStore } from '@/state/jotai';

export interface RenderInput {
  /** Path and query, as the browser asked. */
  url: string;
  lang: string;
  settings: Settings;
  messages: Messages;
  /** Answers the app's API calls (the server, in process). */
  fetchApi: typeof fetch;
}

/** Whatever has not come within these (it should all be code in this bundle, and in-process answers) is left to the browser. */
const RENDER_DEADLINE_MS = 3000;
const DATA_DEADLINE_MS = 2000;

export type RenderResult =
  /** `messages`: the part of the catalog the page used, all its first screen needs to hydrate. */
  | { kind: 'html'; html: string; queries: DehydratedState | null; messages: Messages }
  | { kind: 'not-rendered' };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

async function prerender(router: AppRouter, store: ReturnType<typeof createStore>, client: QueryClient): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers store={store} client={client} persist={false}>
        <AppShell router={router} />
      </Providers>
    </StrictMode>,
    { signal: AbortSignal.timeout(RENDER_DEADLINE_MS), onError: (error) => console.error('server render:', error) },
  );
  return streamToString(prelude);
}

/** A query the page asked for and would fetch in the browser (useQuery's `enabled` is kept on its options). */
function wanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * The page's HTML and the answers it was drawn with, or 'not-rendered' when the path is not a
 * signed-out first screen (the browser renders it). The first pass finds the queries the screen asks
 * for; they are answered, and the second pass draws the screen with them. The messages either pass
 * looked up are the ones the page carries inline. Calls must not overlap: the
 * lingui instance and the API transport are the app's one (server-render.ts runs them in turn).
 */
export async function renderPage({ url, lang, settings, messages, fetchApi }: RenderInput): Promise<RenderResult> {
  const used = activateNoting(lang, messages);
  sendRequestsThrough(fetchApi);
  const store = createStore();
  seedSignedOutStore(store, settings, lang);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), store, true);
  await router.load();
  const state = router.state;
  const leaf = state.matches.at(-1);
  // A guard that sent the render elsewhere (a redirect) leaves it on another path: the browser goes there.
  const moved = state.location.pathname !== new URL(url, 'http://server.render').pathname;
  if (moved || !leaf || leaf.status !== 'success' || !leaf.staticData.serverRendered) return { kind: 'not-rendered' };

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const first = await prerender(router, store, client);
  const asked = client.getQueryCache().getAll().filter(wanted);
  if (asked.length === 0) return { kind: 'html', html: first, queries: null, messages: pickMessages(messages, used) };
  const answered = Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, DATA_DEADLINE_MS))]);
  const html = await prerender(router, store, client);
  return { kind: 'html', html, queries: dehydrateRendered(client), messages: pickMessages(messages, used) };
}
