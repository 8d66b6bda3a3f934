// The server's entry point (node dist-server/main.js). Tracing, when asked for (OTEL_EXPORTER_OTLP_ENDPOINT),
// has to be in place before pg, ioredis, http and the rest are loaded, so the server itself (serve.ts)
// comes in by dynamic import after it; the build (scripts/build-server.mjs) keeps that import lazy.
import { tracingRequested } from './observability/tracing-control';

if (tracingRequested()) {
  const { startTracing } = await import('./observability/tracing');
  startTracing();
}
await import('./serve');
