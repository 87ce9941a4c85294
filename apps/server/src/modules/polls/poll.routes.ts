import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@takt/shared/messages';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema, pollIdParamsSchema } from '@takt/shared/schemas/params';
import {
  pollInputSchema,
  pollListQuerySchema,
  pollListSchema,
  pollSavedSchema,
  pollStatsSchema,
  pollVoteSchema,
} from '@takt/shared/schemas/polls';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';

const ACTIVE_POLLS_PAGE = 50;
import type { PollService } from './poll.service.ts';

/**
 * Polls (spec §7). Seeing and voting: mentors and students who attend theory. Creating, deleting,
 * statistics: mentors.
 */
export function pollRoutes(polls: PollService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/polls/active',
      {
        config: { access: 'signedIn', keepWhileUnchanged: true },
        schema: { querystring: pollListQuerySchema, response: { 200: pollListSchema } },
      },
      async (request) =>
        polls.listActive(requireAuth(request).user, pageFrom(request.query, ACTIVE_POLLS_PAGE)),
    );

    app.get(
      '/api/polls/stats',
      { config: { access: 'mentor' }, schema: { response: { 200: pollStatsSchema } } },
      async (request) => polls.stats(requireAuth(request).user),
    );

    app.post(
      '/api/polls',
      {
        config: { access: 'mentor' },
        schema: { body: pollInputSchema, response: { 201: pollSavedSchema } },
      },
      async (request, reply) => {
        const poll = await polls.create(requireAuth(request).user, request.body);
        return reply.status(201).send({ poll, message: messages.pollCreated });
      },
    );

    app.post(
      '/api/polls/:pollId/vote',
      {
        config: { access: 'signedIn' },
        schema: {
          params: pollIdParamsSchema,
          body: pollVoteSchema,
          response: { 200: pollSavedSchema },
        },
      },
      async (request) => ({
        poll: await polls.vote(requireAuth(request).user, request.params.pollId, request.body),
        message: messages.pollVoted,
      }),
    );

    app.delete(
      '/api/polls/:id',
      {
        config: { access: 'mentor' },
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await polls.remove(requireAuth(request).user, request.params.id);
        return { success: true as const, message: messages.pollDeleted };
      },
    );
  };
}
