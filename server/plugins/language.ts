// request.lang: the language used for localized texts in answers.
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

export default fp(async (app) => {
  app.decorateRequest('lang', '');
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
    request.lang = pickLanguage(
      [fromQuery, request.cookies?.lang, ...acceptLanguages(request.headers['accept-language'])],
      app.config.LANGUAGES,
      app.config.DEFAULT_LANGUAGE,
    );
  });
});
