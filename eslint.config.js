// Lint: typescript-eslint, React hooks, jsx-a11y, and the architecture (docs/architecture.md):
// imports go one way, shared code (src/api, src/lib, src/components, src/state, src/i18n) -> features ->
// app (src/app, src/routes); features never reach into each other, by any path, except the popups,
// toasts and offline-queue infrastructure; the app never imports server code and the server shares
// only the contract with the app; no import cycles; file names in kebab-case; only src/state/jotai.ts
// imports jotai.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Infrastructure every feature may use. */
const sharedFeatures = ['popups', 'toasts', 'offline'];
const sharedCode = ['api', 'lib', 'components', 'state', 'i18n', 'styles'].map((d) => `./src/${d}`);

/**
 * File names: kebab-case words (dots for kinds: foo.test.ts, foo.module.css). Routes keep TanStack's
 * $param and _layout; a challenge type's verifier is named after the type (text_quiz.ts).
 */
const fileNames = {
  meta: { type: 'problem', messages: { name: 'File names are kebab-case: "{{name}}".' } },
  create(context) {
    const path = context.filename.replaceAll('\\', '/');
    const name = path.split('/').pop() ?? '';
    const pattern = path.includes('/src/routes/')
      ? /^[$_a-zA-Z0-9.-]+$/
      : path.includes('/challenges/verifiers/')
        ? /^[a-z0-9_]+(?:\.[a-z0-9]+)*$/
        : /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
    const ok = pattern.test(name);
    return ok ? {} : { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
  },
};

const boundaries = [
  { target: './src', from: './server', message: 'The app never imports server code.' },
  { target: sharedCode, from: ['./src/features', './src/app', './src/routes'], message: 'Shared code imports no feature and no app code.' },
  { target: './src/features', from: ['./src/app', './src/routes'], message: 'Features import no app code; share through src/api, src/lib or src/state.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [...new Set([name, ...sharedFeatures])].map((allowed) => `./${allowed}`),
    message: 'Features do not import each other; share through src/components, src/lib or src/state.',
  })),
  { target: './server', from: './src', message: 'The server shares only the contract (contract/) with the app.' },
  { target: './contract', from: ['./src', './server', './admin'], message: 'The contract imports neither the app, the console nor the server.' },
];

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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'contract/**/*.ts', 'admin/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'file-names': fileNames } } },
    settings: {
      // no-cycle reads the imported files: they are TypeScript too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'local/file-names': 'error',
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
          paths: [
            { name: 'jotai', message: "Import atoms and hooks from '@/state/jotai'." },
            { name: 'framer-motion', message: "Import m and AnimatePresence from '@/lib/motion/motion' (LazyMotion loads the features)." },
          ],
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'The app never imports server code.' },
            { group: ['**/admin/**'], message: 'The customer app never imports console code.' },
          ],
        },
      ],
    },
  },
  { files: ['src/state/jotai.ts', 'src/lib/motion/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  // Each feature may import only itself and the shared infrastructure features.
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: "Import atoms and hooks from '@/state/jotai'." },
            { name: 'framer-motion', message: "Import m and AnimatePresence from '@/lib/motion/motion' (LazyMotion loads the features)." },
          ],
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
              message: 'The server shares only the contract (contract/) with the app.',
            },
          ],
        },
      ],
    },
  },
);
