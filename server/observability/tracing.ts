// OpenTelemetry traces, exported by OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT; the standard OTEL_*
// variables (service name, headers, sampler) apply. Loaded by main.ts before the rest of the server, and
// only when tracing is asked for: the instrumentations patch pg, ioredis, http and undici as they load, so
// they must be in place first; the ESM loader hook lets them see packages that ES modules import.
import { register } from 'node:module';
import { context, trace } from '@opentelemetry/api';
import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, envDetector, detectResources, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { onTracingShutdown } from './tracing-control';

/** The span attribute that carries the request id (the same value as the logs' `reqId` and X-Request-Id). */
export const REQUEST_ID_ATTRIBUTE = 'http.request.id';
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function startTracing(): void {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'loyalty-server' }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();

  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
        requestHook: (span, request) => {
          span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
          // The HTTP server span around it (from the http instrumentation) carries it too.
          trace.getSpan(context.active())?.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
        },
      }),
    ],
  });
  onTracingShutdown(() => provider.shutdown());
}
