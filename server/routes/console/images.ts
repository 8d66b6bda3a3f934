// Editors and admins: uploading a picture (PNG, JPEG, WebP or GIF, the file itself as the body) for
// challenges, news, prizes and categories (services/console/images.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, storeConsoleImage } from '../../services/console/images';
import { ImageStored } from '../../../contract/console/news';


export default async function consoleImageRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/images',
    { onRequest: app.requireStaff('admin', 'editor'), bodyLimit: MAX_IMAGE_BYTES, schema: { response: { 200: ImageStored } } },
    async (request) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!IMAGE_TYPES.includes(type) || !Buffer.isBuffer(request.body)) {
        throw new AppError(415, 'UnsupportedMediaType', 'Send a PNG, JPEG, WebP or GIF picture as the body, with its Content-Type.');
      }
      return storeConsoleImage(app.db, request.staff!.staffId, request.body);
    },
  );
}
