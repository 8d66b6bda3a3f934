// The unit tests run the app on Preact as the build does (preact.config.ts). Vite's aliases reach our
// own modules; the libraries (TanStack, jotai, lingui, testing-library) are loaded by Node itself, so
// their imports and requires of react are pointed at preact/compat here, before any test imports them.
import Module, { register } from 'node:module';
import { options } from 'preact';

const TO_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

// ES modules: a resolve hook (it runs on Node's loader thread, hence the module as text).
const hook = `const map = ${JSON.stringify(TO_PREACT)};
export async function resolve(specifier, context, next) { return next(map[specifier] ?? specifier, context); }`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// CommonJS (use-sync-external-store, @testing-library/react's main build): require's resolution.
type Resolve = (request: string, ...rest: unknown[]) => string;
const internal = Module as unknown as { _resolveFilename: Resolve };
const resolve = internal._resolveFilename;
internal._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  return resolve.call(this, TO_PREACT[request] ?? request, ...rest);
};

// jsdom paints no frames: effects run on the next task (Preact's own wait for a frame would outlive
// the test file's window and call its cancelAnimationFrame after the window is gone).
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};
