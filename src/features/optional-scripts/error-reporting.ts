// Error reporting with tracing (docs/product.md sections 7 and 9), when sentryUrl (a DSN) is set: the Sentry SDK
// is its own chunk, imported only then, so it weighs nothing on a first load without it.
let started = false;

export async function startErrorReporting(dsn: string) {
  if (started) return;
  started = true;
  const Sentry = await import("@sentry/browser");
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    // docs/product.md section 9: every error and every trace.
    sampleRate: 1,
    tracesSampleRate: 1,
    integrations: [Sentry.browserTracingIntegration()],
    // Only our own API carries the trace headers.
    tracePropagationTargets: [
      /^\/api\//,
      new RegExp(
        `^${window.location.origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/api/`,
      ),
    ],
  });
}
