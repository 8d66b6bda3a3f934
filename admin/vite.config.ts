// The operator's console (docs/architecture.md, the operator's side; docs/decisions/0002-console-own-build.md):
// its own Vite build into dist/admin, served at /admin, so nothing of it reaches the customer's chunks, entry or precache.
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  publicDir: false,
  resolve: { alias: [{ find: /^@contract(?=\/|$)/, replacement: fileURLToPath(new URL('../contract', import.meta.url)) }, { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) }] },
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    sourcemap: 'hidden',
  },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:8080' } },
});
