// What the first paint of an app route needs, put into the HTML the server answers, so
// the first screen asks for nothing after the entry script:
// - the settings for that page and the compiled translations of its language, as JSON the app reads
//   at boot (src/app/boot-data.ts) instead of fetching them;
// - <link rel="modulepreload"> and the stylesheets of the route's chunks, found in Vite's build
//   manifest (dist/.vite/manifest.json) from the file-based route names (src/routes).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../contract';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface RouteFile {
  /** Path segments: a static name, ':' for one parameter, '*' for the rest of the path. */
  pattern: string[];
  /** Manifest keys of the route's split parts (component, error component...). */
  keys: string[];
  dir: string;
}

const ROUTE_KEY = /^src\/routes\/(.+)\.tsx\?tsr-split=/;

/** `$lang/_auth/prizes/reward.$rewardId` -> ['$lang', 'prizes', 'reward', '$rewardId'] as a pattern. */
export function routePattern(file: string): string[] {
  const segments = file.split('/').flatMap((part) => part.split('.'));
  if (segments.at(-1) === 'index' || segments.at(-1) === 'route') segments.pop();
  return segments.filter((s) => !s.startsWith('_')).map((s) => (s === '$' ? '*' : s.startsWith('$') ? ':' : s));
}

/** How well a pattern matches the path: -1 not at all; static segments count most, a splat least. */
function score(pattern: string[], parts: string[]): number {
  let total = 0;
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    if (seg === '*') return total;
    if (i >= parts.length) return -1;
    if (seg === ':') total += 10;
    else if (seg === parts[i]) total += 100;
    else return -1;
  }
  return pattern.length === parts.length ? total + 1 : -1;
}

export class RouteChunks {
  private readonly routes: RouteFile[] = [];
  private readonly entryFiles = new Set<string>();

  constructor(private readonly manifest: Manifest) {
    const byFile = new Map<string, RouteFile>();
    for (const key of Object.keys(manifest)) {
      const file = ROUTE_KEY.exec(key)?.[1];
      if (!file) continue;
      const route = byFile.get(file) ?? { pattern: routePattern(file), keys: [], dir: path.posix.dirname(file) };
      route.keys.push(key);
      byFile.set(file, route);
    }
    this.routes = [...byFile.entries()].map(([, route]) => route);
    const entry = manifest['index.html'];
    if (entry) for (const file of this.closure(['index.html']).js) this.entryFiles.add(file);
  }

