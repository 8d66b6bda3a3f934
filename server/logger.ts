// Logger options: JSON lines through pino (Fastify's logger), with every secret a request can carry
// left out: tokens and codes in query strings or path parameters, credentials in headers and bodies.
import type { FastifyRequest } from 'fastify';

const SECRET_NAME = /(token|code|secret|password|pass|key|signature|assertion|state)$/i;
const REDACTED = '[redacted]';

/** The request's URL with the values of secret query and path parameters replaced. */
export function safeUrl(request: Pick<FastifyRequest, 'url' | 'params'>): string {
  const [pathname = '/', query] = request.url.split('?', 2) as [string, string | undefined];
  let path = pathname;
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_NAME.test(name) && typeof value === 'string' && value) {
      path = path.split('/').map((part) => (safeDecode(part) === value ? REDACTED : part)).join('/');
    }
  }
  if (!query) return path;
  const search = new URLSearchParams(query);
  for (const name of [...search.keys()]) if (SECRET_NAME.test(name)) search.set(name, REDACTED);
  return `${path}?${search.toString()}`;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.code',
        '*.secret',
        '*.authorization',
      ],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: safeUrl(request),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
