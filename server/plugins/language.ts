// request.lang: the language used for localized texts in answers.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export function pickLanguage(candidates: Array<string | null | undefined>, supported: string[], fallback: string) {
  for (const c of candidates) {
    const key = c?.toLowerCase().split(/[-_]/)[0];
    if (key && supported.includes(key)) return key;
  }
  return fallback;
}

function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag, q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/**
 * The language a request asks for: `?lang=`, then (unless `withCookie` is false) the app's `lang` cookie,
 * then Accept-Language; the configured default when none is supported.
 */
export function requestLanguage(request: FastifyRequest, { withCookie = true } = {}): string {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
  const { LANGUAGES, DEFAULT_LANGUAGE } = request.server.config;
  return pickLanguage(
    [fromQuery, withCookie ? request.cookies?.lang : undefined, ...acceptLanguages(request.headers['accept-language'])],
    LANGUAGES,
    DEFAULT_LANGUAGE,
  );
}

export default fp(async (app) => {
  app.decorateRequest('lang', '');
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });
});
