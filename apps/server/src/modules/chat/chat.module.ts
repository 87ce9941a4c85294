import type { Platform } from '../../platform.ts';
import { createChatGroupService } from './chat-groups.service.ts';
import { chatGroupRoutes } from './chat-groups.routes.ts';
import { relayMessages } from './chat-relay.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';
import { UNREAD_CHECK_JOB, unreadCheckHandler, type UnreadNotifier } from './chat-unread.ts';

/** Direct and group chats with read state per member, pushed live over the sockets. */
export function createChatModule(platform: Platform, deps: { notifications: UnreadNotifier }) {
  const chats = createChatRepository(platform.data);
  const base = {
    chats,
    transactor: platform.transactor,
    realtime: platform.realtime,
    now: platform.now,
  };
  const service = createChatService({
    ...base,
    events: platform.events,
    limiter: platform.limiter,
    jobs: platform.jobs,
  });
  const groups = createChatGroupService({ ...base, conversations: service });
  platform.jobs.define(
    UNREAD_CHECK_JOB,
    unreadCheckHandler({
      chats,
      transactor: platform.transactor,
      notifications: deps.notifications,
    }),
  );
  relayMessages(platform.realtime);
  const messageRoutes = chatRoutes(service);
  const groupRoutes = chatGroupRoutes(groups);
  return {
    name: 'chat',
    service,
    groups,
    routes: (async (app, opts) => {
      await groupRoutes(app, opts);
      await messageRoutes(app, opts);
    }) satisfies typeof messageRoutes,
  };
}
