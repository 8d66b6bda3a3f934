import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { chunking } from './chunking.config';
import { clientMinify } from './minify.config';
import { pwa } from './pwa.config';
import { APP_NAME } from './sw/app-identity';

/** index.html names the programme as the manifest does; the server puts the configured name in at serve time. */
const programmeTitle = (): Plugin => ({
  name: 'programme-title',
  transformIndexHtml: (html) => html.replace(/<title>[^<]*<\/title>/, `<title>${APP_NAME}</title>`),
});

/**
 * The web font's Latin file, which the text of every page uses, is fetched beside the stylesheet instead of
 * after it: the browser holds a rendered page's first paint for a moment while the font loads. Pages the
 * app draws get index.html without it (server/plugins/first-paint.ts): their scripts come first.
 */
const preloadLatinFont = (): Plugin => ({
  name: 'preload-latin-font',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) => {
      const font = Object.keys(bundle ?? {}).find((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
      const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` };
      return font ? [{ tag: 'link', attrs, injectTo: 'head' }] : [];
    },
  },
});

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: { alias: [{ find: /^@contract(?=\/|$)/, replacement: fileURLToPath(new URL('./contract', import.meta.url)) }, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its screen: the entry holds only the route tree and its guards.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // The server's render (src/entry-server.tsx) needs neither the service worker nor the page.
    ...(isSsrBuild ? [] : [pwa(), programmeTitle(), preloadLatinFont()]),
  ],
  publicDir: isSsrBuild ? false : 'public',
  // The server's render bundles every package: production installs only the server's dependencies.
  ssr: { noExternal: true, target: 'node' },
  // The render is React's production build whatever NODE_ENV the server runs with (`npm start` sets none):
  // the development build renders several times slower and writes error stacks into the HTML.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  build: {
    target: 'es2022',
    // The server's render is not minified.
    ...(isSsrBuild ? { minify: false } : clientMinify),
    // Maps without a sourceMappingURL comment, moved out of dist/ after the build (scripts/move-sourcemaps.mjs).
    sourcemap: 'hidden',
    assetsInlineLimit: 2048,
    // dist/.vite/manifest.json: the server names each route's chunks in the HTML (server/plugins/first-paint.ts).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunking() } },
    // CommonJS packages (react-dom above all) as top-level code, not each in a function called on first
    // require: the browser compiles a module's top level off the main thread while it downloads, but a
    // 200 KB function only when it is called, on the main thread (a long task after the first paint).
    // The client's CommonJS packages require nothing conditionally or in cycles that would need the wrapper.
    commonjsOptions: { strictRequires: false },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/image': 'http://127.0.0.1:8080',
      '/translations': 'http://127.0.0.1:8080',
    },
  },
}));
