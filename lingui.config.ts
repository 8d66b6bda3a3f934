import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'lt'],
  fallbackLocales: { default: 'en' },
  // The customer's catalog first (scripts/translations.ts publishes it); the console's own after it.
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] },
    { path: '<rootDir>/admin/locales/{locale}/messages', include: ['admin/src'] },
  ],
  // Origins without line numbers: a catalog changes only when messages do (CI checks it is up to date).
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'json',
});
