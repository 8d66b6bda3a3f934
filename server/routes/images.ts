// GET /image/i.{imageId}/w.{w}:h.{h}:f.{f}/image.png (docs/product.md section 7). The literal dots and colons
// do not suit Fastify's parametric routes, so the rest of the path is matched by parseImagePath.
// The picture comes as AVIF or WebP when the request's Accept takes them (PNG otherwise), Vary: Accept.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { formatFor, ImageService, parseImagePath, validateImageRequest } from '../services/images/resized-images';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export default async function imageRoutes(app: FastifyInstance) {
  const service = new ImageService(app.db, app.config);

  app.get(
    '/image/*',
    {
      schema: { hide: true },
      // Resizing costs CPU; a page shows a few dozen images, so this only stops floods.
      config: { rateLimit: { max: 1200, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const rest = safeDecode((request.params as { '*': string })['*']);
      const wanted = parseImagePath(rest);
      if (!wanted) throw notFound('ImageNotFound', 'Image paths look like /image/i.{id}/w.{w}:h.{h}:f.{0|1}/image.png.');
      validateImageRequest(wanted);
      const version = await service.version(wanted.id);
      const format = formatFor(request.headers.accept);
      const etag = service.etag(wanted, version, format);
      void reply.header('cache-control', IMMUTABLE).header('etag', etag).header('vary', 'Accept');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).send();
      }
      const { body } = await service.render(wanted, version, format);
      return reply.type(`image/${format}`).send(body);
    },
  );
}
