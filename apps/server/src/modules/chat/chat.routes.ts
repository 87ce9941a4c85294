import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessages as m } from '@takt/shared/chat-messages';
import {
  CHATS_PAGE,
  CONTACTS_PAGE,
  chatAnswerSchema,
  chatListQuerySchema,
  chatListSchema,
  contactAnswerSchema,
  contactListSchema,
  contactsQuerySchema,
  directMessageSchema,
  messagePageSchema,
  messageParamsSchema,
  messageSentSchema,
  messagesQuerySchema,
  readAnswerSchema,
  sendMessageSchema,
  unreadChatsSchema,
} from '@takt/shared/schemas/chat';
import { successMessageSchema, successSchema } from '@takt/shared/schemas/common';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { requireAuth } from '../../plugins/access-control.ts';
import { NEXT_CURSOR_HEADER, pageFrom } from '../../lib/paging.ts';
import { chatListCursor, chatListPosition } from './chat-list-cursor.ts';
import type { ChatContacts } from './chat-contacts.ts';
import type { ChatService } from './chat.service.ts';

/** Conversations and messages; groups are in chat-groups.routes.ts. */
export function chatRoutes(chat: ChatService, contacts: ChatContacts): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/chats',
      {
        config: { access: 'signedIn' },
        schema: { querystring: chatListQuerySchema, response: { 200: chatListSchema } },
      },
      async (request, reply) => {
        const { q, cursor, limit } = request.query;
        const page = await chat.list(requireAuth(request).user, {
          limit: limit ?? CHATS_PAGE,
          after: chatListPosition(cursor),
          text: q,
        });
        if (page.next) void reply.header(NEXT_CURSOR_HEADER, chatListCursor(page.next));
        return page.chats;
      },
    );

    app.get(
      '/api/chats/unread',
      { config: { access: 'signedIn' }, schema: { response: { 200: unreadChatsSchema } } },
      async (request) => ({ count: await chat.unreadChats(requireAuth(request).user) }),
    );

    app.get(
      '/api/chats/contacts',
      {
        config: { access: 'signedIn' },
        schema: { querystring: contactsQuerySchema, response: { 200: contactListSchema } },
      },
      async (request) => {
        const { q, ...rest } = request.query;
        const page = pageFrom(rest, CONTACTS_PAGE);
        return contacts.page(requireAuth(request).user, {
          text: q,
          afterId: page.cursorId,
          limit: page.limit,
        });
      },
    );

    app.get(
      '/api/chats/contacts/:id',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: contactAnswerSchema } },
      },
      async (request) => contacts.one(requireAuth(request).user, request.params.id),
    );

    app.post(
      '/api/chats/direct',
      {
        config: { access: 'signedIn' },
        schema: {
          body: directMessageSchema,
          response: { 200: messageSentSchema, 201: messageSentSchema },
        },
      },
      async (request, reply) => {
        const sent = await chat.sendDirect(requireAuth(request).user, request.body);
        return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
      },
    );

    app.get(
      '/api/chats/:id',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: chatAnswerSchema } },
      },
      async (request) => ({
        chat: await chat.summaryOf(requireAuth(request).user, request.params.id),
      }),
    );

    app.get(
      '/api/chats/:id/messages',
      {
        config: { access: 'signedIn' },
        schema: {
          params: idParamsSchema,
          querystring: messagesQuerySchema,
          response: { 200: messagePageSchema },
        },
      },
      async (request) => {
        const { after, ...rest } = request.query;
        const page = pageFrom(rest, 30);
        return chat.messages(requireAuth(request).user, request.params.id, {
          limit: page.limit,
          ...(page.cursorId !== undefined ? { before: page.cursorId } : {}),
          ...(after !== undefined ? { after: Number(after) } : {}),
        });
      },
    );

    app.post(
      '/api/chats/:id/messages',
      {
        config: { access: 'signedIn' },
        schema: {
          params: idParamsSchema,
          body: sendMessageSchema,
          response: { 200: messageSentSchema, 201: messageSentSchema },
        },
      },
      async (request, reply) => {
        const user = requireAuth(request).user;
        const sent = await chat.send(user, request.params.id, request.body);
        return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
      },
    );

    app.delete(
      '/api/chats/:id/messages/:messageId',
      {
        config: { access: 'signedIn' },
        schema: { params: messageParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        const { id, messageId } = request.params;
        await chat.deleteMessage(requireAuth(request).user, id, messageId);
        return { success: true as const, message: m.messageDeleted };
      },
    );

    app.post(
      '/api/chats/:id/read',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: readAnswerSchema } },
      },
      async (request) => chat.markRead(requireAuth(request).user, request.params.id),
    );

    app.post(
      '/api/chats/:id/typing',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await chat.typing(requireAuth(request).user, request.params.id);
        return { success: true as const };
      },
    );
  };
}
