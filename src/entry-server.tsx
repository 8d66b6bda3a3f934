// The server's render of a signed-out first screen (docs/architecture.md, "How a page is painted"): the
// tree the browser hydrates (main.tsx), with the settings and catalog the server has in force. Built by
// `vite build --ssr` into dist/.server-render (beside the app it renders) and called by server/plugins/server-render.ts.
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Messages } from '@lingui/core';
import type { Settings } from '@/api/contract';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { AppShell } from '@/app/shell/app-shell';
import { seedSignedOutStore } from '@/app/signed-out-start';
import { activateMessages } from '@/i18n/i18n';
import { createStore } from '@/state/jotai';

export interface RenderInput {
  /** Path and query, as the browser asked. */
  url: string;
  lang: string;
  settings: Settings;
  messages: Messages;
}

const RENDER_DEADLINE_MS = 3000;

export type RenderResult = { kind: 'html'; html: string } | { kind: 'not-rendered' };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

/**
 * The page's HTML, or 'not-rendered' when the path is not a signed-out first screen (the browser renders
 * it). Calls must not overlap: the lingui instance is the app's one (server-render.ts runs them in turn).
 */
export async function renderPage({ url, lang, settings, messages }: RenderInput): Promise<RenderResult> {
  activateMessages(lang, messages);
  const store = createStore();
  seedSignedOutStore(store, settings, lang);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), store, true);
  await router.load();
  const state = router.state;
  const leaf = state.matches.at(-1);
  // A guard that sent the render elsewhere (a redirect) leaves it on another path: the browser goes there.
  const moved = state.location.pathname !== new URL(url, 'http://server.render').pathname;
  if (moved || !leaf || leaf.status !== 'success' || !leaf.staticData.serverRendered) return { kind: 'not-rendered' };
  // Whatever has not come within the deadline (it should all be code in this bundle) renders in the browser.
  const deadline = AbortSignal.timeout(RENDER_DEADLINE_MS);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers store={store} persist={false}>
        <AppShell router={router} />
      </Providers>
    </StrictMode>,
    { signal: deadline, onError: (error) => console.error('server render:', error) },
  );
  return { kind: 'html', html: await streamToString(prelude) };
}
