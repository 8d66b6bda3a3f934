// The operator's console (docs/architecture.md (the operator's side)): its own build in dist/admin (admin/vite.config.ts),
// its own HTML at /admin and every page below it. Its files are served by the static plugin; nothing
// of the customer's first paint (boot data, route chunks) goes into it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS_POLICY } from './security-headers';

export function registerConsolePage(app: FastifyInstance, root: string) {
  const file = path.join(root, 'admin', 'index.html');
  if (!existsSync(file)) {
    app.log.warn(`No built console in ${path.dirname(file)}: run "npm run build" to serve it.`);
    return;
  }
  const html = readFileSync(file, 'utf8');
  const send = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, never the page (a stale tab asking for an old chunk must fail clearly).
    if (path.extname(url)) return reply.status(404).send({ error_code: 'NotFound', message: `Not found: ${url}` });
    // Till mode scans with the camera, decoding in WebAssembly where the browser has no BarcodeDetector
    // (admin/src/pages/till/zxing-detector.ts): the console page alone may use both.
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (csp) void reply.header('content-security-policy', csp.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
    return reply
      .header('permissions-policy', PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)'))
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/admin', send);
  app.get('/admin/*', send);
}
