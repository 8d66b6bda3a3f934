// Admins: members brought over from another programme's CSV (services/imports/). The upload is the file
// itself as the body (text/csv); its dry run starts at once, the import by a second call; both run on
// the job queue and the page polls their progress.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { createImport, importOf, listImports, startImport } from '../../services/imports/member-imports';
import { queueImport } from '../../services/imports/queue-import';
import { ImportIdParam, ImportUploadQuery, MemberImport, MemberImportList } from '../../../contract/console/imports';
import { MAX_IMPORT_BYTES } from '../../../contract/limits';

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel'];

export default async function consoleImportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireStaff('admin') };
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/imports',
    { ...admin, bodyLimit: MAX_IMPORT_BYTES, schema: { querystring: ImportUploadQuery, response: { 200: MemberImport } } },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(415, 'UnsupportedMediaType', 'Send the CSV file itself as the body, with Content-Type text/csv.');
      }
      const created = await createImport(app.db, request.staff!.staffId, request.query.file_name, request.body, request.query.kind);
      await queueImport(app, created.id, 'check');
      return created;
    },
  );

  app.get('/imports', { ...admin, schema: { response: { 200: MemberImportList } } }, async () => listImports(app.db));

  app.get('/imports/:id', { ...admin, schema: { params: ImportIdParam, response: { 200: MemberImport } } }, async (request) =>
    importOf(app.db, request.params.id),
  );

  app.post('/imports/:id/run', { ...admin, schema: { params: ImportIdParam, response: { 200: MemberImport } } }, async (request) => {
    const started = await startImport(app.db, request.staff!.staffId, request.params.id);
    await queueImport(app, started.id, 'import');
    return started;
  });
}
