// Spans of our own (job handlers, message sends) through the OpenTelemetry API: no-ops while tracing is off.
import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

const tracer = trace.getTracer('loyalty-server');

export { SpanKind };

/** Runs `work` in a span named `name`; a throw marks the span failed (with the exception) and is rethrown. */
export function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}
