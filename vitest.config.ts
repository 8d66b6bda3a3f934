import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact.config';

// Its CommonJS build would require react itself, past the alias.
const testingLibraryEsm = {
  find: /^@testing-library\/react$/,
  replacement: fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)),
};

// Unit tests (tests/unit, jsdom where a file asks for it) and server tests (tests/server, through inject).
// TEST_DATABASE_URL runs the server tests on PostgreSQL instead of in-memory PGlite.
export default defineConfig({
  // The app's components are tested on what ships: Preact (preact.config.ts). The libraries that
  // import react are run through Vite so that the alias reaches them too.
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases, testingLibraryEsm] },
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    setupFiles: ['tests/unit/preact-require.ts'],
    server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-/, /jotai/, /@lingui\/react/, /use-sync-external-store/] } },
  },
});
