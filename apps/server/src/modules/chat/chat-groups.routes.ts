import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessages as m } from '@takt/shared/chat-messages';
import {
  addMembersSchema,
  chatSavedSchema,
  groupInputSchema,
  groupUpdateSchema,
  memberParamsSchema,
} from '@takt/shared/schemas/chat';
import { successMessageSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ChatGroupService } from './chat-groups.service.ts';

/** Group chats: the staff make them; their admin renames, changes members, deletes. */
export function chatGroupRoutes(groups: ChatGroupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/chats/groups',
      {
        config: { access: 'mentor' },
        schema: { body: groupInputSchema, response: { 201: chatSavedSchema } },
      },
      async (request, reply) => {
        const chat = await groups.create(requireAuth(request).user, request.body);
        return reply.status(201).send({ chat, message: m.groupCreated });
      },
    );

    app.put(
      '/api/chats/groups/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          params: idParamsSchema,
          body: groupUpdateSchema,
          response: { 200: chatSavedSchema },
        },
      },
      async (request) => ({
        chat: await groups.update(requireAuth(request).user, request.params.id, request.body),
        message: m.groupSaved,
      }),
    );

    app.delete(
      '/api/chats/groups/:id',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await groups.remove(requireAuth(request).user, request.params.id);
        return { success: true as const, message: m.groupDeleted };
      },
    );

    app.post(
      '/api/chats/groups/:id/members',
      {
        config: { access: 'signedIn' },
        schema: {
          params: idParamsSchema,
          body: addMembersSchema,
          response: { 200: chatSavedSchema },
        },
      },
      async (request) => ({
        chat: await groups.addMembers(requireAuth(request).user, request.params.id, request.body),
        message: m.membersAdded,
      }),
    );

    app.delete(
      '/api/chats/groups/:id/members/:userId',
      {
        config: { access: 'signedIn' },
        schema: { params: memberParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        const { id, userId } = request.params;
        await groups.removeMember(requireAuth(request).user, id, userId);
        return { success: true as const, message: m.memberRemoved };
      },
    );

    app.post(
      '/api/chats/groups/:id/leave',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        const user = requireAuth(request).user;
        await groups.removeMember(user, request.params.id, user.id);
        return { success: true as const, message: m.groupLeft };
      },
    );
  };
}
