import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@takt/shared/messages';
import { idParamsSchema, pollIdParamsSchema } from '@takt/shared/schemas/params';
import { pollInputSchema, pollVoteSchema } from '@takt/shared/schemas/polls';
import { requireAuth } from '../../plugins/access-control.ts';
import { privateResponses } from '../../plugins/private-cache.ts';
import type { PollService } from './poll.service.ts';

/**
 * Polls (spec §7). Seeing and voting: mentors and students who attend theory (the service checks
 * pohadjaTeoriju, which the session does not carry). Creating, deleting, statistics: mentors.
 */
export const pollRoutes: FastifyPluginAsyncZod<{ polls: PollService }> = async (app, { polls }) => {
  privateResponses(app);

  app.get('/api/polls/active', { config: { access: 'signedIn' } }, async (request) => ({
    polls: await polls.listActive(requireAuth(request).user.id),
  }));

  app.get('/api/polls/stats', { config: { access: 'mentor' } }, async (request) =>
    polls.stats(requireAuth(request).user.id),
  );

  app.post(
    '/api/polls',
    { config: { access: 'mentor' }, schema: { body: pollInputSchema } },
    async (request, reply) => {
      const poll = await polls.create(requireAuth(request).user.id, request.body);
      return reply.status(201).send({ poll, message: messages.pollCreated });
    },
  );

  app.post(
    '/api/polls/:pollId/vote',
    {
      config: { access: 'signedIn' },
      schema: { params: pollIdParamsSchema, body: pollVoteSchema },
    },
    async (request) => ({
      poll: await polls.vote(requireAuth(request).user.id, request.params.pollId, request.body),
      message: messages.pollVoted,
    }),
  );

  app.delete(
    '/api/polls/:id',
    { config: { access: 'mentor' }, schema: { params: idParamsSchema } },
    async (request) => {
      await polls.remove(requireAuth(request).user.id, request.params.id);
      return { success: true, message: messages.pollDeleted };
    },
  );
};
