// Whether an error means the database could not be reached (as opposed to a statement it refused):
// the connection was refused, cut or timed out, or the server is starting or shutting down. The
// query builder wraps the driver's error, so the whole `cause` chain is read.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is "connection exception". */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/, /^Query read timeout$/];

export function databaseUnreachableReason(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return code;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return current.message;
    // Node's net errors for several addresses (localhost: ::1 and 127.0.0.1) come as an AggregateError.
    if (current instanceof AggregateError) {
      const inner = current.errors.map(databaseUnreachableReason).find((reason) => reason !== null);
      if (inner) return inner;
    }
    current = current.cause;
  }
  return null;
}
