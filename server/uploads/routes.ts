// Image uploads (POST /uploadFile → /api/io/crm/uploadFile), the builder's list of them, and
// the files themselves at /uploads/<id>-<width>.webp (and .avif) on the workspace's own host.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  IMAGE_TOO_BIG_MESSAGE,
  MAX_UPLOAD_BYTES,
  processImage,
  TooManyPixelsError,
  UnsupportedImageError,
} from './images';
import { parseUploadFileName, type UploadStore, uploadUrl } from './store';
import {
  adminOf,
  createAdminGuard,
  createUserGuard,
  fail,
  type RequestContext,
  userOf,
  workspaceOfHost,
} from '../http';

export const NO_FILE_MESSAGE = 'Please choose an image to upload (form field "file").';
export const UPLOAD_NOT_FOUND_MESSAGE = 'No such file.';

const listQuery = {
  type: 'object',
  properties: {
    p: { type: 'integer', minimum: 0, maximum: 10_000, default: 0 },
    s: { type: 'integer', minimum: 1, maximum: 200, default: 100 },
  },
} as const;

const fileParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', maxLength: 64 } },
} as const;

/** Registers the upload routes over a store (server/uploads/store.ts). */
export async function registerUploadRoutes(
  app: FastifyInstance,
  ctx: RequestContext,
  store: UploadStore,
): Promise<void> {
  const requireAdmin = createAdminGuard(ctx);
  const requireUser = createUserGuard(ctx);

  // Multipart is parsed only here, so no other route takes a multipart body.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });

    // The session is checked before the body is read.
    scope.post('/api/io/crm/uploadFile', { onRequest: requireUser }, async (req, reply) => {
      const s = userOf(req);
      const ws = s.workspace;
      if (!req.isMultipart()) return fail(reply, 400, NO_FILE_MESSAGE);

      const part = await req.file();
      if (!part) return fail(reply, 400, NO_FILE_MESSAGE);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if (err instanceof scope.multipartErrors.RequestFileTooLargeError) {
          return fail(reply, 413, IMAGE_TOO_BIG_MESSAGE);
        }
        throw err;
      }
      if (part.fieldname !== 'file' || data.length === 0) return fail(reply, 400, NO_FILE_MESSAGE);

      try {
        const image = await processImage(data);
        const item = await store.save({
          workspaceId: ws.id,
          userId: s.user.id,
          name: part.filename,
          bytes: data.length,
          image,
        });
        return { data: item };
      } catch (err) {
        if (err instanceof UnsupportedImageError) return fail(reply, 415, err.message);
        if (err instanceof TooManyPixelsError) return fail(reply, 413, err.message);
        throw err;
      }
    });
  });

  // The builder's image picker: this workspace's uploads, newest first.
  app.get<{ Querystring: { p: number; s: number } }>(
    '/api/io/crm/admin/uploads',
    { onRequest: requireAdmin, schema: { querystring: listQuery } },
    async (req, reply) => {
      const { workspace } = adminOf(req);
      const { p, s } = req.query;
      const { items, total } = await store.list(workspace.id, { offset: p * s, limit: s });
      void reply.header('cache-control', 'no-store');
      return { data: items, total };
    },
  );

  // Only the host's own folder is looked in, so another workspace's file is a 404 here.
  app.get<{ Params: { file: string } }>(
    '/uploads/:file',
    { schema: { params: fileParams } },
    async (req, reply) => {
      const ws = await workspaceOfHost(ctx, req);
      const name = parseUploadFileName(req.params.file);
      if (!ws || !name) return fail(reply, 404, UPLOAD_NOT_FOUND_MESSAGE);
      const file =
        name.format === 'webp'
          ? await store.webpFile(ws.id, name)
          : await store.avifFile(ws.id, name);
      if (!file) return fail(reply, 404, UPLOAD_NOT_FOUND_MESSAGE);
      // An AVIF not made yet: the WebP instead, this once. A browser does not try a picture's
      // next source when the one it took fails, so an error here would be a broken image.
      if (file === 'later')
        return reply
          .code(307)
          .header('location', uploadUrl(name.id, name.width))
          .header('cache-control', 'no-store')
          .send();
      return reply
        .type(`image/${name.format}`)
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
