// The signed-out first screens, rendered to HTML by React on the server (src/entry-server.tsx, built
// into dist/.server-render beside the app it renders). A render is kept by path, query, language, the
// settings and catalog in force and the day: an edit in the console changes the key, so no page is
// served with stale settings or texts. A page drawn with data of its own (the owner, the menu, a text
// page) is drawn afresh once DATA_KEPT_MS have passed, so content edits show within seconds too.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../contract';

interface RenderInput {
  url: string;
  lang: string;
  settings: Settings;
  messages: unknown;
  fetchApi: typeof fetch;
}
type RenderResult = { kind: 'html'; html: string; queries: unknown; messages: Record<string, unknown> } | { kind: 'not-rendered' };
type RenderPage = (input: RenderInput) => Promise<RenderResult>;

export interface RenderedPage {
  /** What React hoisted (a hero image's preload), for <head>. */
  head: string;
  body: string;
  /** The answers the page was drawn with, for the browser's query cache (React Query's dehydrated state). */
  queries: unknown;
  /** The messages the page used: the part of the catalog its HTML carries (the rest loads after the first paint). */
  messages: Record<string, unknown>;
}

/** Kept renders (pages x languages x query strings met); the oldest goes first. */
const MAX_KEPT = 500;
const DATA_KEPT_MS = 5000;

export interface ServerRender {
  /** The page, or null when the browser renders it. */
  render(input: Omit<RenderInput, 'fetchApi'>): Promise<RenderedPage | null>;
}

export function loadServerRender(app: FastifyInstance, staticRoot: string): ServerRender | null {
  const entry = path.join(staticRoot, '.server-render', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let renderPage: Promise<RenderPage> | null = null;
  const kept = new Map<string, { page: RenderedPage | null; at: number }>();
  // One render at a time: the app's lingui instance and API transport hold the page being rendered.
  let queue: Promise<unknown> = Promise.resolve();

  const load = () => (renderPage ??= import(pathToFileURL(entry).href).then((module: { renderPage: RenderPage }) => module.renderPage));
  // Loaded as the process starts, before it listens: otherwise the first visitor of each worker waited for
  // it (a first page took 97-137 ms, against 75-79 with it loaded), and a module that does not load was
  // found only by a visitor.
  app.addHook('onReady', async () => {
    await load().catch((error: unknown) => app.log.error({ err: error }, 'The server render does not load: the browser renders every page'));
  });

  const renderOnce = async (input: Omit<RenderInput, 'fetchApi'>): Promise<RenderedPage | null> => {
    const result = await (await load())({ ...input, fetchApi: inProcessFetch(app, input.lang) });
    return result.kind === 'html' ? { ...splitHoisted(result.html), queries: result.queries, messages: result.messages } : null;
  };

  return {
    async render(input) {
      const key = renderKey(input);
      const hit = kept.get(key);
      if (hit && (!hit.page?.queries || Date.now() - hit.at < DATA_KEPT_MS)) return hit.page;
      const task = queue.then(() => renderOnce(input));
      queue = task.catch(() => undefined);
      try {
        const page = await task;
        kept.delete(key);
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, { page, at: Date.now() });
        return page;
      } catch (error) {
        app.log.error({ err: error, url: input.url }, 'The server render failed: the browser renders the page');
        return null;
      }
    },
  };
}

/** The app's API calls of a render, answered by this server without a network, in the page's language. */
function inProcessFetch(app: FastifyInstance, lang: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': lang, cookie: `lang=${lang}` },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value);
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
  };
}

function renderKey({ url, lang, settings }: Omit<RenderInput, 'fetchApi'>): string {
  const hash = createHash('sha1').update(JSON.stringify(settings)).digest('base64url');
  // The day too: the partner logos shown change each UTC day (src/features/auth/partner-logos.tsx).
  const day = new Date().toISOString().slice(0, 10);
  return `${lang}\n${url}\n${hash}\n${settings.translationsHash}\n${day}`;
}

const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** React puts the preloads it hoists (a hero image's) before the markup: they belong in <head>. */
function splitHoisted(html: string): { head: string; body: string } {
  const head = LEADING_LINKS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
