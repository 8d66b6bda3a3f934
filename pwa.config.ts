import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  APP_DESCRIPTION,
  APP_NAME,
  APP_SHORT_NAME,
  BACKGROUND_COLOR,
  ICON_192,
  ICON_512,
  ICON_SVG,
  MASKABLE_512,
  THEME_COLOR,
} from './sw/app-identity';

/**
 * The PWA set-up: the web app manifest and the service worker built from sw/sw.ts (injectManifest).
 * The precache (at most 400 KB brotli, tests/e2e/pwa-install.spec.ts) holds the app shell (index.html, js, css, svg, the web font) and
 * every language's catalog; icons, sounds, screenshots, the lazily loaded Firebase and Sentry chunks and RUNTIME_CACHED
 * stay out and are cached at run time when used (sw/static-caches.ts).
 */
/** Lazy chunks above this size (a barcode or video library, say) are cached when first used instead. */
const BIG_LAZY_CHUNK_BYTES = 200 * 1024;
/** Precached whatever their size: a reward's barcode must draw at the till without a network. */
/** The entry and the grouped chunks (chunking.config.ts) start every screen: always precached too. */
const OFFLINE_PROMISE_CHUNKS = [/^assets\/(index|app|after-paint|common|member)-[\w-]+\.js$/, /^assets\/draw-barcode-[\w-]+\.js$/];
const isBigLazyChunk = (url: string, size: number) =>
  url.endsWith('.js') && !OFFLINE_PROMISE_CHUNKS.some((chunk) => chunk.test(url)) && size > BIG_LAZY_CHUNK_BYTES;
/**
 * Not needed by the first screens nor to work offline, so left to the runtime caches (sw/static-caches.ts)
 * to keep the install under 400 KB brotli: the sound player (sounds follow a completion the server
 * decided), the popup sanitiser (popups come from the server), and the font's accented letters (the
 * browser fetches that file only for text that has them; without it offline, the fallback font shows).
 */
const RUNTIME_CACHED = [/^assets\/howler-[\w-]+\.js$/, /^assets\/purify\.es-[\w-]+\.js$/, /^assets\/inter-latin-ext-[\w-]+\.woff2$/];
const leftToRuntime = (url: string, size: number) => isBigLazyChunk(url, size) || RUNTIME_CACHED.some((file) => file.test(url));

export function pwa(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    // The app registers /sw.js itself through workbox-window after boot (src/features/sw-update).
    injectRegister: false,
    manifest: {
      id: '/',
      name: APP_NAME,
      short_name: APP_SHORT_NAME,
      description: APP_DESCRIPTION,
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['shopping', 'lifestyle'],
      icons: [
        { src: ICON_192, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: ICON_512, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: MASKABLE_512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: ICON_SVG, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      screenshots: [
        { src: '/pwa/screenshot-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Challenges and points on a phone' },
        { src: '/pwa/screenshot-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Challenges, points and rewards on a desktop' },
      ],
    },
    injectManifest: {
      // Every language's catalog too (a few kB each): switching language offline works.
      // The manifest's icons are not here: the browser fetches them itself when installing, online.
      globPatterns: ['*.{html,svg}', 'assets/**/*.{js,css,svg,woff2}', 'translations/main.*.json', 'pwa/badge-*.png'],
      // The console (dist/admin) is never precached: its pages load only for staff. Neither are the pages of
      // a provider's sign-in popup (oauth-*.html): signing in through a provider needs the network anyway.
      globIgnores: ['admin/**', 'oauth-*.html', '**/node_modules/**', 'sw.js', 'sounds/**', 'pwa/screenshot-*', '**/firebase-messaging-*.js', '**/*.map'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => !leftToRuntime(e.url, e.size)), warnings: [] })],
      // The worker must be a classic script: no dynamic import() is allowed in service workers.
      rollupFormat: 'iife',
    },
    includeManifestIcons: false,
    devOptions: { enabled: false },
  });
}
