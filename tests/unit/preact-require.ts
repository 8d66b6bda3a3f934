// Libraries published as CommonJS (use-sync-external-store, @testing-library/react's main build)
// require react themselves, out of the reach of Vite's aliases: they get preact/compat as the app's
// build gives it to them (preact.config.ts).
import Module from 'node:module';

const TO_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const internal = Module as unknown as { _resolveFilename: Resolve };
const resolve = internal._resolveFilename;
internal._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  return resolve.call(this, TO_PREACT[request] ?? request, ...rest);
};
