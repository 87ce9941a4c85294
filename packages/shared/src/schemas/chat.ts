import { z } from 'zod';
import { chatMessages as m } from '../chat-messages.ts';
import { messages } from '../messages.ts';
import { nextCursorSchema, pageQueryFields, personRefSchema, timestampSchema } from './common.ts';

/** Longest message, in characters (plain text: never HTML). */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages one person may send per minute (spec: 429 past it). */
export const CHAT_MESSAGES_PER_MINUTE = 10;
/** Most members of one group. */
export const CHAT_GROUP_MAX_MEMBERS = 300;

const id = z
  .number({ error: messages.invalidId })
  .int({ error: messages.invalidId })
  .positive({ error: messages.invalidId })
  .max(Number.MAX_SAFE_INTEGER, { error: messages.invalidId });

/** The sender's own id of a message: a retry with the same id is stored once. */
export const clientIdSchema = z
  .string({ error: m.clientIdInvalid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: m.clientIdInvalid });

export const messageBodySchema = z
  .string({ error: m.bodyRequired })
  .trim()
  .min(1, { error: m.bodyRequired })
  .max(CHAT_MESSAGE_MAX, { error: m.bodyTooLong });

/** POST /api/chats/{id}/messages. */
export const sendMessageSchema = z.object({
  clientId: clientIdSchema,
  body: messageBodySchema,
  replyToId: id.optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** POST /api/chats/direct: the first message to a person creates the direct chat. */
export const directMessageSchema = sendMessageSchema.extend({ userId: id });
export type DirectMessageInput = z.infer<typeof directMessageSchema>;

/** GET /api/chats/{id}/messages: older pages by `cursor`, or what came `after` a message. */
export const messagesQuerySchema = z.object({
  ...pageQueryFields,
  after: z
    .string()
    .regex(/^\d{1,15}$/, { error: messages.invalidCursor })
    .optional(),
});

const groupName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(100, { error: m.nameTooLong });
const groupDescription = z.string().trim().max(500, { error: m.descriptionTooLong });
const idList = z.array(id).max(CHAT_GROUP_MAX_MEMBERS, { error: m.tooManyMembers });

/**
 * POST /api/chats/groups. Members come by hand (`memberIds`), from programs (every active student
 * of each), from the creator's own students, or from a theory group; mentors join as mentors.
 */
export const groupInputSchema = z.object({
  name: groupName,
  description: groupDescription.default(''),
  memberIds: idList.default([]),
  mentorIds: idList.default([]),
  programIds: z.array(id).max(20).default([]),
  myStudents: z.boolean().default(false),
  theoryGroupId: id.optional(),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

/** PUT /api/chats/groups/{id}. */
export const groupUpdateSchema = z.object({ name: groupName, description: groupDescription });
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;

/** POST /api/chats/groups/{id}/members. */
export const addMembersSchema = z.object({
  userIds: idList.min(1, { error: m.membersRequired }),
  asMentor: z.boolean().default(false),
});
export type AddMembersInput = z.infer<typeof addMembersSchema>;

export const memberParamsSchema = z.object({
  id: z.coerce.number().pipe(id),
  userId: z.coerce.number().pipe(id),
});
export const messageParamsSchema = z.object({
  id: z.coerce.number().pipe(id),
  messageId: z.coerce.number().pipe(id),
});

/**
 * GET /api/chats/contacts?q=&cursor=&limit=: people the viewer may start a chat with (or add to a
 * group), by last name, a page at a time (default 50), searched by name or username on the
 * server, so everyone allowed can be reached however many there are.
 */
export const contactsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  ...pageQueryFields,
});
export const CONTACTS_PAGE = 50;

/**
 * GET /api/chats?q=&cursor=&limit=: the viewer's conversations, newest activity first, a page at a
 * time (default 30). Spec §7 fixes an array body, so the next page's cursor travels in the
 * X-Next-Cursor header; `q` searches group names and the other person of direct chats.
 */
export const chatListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  ...pageQueryFields,
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const CHATS_PAGE = 30;

export const chatPersonSchema = personRefSchema.meta({ id: 'ChatPerson' });
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    chatId: z.number().int(),
    sender: chatPersonSchema,
    /** Null once deleted (shown as 'Poruka je obrisana'). */
    body: z.string().nullable(),
    deleted: z.boolean(),
    replyTo: z
      .object({ id: z.number().int(), sender: chatPersonSchema, body: z.string().nullable() })
      .nullable(),
    clientId: z.string(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * One conversation as GET /api/chats lists it. Direct chats name the other `participant`; groups
 * carry `groupId`, `adminId`, `members` and `mentorMembers`. `unreadCount` is the viewer's own;
 * `unreadCountMentor` / `unreadCountUser` (the spec's names) are the same count, under the side
 * the viewer is on in this group, the other side 0.
 */
export const chatSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['direct', 'group']),
    name: z.string(),
    participant: chatPersonSchema.nullable(),
    groupId: z.number().int().nullable(),
    description: z.string().nullable(),
    adminId: z.number().int().nullable(),
    members: z.array(chatPersonSchema),
    mentorMembers: z.array(chatPersonSchema),
    lastMessage: z
      .object({
        id: z.number().int(),
        senderId: z.number().int(),
        body: z.string().nullable(),
        createdAt: timestampSchema,
      })
      .nullable(),
    lastActivityAt: timestampSchema,
    unreadCount: z.number().int(),
    unreadCountMentor: z.number().int(),
    unreadCountUser: z.number().int(),
    /** Up to which message the viewer has read. */
    lastReadMessageId: z.number().int(),
    /** A member is no longer active: nothing more can be sent. */
    readOnly: z.boolean(),
    /** The viewer may rename, change members and delete (group admin or school admin). */
    canManage: z.boolean(),
  })
  .meta({ id: 'ChatSummary' });
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatListSchema = z.array(chatSummarySchema);
export const chatAnswerSchema = z.object({ chat: chatSummarySchema });
export const chatSavedSchema = z.object({ chat: chatSummarySchema, message: z.string() });

export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  nextCursor: nextCursorSchema,
});
export const messageSentSchema = z.object({ message: chatMessageSchema });
export const readAnswerSchema = z.object({ lastReadMessageId: z.number().int() });

export const contactSchema = chatPersonSchema.extend({
  role: z.enum(['student', 'mentor', 'admin']),
});
export type ChatContact = z.infer<typeof contactSchema>;
export const contactListSchema = z.object({
  contacts: z.array(contactSchema),
  nextCursor: nextCursorSchema,
});
/**
 * GET /api/chats/contacts/{id}: one person the viewer may write to (404 otherwise), with the
 * direct chat the two already have (a draft opens it instead of starting another).
 */
export const contactAnswerSchema = z.object({
  contact: contactSchema,
  chatId: z.number().int().nullable(),
});
/** GET /api/chats/unread: how many conversations hold messages the viewer has not read. */
export const unreadChatsSchema = z.object({ count: z.number().int() });
