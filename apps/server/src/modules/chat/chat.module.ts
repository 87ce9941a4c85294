import type { Platform } from '../../platform.ts';
import { createChatGroupService, type StudentGroupSource } from './chat-groups.service.ts';
import { chatGroupRoutes } from './chat-groups.routes.ts';
import { createChatContacts } from './chat-contacts.ts';
import { relayMessages } from './chat-relay.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';
import { UNREAD_CHECK_JOB, unreadCheckHandler, type UnreadNotifier } from './chat-unread.ts';

/** Direct and group chats with read state per member, pushed live over the sockets. */
export function createChatModule(
  platform: Platform,
  deps: { notifications: UnreadNotifier; studentGroups: StudentGroupSource },
) {
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
  const groups = createChatGroupService({
    ...base,
    conversations: service,
    studentGroups: deps.studentGroups,
  });
  platform.jobs.define(
    UNREAD_CHECK_JOB,
    unreadCheckHandler({
      chats,
      transactor: platform.transactor,
      notifications: deps.notifications,
    }),
  );
  relayMessages(platform.realtime);
  // The admin's erasure of a person, inside its transaction: blank their messages, take them
  // out of groups. Their data export gets what they wrote.
  platform.personalData.register({
    name: 'poruke',
    export: async ({ schoolId, userId }) =>
      (await chats.messagesOf(schoolId, userId)).map((m) => ({
        razgovor: m.kind === 'group' ? m.name : 'izravni razgovor',
        tekst: m.body,
        poslano: m.createdAt,
      })),
    erase: ({ schoolId, userId }) => service.eraseUser(schoolId, userId),
  });
  // A student moved to another school: out of the old school's groups, direct chats read-only.
  platform.events.subscribe('user.transferred', ({ payload }) =>
    service.leaveSchool(payload.fromSchoolId, payload.userId),
  );
  const messageRoutes = chatRoutes(service, createChatContacts({ chats }));
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