  static load(root: string): RouteChunks | null {
    const file = path.join(root, '.vite', 'manifest.json');
    return existsSync(file) ? new RouteChunks(JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
  }

  /** The chunks (JavaScript and CSS) a path's route needs beyond the entry, in load order. */
  forPath(pathname: string): { js: string[]; css: string[] } {
    const parts = pathname.split('/').filter(Boolean);
    let best: RouteFile | null = null;
    let bestScore = -1;
    for (const route of this.routes) {
      const s = score(route.pattern, parts);
      if (s > bestScore) [best, bestScore] = [route, s];
    }
    if (!best) return { js: [], css: [] };
    // Layout routes (route.tsx) of the folders above it render around it.
    const layouts = this.routes.filter((r) => r !== best && r.keys[0]!.includes('/route.tsx?') && (best.dir + '/').startsWith(r.dir + '/'));
    const { js, css } = this.closure([...layouts, best].flatMap((r) => r.keys));
    return { js: js.filter((file) => !this.entryFiles.has(file)), css };
  }

  private closure(keys: string[]): { js: string[]; css: string[] } {
    const js: string[] = [];
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      for (const dep of chunk.imports ?? []) visit(dep);
      js.push(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    };
    keys.forEach(visit);
    return { js, css: [...css] };
  }
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end or bend it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface BootData {
  /** The language the settings' texts are in. */
  lang: string;
  settings: Settings;
  /**
   * `firstScreen`: only the messages a server-rendered page used (server-render.ts); the app loads the
   * rest of the catalog after the first paint (src/i18n/rest-of-catalog.ts).
   */
  translations: { lang: string; hash: string; messages: unknown; firstScreen?: true } | null;
  /** The answers a server-rendered page was drawn with (React Query's dehydrated state). */
  queries?: unknown;
}

/** The HTML with the boot data and the route's chunks in its head. */
export function withFirstPaint(html: string, boot: BootData | null, chunks: { js: string[]; css: string[] }): string {
  // The entry's own script, stylesheet and preloads are in index.html already: not linked twice.
  const absent = (file: string) => !html.includes(`href="/${file}"`) && !html.includes(`src="/${file}"`);
  const links = [
    ...chunks.css.filter(absent).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.js.filter(absent).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const data = boot ? `<script id="boot-data" type="application/json">${scriptJson(boot)}</script>` : '';
  return html.replace('</head>', `${links.join('')}${data}</head>`);
}

/**
 * Run before the first paint of a server-rendered page:
 * - a member signed in on this device (a token kept by src/state/session.ts under "token") must never see
 *   the signed-out screen, so it is hidden (src/styles/global.css) until the app has drawn the member's
 *   own page, and the page's scripts start at once;
 * - a click on a button before the app runs is kept for the app to replay once it has hydrated;
 * - for everyone else the page is complete before any script runs, so its scripts (listed in
 *   #page-scripts, the entry first) start after the first paint: they do not compete with the HTML's
 *   stylesheet, font and art for a phone's link, and their work comes after the paint. A hidden tab paints
 *   nothing, so it starts them at once too, and a page that has not painted in 3 s starts them anyway.
 */
export const FIRST_PAINT_SCRIPT = [
  "try{localStorage.getItem('token')&&document.documentElement.setAttribute('data-signed-in','')}catch(e){}",
  '(function(d){var files=JSON.parse(d.getElementById(\'page-scripts\').textContent),started=0,clicks=[];',
  // A button does nothing until the page is hydrated: the clicks are kept for the app to replay
  // (src/app/clicks-before-hydration.ts), and a form is not sent natively meanwhile.
  "d.addEventListener('click',function(e){var b=clicks&&e.target.closest&&e.target.closest('button');if(b){clicks.push(b);if(b.type==='submit')e.preventDefault()}},true);",
  'window.__takeClicksBeforeHydration=function(){var c=clicks||[];clicks=null;return c};',
  'function add(tag,props){var e=d.createElement(tag);e.crossOrigin=\'\';for(var k in props)e[k]=props[k];d.head.appendChild(e)}',
  'function start(){if(started++)return;files.slice(1).forEach(function(f){add(\'link\',{rel:\'modulepreload\',href:f})});add(\'script\',{type:\'module\',src:files[0]})}',
  "if(d.documentElement.hasAttribute('data-signed-in')||d.hidden)return start();",
  // The first contentful paint as the browser reports it: a frame callback may run while the paint is
  // still held back (Chromium holds it for the web font), so it is no sign the page is on screen.
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});",
  "setTimeout(start,3000)}else requestAnimationFrame(function(){setTimeout(start)})})(document)",
].join('');
/** The Content-Security-Policy source that lets exactly that script run. */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

const FONT_PRELOAD = /<link rel="preload" as="font"[^>]*>\s*/g;

/**
 * The HTML of a page the app draws: its scripts come before the web font index.html preloads for a
 * rendered page's paint (the text shows in the fallback font and the font swaps in; on a slow link the
 * font would hold back the scripts that draw the page).
 */
export const withoutFontPreload = (html: string) => html.replace(FONT_PRELOAD, '');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The HTML with a server-rendered page in its root, and the preloads the render hoisted in its head. The
 * entry script and its preloads, and the route's chunks (`routeScripts`), start after the first paint.
 */
export function withServerRender(html: string, page: { head: string; body: string }, routeScripts: string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const files = [...new Set([entry, ...preloads, ...routeScripts.map((file) => `/${file}`)])];
  const scripts = `<script id="page-scripts" type="application/json">${scriptJson(files)}</script><script>${FIRST_PAINT_SCRIPT}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${page.head}${scripts}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-server-rendered>${page.body}</div>`);
}
