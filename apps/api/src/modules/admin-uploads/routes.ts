import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, errorBodySchema, uploadedImageSchema } from '@dukkan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { HttpError, fieldProblem, notFound } from '../../http/errors.js';
import { UPLOAD_KEY } from '../../lib/image-storage/image-storage.js';
import { uploadImage } from './service.js';

const tags = ['admin: images'];
const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

const fileRequired = () => new HttpError(422, 'validation_failed', fieldProblem('file', 'image_file_required'));
const tooLarge = () =>
  new HttpError(413, 'image_too_large', fieldProblem('file', 'image_too_large', { max: MAX_MB }), undefined, {
    max: MAX_MB,
  });

/** Reads the one file of a multipart body (field `file`, at most UPLOAD_MAX_BYTES), refusing in codes. */
async function fileBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw fileRequired();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooLarge();
    throw fileRequired();
  }
}

/** POST /api/admin/uploads: multipart is parsed in this scope only; every other route stays JSON-only. */
export async function adminUploadsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    '/uploads',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary:
          'Upload a picture (multipart, field `file`, ≤ 10 MB; JPEG, PNG, WebP or AVIF read from the content): ' +
          'metadata removed, turned upright, stored as WebP at each width under a content-hashed name',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedImageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await fileBytes(request);
      const image = await uploadImage(app.db, app.imageStorage, auditActor(request), bytes);
      return reply.status(201).send(image);
    },
  );
}

const uploadFileParam = z.object({ file: z.string() });

/** GET /images/uploads/{file}: the stored renditions, cached for a year (their names change with their content). */
export async function uploadedImagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/images/uploads/:file', { schema: { hide: true, params: uploadFileParam } }, async (request, reply) => {
    const key = `uploads/${request.params.file}`;
    // any other name is simply not there (the storage reads nothing but upload keys)
    const found = UPLOAD_KEY.test(key) ? await app.imageStorage.read(key) : null;
    if (!found) throw notFound('route_not_found');
    return reply
      .type('image/webp')
      .header('content-length', String(found.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(found.stream);
  });
}
