import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests (tests/unit, jsdom where a file asks for it) and server tests (tests/server, through inject).
// TEST_DATABASE_URL runs the server tests on PostgreSQL instead of in-memory PGlite.

/** Server test files that replace a module (vi.mock): each runs in a fresh process, as the app's tests do. */
const MOCKING_SERVER_TESTS = ['tests/server/push-firebase.test.ts'];

/**
 * Unit test files that need Node's own globals (ReadableStream, crypto.subtle) or load ESLint's CommonJS
 * modules, which a VM context (the unit project's pool) does not give them: each runs in a fresh process.
 */
const NODE_CONTEXT_UNIT_TESTS = [
  'tests/unit/lint-boundaries.test.ts',
  'tests/unit/live-completion.test.tsx',
  'tests/unit/social-oauth.test.ts',
  'tests/unit/social-sign-in-popup.test.ts',
  'tests/unit/social-sign-in-linking.test.ts',
  'tests/unit/social-sign-in-facebook-return.test.ts',
];

/**
 * Server test files that never open the database TEST_DATABASE_URL names (they use PGlite on purpose, or
 * no database): the run on PostgreSQL leaves them out, having nothing to add to `npm test`'s run of them.
 */
const SAME_ON_EVERY_DATABASE = [
  'pglite-lock', 'migration-order', 'batched', 'challenge-view', 'config-production', 'deploy-compose', 'deploy-k8s',
  'id-token-clock', 'illustrations', 'image-disk-cache', 'observed-work', 'phone-country', 'response-serializer',
  'safe-input', 'secret-box', 'server-render-load',
].map((name) => `tests/server/${name}.test.ts`);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: [{ find: /^@contract(?=\/|$)/, replacement: fileURLToPath(new URL('./contract', import.meta.url)) }, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Server tests wait on PostgreSQL, child processes and timers as much as they compute: vitest's
    // default (one worker fewer than cores) would leave one of a 2-core machine's cores idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Unit test files run each in a fresh VM context inside a kept worker (vmForks): a fresh process per
      // file loaded jsdom again each time (0.6 s of CPU) and made the unit tests 126 s of CPU; 47 s this way.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: NODE_CONTEXT_UNIT_TESTS, pool: 'vmForks' } },
      { extends: true, test: { name: 'unit-process', include: [...NODE_CONTEXT_UNIT_TESTS, ...MOCKING_SERVER_TESTS] } },
      // A server test file builds its own app on its own database and leaves nothing global behind, so
      // the files share their worker's modules instead of importing the server again each (a fresh
      // import was about 3 s of each file's time; npm test took 550 s with every file isolated, 365 s with this split).
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], exclude: [...MOCKING_SERVER_TESTS, ...(onPostgres ? SAME_ON_EVERY_DATABASE : [])], isolate: false } },
    ],
  },
});
