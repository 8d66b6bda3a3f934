// Editors and admins: a picture uploaded once, then named by its id (prizes, categories).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadImage } from '../../services/console/catalogue-images';
import { ImageUploadBody, ImageUploaded } from './contract-catalogue';

/** Four megabytes as base64 in JSON, with room to spare. */
const BODY_LIMIT = 6 * 1024 * 1024;

export default async function consoleImageRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/images',
    { onRequest: app.requireStaff('admin', 'editor'), bodyLimit: BODY_LIMIT, schema: { body: ImageUploadBody, response: { 200: ImageUploaded } } },
    async (request) => uploadImage(app.db, request.staff!.staffId, request.body.data),
  );
}
