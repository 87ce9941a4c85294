import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_PICTURE_MAX_BYTES } from '@takt/shared/constants';
import { messages } from '@takt/shared/messages';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import { requireAuth } from '../../plugins/access-control.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { pictureTooLarge } from './picture-image.ts';
import type { ProfilePictureService } from './profile-picture.service.ts';

const userIdParams = z.object({
  userId: z.coerce
    .number({ error: messages.invalidId })
    .int({ error: messages.invalidId })
    .positive({ error: messages.invalidId })
    .max(Number.MAX_SAFE_INTEGER, { error: messages.invalidId }),
});

/** The one file of field `profilePicture`, read whole (busboy stops at the 5 MB limit). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(pm.pictureMissing, 'picture_missing');
  try {
    let data: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // One file, in the field spec §7 names; a second one or another field is a broken client.
      if (part.fieldname !== 'profilePicture' || data) {
        throw badRequest(pm.pictureMissing, 'picture_missing');
      }
      data = await part.toBuffer();
    }
    if (!data || data.length === 0) throw badRequest(pm.pictureMissing, 'picture_missing');
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw pictureTooLarge();
    // Broken or empty multipart bodies, extra files or parts: the caller sent no usable picture.
    throw badRequest(pm.pictureMissing, 'picture_missing');
  }
}

const pictureSchema = z.object({
  success: z.literal(true),
  profilePicture: z
    .object({
      contentType: z.string(),
      data: z.string(),
      /** The same bytes at GET /api/files/{fileId}. */
      fileId: z.number().int(),
    })
    .nullable(),
});

/** Profile pictures (spec §7): upload, read (same school, ETag) and delete. */
export function profilePictureRoutes(pictures: ProfilePictureService): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered here, so only these routes accept multipart bodies.
    await app.register(multipart, {
      limits: {
        fileSize: PROFILE_PICTURE_MAX_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 100,
      },
    });

    app.post(
      '/api/profile-picture/upload',
      { config: { access: 'signedIn' }, schema: { response: { 200: successMessageSchema } } },
      async (request) => {
        const viewer = requireAuth(request).user;
        const { etag: _etag, ...body } = await pictures.upload(viewer, () => readUpload(request));
        return body;
      },
    );

    app.get(
      '/api/profile-picture/:userId',
      {
        config: { access: 'signedIn', cache: 'private, no-cache' },
        schema: { params: userIdParams, response: { 200: pictureSchema, 304: z.null() } },
      },
      async (request, reply) => {
        const viewer = requireAuth(request).user;
        const ifNoneMatch = request.headers['if-none-match'];
        const result = await pictures.read(viewer, request.params.userId, ifNoneMatch);
        if (result.etag) void reply.header('ETag', result.etag);
        if (!result.body) return reply.code(304).send(null);
        return result.body;
      },
    );

    app.delete(
      '/api/profile-picture',
      { config: { access: 'signedIn' }, schema: { response: { 200: successMessageSchema } } },
      async (request) => pictures.remove(requireAuth(request).user),
    );
  };
}
