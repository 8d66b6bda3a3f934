// Serves the built app: hashed assets cached for a year, everything else revalidated,
// and index.html for app routes (/{lang}/...) so deep links work. index.html and the web app
// manifest carry the programme's name (settings brand.name) from the first byte: the tab and the
// installed app say it before the app has started. index.html also carries what the route's first
// paint needs: its settings, translations and chunks (first-paint.ts); a page the server renders carries
// only the messages it used (server-render.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../../contract/language-cookie';
import { translationFile } from '../services/content/app-content';
import { hasAccess } from '../services/auth/access-gate';
import { programmeName, readSettings } from '../services/settings/settings';
import { registerConsolePage } from './console-page';
import { RouteChunks, withFirstPaint, withoutFontPreload, withServerRender, type BootData } from './first-paint';
import { loadServerRender, type RenderedPage } from './server-render';
import { webManifest } from './web-manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export default fp(async (app) => {
  const root = path.resolve(app.config.STATIC_DIR);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built app in ${root}: run "npm run build" to serve the app.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(root, 'manifest.webmanifest');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>) : null;
  const names = programmeNames(app);
  const routeChunks = RouteChunks.load(root);
  const catalogs = new Map<string, unknown>();
  const serverRender = loadServerRender(app, root);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The .br and .gz copies written at build time (scripts/compress-assets.mjs).
    preCompressed: true,
    // Translations have their own route with their own caching (routes/translations.ts).
    // index.html and the manifest are answered below, with the programme's name in them.
    globIgnore: ['translations/**', 'index.html', 'admin/index.html', 'manifest.webmanifest', '.vite/**', '.server-render/**'],
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      if (filePath.endsWith('sw.js')) res.header('service-worker-allowed', '/');
    },
  });

  /** Settings and translations as the app would fetch them at boot; null if they cannot be read. */
  const bootData = async (request: FastifyRequest, lang: string): Promise<BootData | null> => {
    try {
      const settings = { ...(await readSettings(app.db, app.config, lang)), authenticated: hasAccess(app, request) };
      if (!catalogs.has(lang)) {
        const file = translationFile(app.config, lang);
        catalogs.set(lang, file ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null);
      }
      const messages = catalogs.get(lang);
      return { lang, settings, translations: messages ? { lang, hash: settings.translationsHash, messages } : null };
    } catch (error) {
      request.log.warn({ err: error }, 'The first paint data could not be read: the app fetches it');
      return null;
    }
  };

  /** `shell`: /index.html, which the service worker precaches: no page's data may stay in it. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, shell = false) => {
    const lang = pageLanguage(app, request);
    const [name, boot] = await Promise.all([names.get(lang), shell ? null : bootData(request, lang)]);
    const pathname = request.url.split('?')[0] ?? '/';
    const chunks = (!shell && routeChunks?.forPath(pathname)) || { js: [], css: [] };
    const page = boot && serverRender ? await serverRender.render({ url: request.url, lang: boot.lang, settings: boot.settings, messages: boot.translations?.messages ?? {} }) : null;
    // A rendered page starts its scripts after its first paint (first-paint.ts): only its stylesheets are linked.
    const rendered = page ? withServerRender(indexHtml, page, chunks.js) : withoutFontPreload(indexHtml);
    const html = withFirstPaint(withTitle(rendered, name, lang), page && boot ? renderedBoot(boot, page) : boot, page ? { js: [], css: chunks.css } : chunks);
    // A rendered page's language is the visitor's choice from now on, before its scripts run (a link
    // followed at once, to the operator's sign-in say, comes back in it); the app writes it as well.
    if (page && boot) void reply.setCookie(LANGUAGE_COOKIE, boot.lang, { path: '/', sameSite: 'strict', secure: true, maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
    // The page's language and settings follow the cookies and Accept-Language (first-paint.ts).
    return reply.header('cache-control', REVALIDATE).header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(html);
  };

  registerConsolePage(app, root);
  app.get('/', (request, reply) => sendIndex(request, reply));
  app.get('/index.html', (request, reply) => sendIndex(request, reply, true));
  if (manifest) {
    app.get('/manifest.webmanifest', async (request, reply) => {
      const lang = request.lang || app.config.DEFAULT_LANGUAGE;
      const name = await names.get(lang);
      return reply
        .header('cache-control', REVALIDATE)
        .header('vary', 'Cookie, Accept-Language')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webManifest(manifest, name, lang)));
    });
  }
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || path.extname(url)) {
      return reply.status(404).send({ error_code: 'NotFound', message: `Not found: ${url}` });
    }
    return sendIndex(request, reply);
  });
});

/** A rendered page carries the answers it was drawn with and only the messages it used, not the whole catalog. */
function renderedBoot(boot: BootData, page: RenderedPage): BootData {
  const translations = boot.translations && { ...boot.translations, messages: page.messages, firstScreen: true as const };
  return { ...boot, translations, ...(page.queries ? { queries: page.queries } : {}) };
}

/** The language of the page asked for: its first path segment, else the request's (cookie, browser). */
function pageLanguage(app: FastifyInstance, request: FastifyRequest): string {
  const first = (request.url.split('?')[0] ?? '').split('/')[1] ?? '';
  return app.config.LANGUAGES.includes(first) ? first : request.lang || app.config.DEFAULT_LANGUAGE;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function withTitle(html: string, name: string, lang: string): string {
  const named = name ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(name)}</title>`) : html;
  return named.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`);
}


/** The programme's name per language, read from the settings at most once a minute. */
function programmeNames(app: FastifyInstance) {
  const TTL_MS = 60_000;
  const cache = new Map<string, { name: string; at: number }>();
  return {
    async get(lang: string): Promise<string> {
      const hit = cache.get(lang);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.name;
      try {
        const name = await programmeName(app.db, app.config, lang);
        cache.set(lang, { name, at: Date.now() });
        return name;
      } catch (error) {
        app.log.warn({ err: error }, 'The programme name could not be read for the page title');
        return hit?.name ?? '';
      }
    },
  };
}
