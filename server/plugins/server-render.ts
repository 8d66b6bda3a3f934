// The signed-out first screens, rendered to HTML by React on the server (src/entry-server.tsx, built
// into dist/.server-render beside the app it renders). A page is rendered once for each path, query,
// language, settings and catalog, and kept: the settings and catalog in force are part of the key, so
// an edit in the console makes the next request render afresh and nothing stale is ever served.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../../src/api/contract';

interface RenderInput {
  url: string;
  lang: string;
  settings: Settings;
  messages: unknown;
}
type RenderResult = { kind: 'html'; html: string } | { kind: 'not-rendered' };
type RenderPage = (input: RenderInput) => Promise<RenderResult>;

/** Kept renders (pages x languages x query strings met); the oldest goes first. */
const MAX_KEPT = 500;

export interface ServerRender {
  /** The page's body HTML and what it hoists into <head>, or null when the browser renders it. */
  render(input: RenderInput): Promise<{ head: string; body: string } | null>;
}

export function loadServerRender(staticRoot: string, log: FastifyBaseLogger): ServerRender | null {
  const entry = path.join(staticRoot, '.server-render', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let renderPage: Promise<RenderPage> | null = null;
  const kept = new Map<string, { head: string; body: string } | null>();
  // One render at a time: the app's lingui instance holds the language being rendered.
  let queue: Promise<unknown> = Promise.resolve();

  const renderOnce = async (input: RenderInput) => {
    renderPage ??= import(pathToFileURL(entry).href).then((module: { renderPage: RenderPage }) => module.renderPage);
    const result = await (await renderPage)(input);
    return result.kind === 'html' ? splitHoisted(result.html) : null;
  };

  return {
    async render(input) {
      const key = renderKey(input);
      if (kept.has(key)) return kept.get(key)!;
      const task = queue.then(() => renderOnce(input));
      queue = task.catch(() => undefined);
      try {
        const page = await task;
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, page);
        return page;
      } catch (error) {
        log.error({ err: error, url: input.url }, 'The server render failed: the browser renders the page');
        return null;
      }
    },
  };
}

function renderKey({ url, lang, settings, messages }: RenderInput): string {
  const hash = createHash('sha1').update(JSON.stringify(settings)).digest('base64url');
  // The day too: the partner logos shown change each UTC day (src/features/auth/partner-logos.tsx).
  const day = new Date().toISOString().slice(0, 10);
  return `${lang}\n${url}\n${hash}\n${settings.translationsHash}\n${messages ? 'catalog' : 'none'}\n${day}`;
}

const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** React puts the preloads it hoists (a hero image's) before the markup: they belong in <head>. */
export function splitHoisted(html: string): { head: string; body: string } {
  const head = LEADING_LINKS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
