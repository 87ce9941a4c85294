import { chatMessages as m } from '@takt/shared/chat-messages';
import {
  CHAT_MESSAGES_PER_MINUTE,
  type ChatMessage,
  type SendMessageInput,
} from '@takt/shared/schemas/chat';
import { isUniqueViolation, type Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { inSchoolOf, isReadOnly } from './chat-access.ts';
import { toChatMessage } from './chat-rows.ts';
import type { ChatViewer } from './chat-summaries.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { RealtimeHub } from '../../lib/realtime-hub.ts';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { ChatRepository, ChatRow } from './chat.repository.ts';
import { UNREAD_CHECK_JOB, UNREAD_CHECK_DELAY_MS } from './chat-unread.ts';

const MINUTE = 60_000;

/** What the chat's services are built with (the module wires them). */
export interface ChatDeps {
  chats: ChatRepository;
  transactor: Transactor;
  events: EventBus;
  realtime: Pick<RealtimeHub, 'toUser' | 'toUsers'>;
  limiter: RateLimitStore;
  jobs: Pick<JobScheduler, 'enqueueEach'>;
  now: () => Date;
}

/**
 * Storing a message: once per client id, within the sender's rate limit, then the event that
 * pushes it and a delayed unread check for each other member.
 */
export function createMessageSender(deps: ChatDeps) {
  const { chats, transactor, events } = deps;

  async function messageById(chatId: number, id: number): Promise<ChatMessage> {
    const [row] = await chats.messages(chatId, { ids: [id], limit: 1 });
    if (!row) throw notFound(m.messageNotFound);
    return toChatMessage(row);
  }

  /** The same client id again answers the stored message (a retried send), not a second one. */
  async function earlierSend(viewer: ChatViewer, clientId: string) {
    const sent = await chats.messageByClientId(viewer.schoolId, viewer.id, clientId);
    return sent ? { message: await messageById(sent.chatId, sent.id), created: false } : null;
  }

  async function limitSends(viewer: ChatViewer) {
    await enforceLimit(
      deps.limiter,
      `chat-send:${viewer.id}`,
      { max: CHAT_MESSAGES_PER_MINUTE, windowMs: MINUTE },
      deps.now,
      m.tooMany,
    );
  }

  /** Stores a message in a chat the viewer is a member of (inside the caller's transaction). */
  async function store(viewer: ChatViewer, chat: ChatRow, input: SendMessageInput) {
    const members = await chats.members([chat.id]);
    if (isReadOnly(chat, members)) throw conflict(m.readOnly);
    if (input.replyToId !== undefined && !(await chats.messageMeta(chat.id, input.replyToId))) {
      throw badRequest(m.replyNotFound, 'validation_error', { replyToId: m.replyNotFound });
    }
    const now = deps.now().toISOString();
    const id = await chats.insertMessage(
      {
        chatId: chat.id,
        senderId: viewer.id,
        clientId: input.clientId,
        body: input.body,
        replyToId: input.replyToId ?? null,
      },
      now,
    );
    await chats.touch(chat.id, now);
    await chats.markRead(chat.id, viewer.id, id);
    const message = await messageById(chat.id, id);
    // Only the members still in the chat's school are told (a moved student hears nothing).
    const memberIds = inSchoolOf(chat, members).map((x) => x.id);
    events.publish('message.sent', {
      schoolId: chat.schoolId,
      chatId: chat.id,
      kind: chat.kind,
      senderId: viewer.id,
      memberIds,
      message,
    });
    // One check a minute later per member and chat, however many messages a burst has.
    const runAt = new Date(deps.now().getTime() + UNREAD_CHECK_DELAY_MS);
    await deps.jobs.enqueueEach(
      UNREAD_CHECK_JOB,
      memberIds
        .filter((userId) => userId !== viewer.id)
        .map((userId) => ({
          payload: { schoolId: chat.schoolId, chatId: chat.id, userId },
          options: { runAt, dedupeKey: `${chat.id}:${userId}` },
        })),
    );
    return { message, created: true };
  }

  /** Sends once per client id, even when two retries race (the unique index decides). */
  async function sendOnce(
    viewer: ChatViewer,
    input: SendMessageInput,
    work: () => Promise<{ message: ChatMessage; created: boolean }>,
  ) {
    const earlier = await earlierSend(viewer, input.clientId);
    if (earlier) return earlier;
    await limitSends(viewer);
    try {
      return await transactor.run(work);
    } catch (error) {
      const raced = isUniqueViolation(error) ? await earlierSend(viewer, input.clientId) : null;
      if (raced) return raced;
      throw error;
    }
  }

  return { sendOnce, store };
}
