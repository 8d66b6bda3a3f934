// Whether traces are on (the standard OpenTelemetry variables), and how to flush them at shutdown.
// No OpenTelemetry SDK here: with tracing off nothing of it is loaded, and spans made through
// @opentelemetry/api are no-ops.
type Env = Record<string, string | undefined>;

export const tracingRequested = (env: Env = process.env) =>
  env.OTEL_SDK_DISABLED !== 'true' &&
  env.OTEL_TRACES_EXPORTER !== 'none' &&
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

let flush: () => Promise<void> = async () => {};

/** Called by tracing.ts once spans are being exported. */
export const onTracingShutdown = (shutdown: () => Promise<void>) => {
  flush = shutdown;
};

/** Sends the spans still buffered; the last step of a graceful shutdown. */
export const flushTraces = () => flush().catch(() => undefined);
