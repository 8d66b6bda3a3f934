// Lint: typescript-eslint, React hooks, jsx-a11y, and import boundaries (features never reach into
// each other, except the popups, toasts and offline-queue infrastructure; only src/state/jotai.ts imports jotai).
import { readdirSync } from 'node:fs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Infrastructure every feature may use. */
const sharedFeatures = ['popups', 'toasts', 'offline'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'dist-sourcemaps/**', 'node_modules/**', 'src/routeTree.gen.ts', 'src/locales/**', 'admin/locales/**', 'public/**', 'dev-dist/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: "Import atoms and hooks from '@/state/jotai'." }],
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'The app never imports server code.' },
            { group: ['**/admin/**'], message: 'The customer app never imports console code.' },
          ],
        },
      ],
    },
  },
  { files: ['src/state/jotai.ts'], rules: { 'no-restricted-imports': 'off' } },
  // Each feature may import only itself and the shared infrastructure features.
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: "Import atoms and hooks from '@/state/jotai'." }],
          patterns: [
            {
              group: [
                '@/features/*/*',
                ...[...new Set([name, ...sharedFeatures])].map((allowed) => `!@/features/${allowed}/*`),
              ],
              message: 'Features do not import each other; share through src/components, src/lib or src/state.',
            },
          ],
        },
      ],
    },
  })),
  // The console: the same React rules; of the server it takes types only (the contract).
  {
    files: ['admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The console takes only types from the server.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['app', 'features', 'components', 'state', 'routes', 'i18n', 'lib'].map((d) => `**/src/${d}/**`),
              message: 'The server shares only the contract (src/api/contract*) with the app.',
            },
          ],
        },
      ],
    },
  },
);
