import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@takt/shared/messages';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { successMessageSchema } from '@takt/shared/schemas/common';
import {
  postEditSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  postResponseSchema,
  postSavedSchema,
} from '@takt/shared/schemas/posts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { PostService } from './post.service.ts';

/** Posts of the home page (spec §7). Mentors and admins write; only the author edits or deletes. */
export function postRoutes(posts: PostService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/posts',
      {
        config: { access: 'signedIn', keepWhileUnchanged: true },
        schema: { querystring: postListQuerySchema, response: { 200: postPageSchema } },
      },
      async (request) => posts.list(requireAuth(request).user, request.query),
    );

    app.get(
      '/api/posts/:id',
      {
        config: { access: 'mentor' },
        schema: { params: idParamsSchema, response: { 200: postResponseSchema } },
      },
      async (request) => ({ post: await posts.get(requireAuth(request).user, request.params.id) }),
    );

    app.post(
      '/api/posts',
      {
        config: { access: 'mentor' },
        schema: { body: postInputSchema, response: { 201: postSavedSchema } },
      },
      async (request, reply) => {
        const post = await posts.create(requireAuth(request).user, request.body);
        return reply.status(201).send({ post, message: messages.postCreated });
      },
    );

    app.put(
      '/api/posts-edit/:id',
      {
        config: { access: 'mentor' },
        schema: {
          params: idParamsSchema,
          body: postEditSchema,
          response: { 200: postSavedSchema },
        },
      },
      async (request) => ({
        post: await posts.update(requireAuth(request).user, request.params.id, request.body),
        message: messages.postUpdated,
      }),
    );

    app.delete(
      '/api/posts/:id',
      {
        config: { access: 'mentor' },
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await posts.remove(requireAuth(request).user, request.params.id);
        return { success: true as const, message: messages.postDeleted };
      },
    );
  };
}
