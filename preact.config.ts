import type { Alias } from 'vite';

/**
 * The app renders with Preact through its React compatibility layer (docs/decisions/0001-preact-compat.md):
 * every import of react and react-dom, ours and the libraries', resolves to preact/compat.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
