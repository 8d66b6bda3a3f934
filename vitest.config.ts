import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact.config';

// Unit tests (tests/unit, jsdom where a file asks for it) and server tests (tests/server, through inject).
// TEST_DATABASE_URL runs the server tests on PostgreSQL instead of in-memory PGlite.
export default defineConfig({
  // The app's components are tested on what ships: Preact (preact.config.ts; the libraries' own
  // imports of react are pointed at it by tests/unit/preact-resolve.ts).
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases] },
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Server tests wait on PostgreSQL, child processes and timers as much as they compute: vitest's
    // default (one worker fewer than cores) would leave one of a 2-core machine's cores idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/unit/preact-resolve.ts'],
  },
});
