// The image library over HTTP: multipart upload, list (search, category, order), one image with
// where it is used, edit its details, replace its file, delete.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailErrorSchema,
  errorSchema,
  imageInUseSchema,
  imageListQuerySchema,
  imagePatchSchema,
  imageRecordSchema,
  validationErrorSchema,
} from '@site/contracts';
import { actorOf } from '../../audit/audit-log.js';
import { deleteImage, getImage, listImages, saveImage, updateImage } from '../../media/images.js';
import { replaceImage } from '../../media/replace-image.js';
import { ApiError } from '../../http/errors.js';
import { requireAdmin, requirePermission } from '../../http/guard.js';

export const NO_IMAGE_FILE = 'Choose an image file to upload (form field "image").';
const NOT_MULTIPART = 'Send the upload as multipart/form-data with the fields "image" and "category".';
export const MALFORMED_FORM =
  'The upload is not a readable multipart/form-data form; send the fields "image" and "category" again.';

export function tooLargeMessage(limitBytes: number): string {
  const mb = limitBytes / (1024 * 1024);
  // Below 1 MB only happens with a test configuration; two significant digits keep it readable.
  const label = mb >= 1 ? Number(mb.toFixed(1)) : Number(mb.toPrecision(2));
  return `The image is larger than the ${label} MB limit.`;
}

/** Turns the multipart parser's errors into one sentence; anything else keeps its own status. */
function uploadError(err: unknown, limitBytes: number): unknown {
  switch ((err as FastifyError).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, { error: tooLargeMessage(limitBytes) });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, { error: NOT_MULTIPART });
    case 'FST_FILES_LIMIT':
      return new ApiError(400, { error: 'Send one image per upload.' });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(400, { error: 'The form has too many fields; send only "image" and "category".' });
    default:
      // The form parser (busboy) throws plain errors without a status for a body it cannot read: a
      // missing boundary, a malformed part header, a form that ends early. That is the client's
      // form, not our failure.
      return (err as FastifyError).statusCode === undefined ? new ApiError(400, { error: MALFORMED_FORM }) : err;
  }
}

interface UploadForm {
  bytes: Buffer;
  category: string;
  /** The file name the browser sent, shown in the library (never used for storage). */
  fileName: string | undefined;
}

/**
 * Reads every part before judging any: browsers may send the category after the file. The file is
 * buffered whole, which is safe because the parser stops it at the upload limit. A replace sends the
 * file alone (`withCategory` false).
 */
async function readUploadForm(request: FastifyRequest, limitBytes: number, withCategory = true): Promise<UploadForm> {
  let bytes: Buffer | undefined;
  let fileName: string | undefined;
  let category = '';
  const unknown: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // An unknown file is still read to its end: the parser cannot move on past an unread file.
        const data = await part.toBuffer();
        if (part.fieldname === 'image') {
          bytes = data;
          fileName = part.filename;
        } else unknown.push(part.fieldname);
      } else if (withCategory && part.fieldname === 'category') {
        category = String(part.value);
      } else {
        unknown.push(part.fieldname);
      }
    }
  } catch (err) {
    throw uploadError(err, limitBytes);
  }
  if (unknown.length) {
    const expected = withCategory ? 'Send only "image" and "category".' : 'Send only "image".';
    throw new ApiError(400, {
      error: `Unknown form field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. ${expected}`,
    });
  }
  // A browser sends an empty file part when no file was chosen.
  if (!bytes?.length) throw new ApiError(400, { error: NO_IMAGE_FILE });
  return { bytes, category, fileName };
}

const idParams = z.object({ id: z.coerce.number().int().min(1) });

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['images'];
  const limitBytes = app.config.maxUploadBytes;

  // Registered here so that only this route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: limitBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });

  app.post(
    '/images',
    {
      onRequest: requirePermission('upload_media'),
      schema: {
        tags,
        summary: 'Upload an image (multipart/form-data: "image" file and "category")',
        consumes: ['multipart/form-data'],
        response: { 201: imageRecordSchema, 400: errorSchema, 401: detailErrorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, limitBytes);
      return reply.status(201).send(await saveImage(app, { ...form, name: form.fileName }));
    },
  );

  app.get(
    '/images',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'List images with where each is used (newest first unless sorted), optionally of one category or matching q in name or alt text',
        querystring: imageListQuerySchema,
        response: { 200: z.array(imageRecordSchema), 400: validationErrorSchema, 401: detailErrorSchema },
      },
    },
    (request) => listImages(app.db, request.query),
  );

  app.get(
    '/images/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'One image with every document field that uses it',
        params: idParams,
        response: { 200: imageRecordSchema, 400: validationErrorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    (request) => getImage(app.db, request.params.id),
  );

  app.patch(
    '/images/:id',
    {
      onRequest: requirePermission('upload_media'),
      schema: {
        tags,
        summary: "Change an image's name, alt text, focal point or category",
        params: idParams,
        body: imagePatchSchema,
        response: { 200: imageRecordSchema, 400: validationErrorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    (request) => updateImage(app.db, request.params.id, request.body),
  );

  app.post(
    '/images/:id/replace',
    {
      onRequest: requirePermission('publish'),
      schema: {
        tags,
        summary: 'Replace an image\'s file (multipart/form-data: "image"); every document using it moves to the new file',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: imageRecordSchema,
          400: errorSchema,
          401: detailErrorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, limitBytes, false);
      return replaceImage(app, request.params.id, { bytes: form.bytes, by: request.user?.username ?? null });
    },
  );

  app.delete(
    '/images/:id',
    {
      onRequest: requirePermission('upload_media'),
      schema: {
        tags,
        summary: 'Delete an image record and its file (409 while content still uses it)',
        params: idParams,
        response: { 204: z.null(), 400: validationErrorSchema, 401: detailErrorSchema, 404: errorSchema, 409: imageInUseSchema },
      },
    },
    async (request, reply) => {
      await deleteImage(app, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};

export default fp(imageRoutes, {
  name: 'image-routes',
  decorators: { fastify: ['db', 'config', 'storage'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
