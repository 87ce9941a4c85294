import { chatMessages as m } from '@takt/shared/chat-messages';
import {
  CHAT_GROUP_MAX_MEMBERS,
  type AddMembersInput,
  type ChatSummary,
  type GroupInput,
  type GroupUpdate,
} from '@takt/shared/schemas/chat';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../lib/realtime-hub.ts';
import { isStaff, mayManageGroup } from './chat-access.ts';
import type { ChatViewer } from './chat-summaries.ts';
import type { ChatRepository } from './chat.repository.ts';
import type { ChatService } from './chat.service.ts';

export interface ChatGroupDeps {
  chats: ChatRepository;
  conversations: Pick<ChatService, 'chatOfMember' | 'summaryOf'>;
  transactor: Transactor;
  realtime: Pick<RealtimeHub, 'toUsers'>;
  now: () => Date;
}

export type ChatGroupService = ReturnType<typeof createChatGroupService>;

const unknownMember = () =>
  badRequest(m.unknownMember, 'validation_error', { memberIds: m.unknownMember });

/** Group chats: made by the staff, managed by their admin (creator) or the school's admins. */
export function createChatGroupService(deps: ChatGroupDeps) {
  const { chats, transactor } = deps;
  const at = () => deps.now().toISOString();

  /** Everyone of the ids is an active person of the school (mentors: of the staff), or 400. */
  async function checkPeople(viewer: ChatViewer, ids: number[], staffOnly: boolean) {
    const unique = [...new Set(ids)];
    const people = await chats.activePeople(viewer.schoolId, unique);
    if (people.length !== unique.length) throw unknownMember();
    if (staffOnly && people.some((p) => !isStaff(p))) {
      throw badRequest(m.unknownMember, 'validation_error', { mentorIds: m.unknownMember });
    }
    return unique;
  }

  async function managed(viewer: ChatViewer, chatId: number) {
    const { chat } = await deps.conversations.chatOfMember(viewer, chatId);
    if (chat.kind !== 'group') throw badRequest(m.notAGroup);
    if (!mayManageGroup(viewer, chat)) throw forbidden(m.onlyGroupAdmin);
    return chat;
  }

  /** Tells everyone concerned (members now and those just removed) to refetch. */
  async function changed(chatId: number, also: number[] = []) {
    const ids = [...new Set([...(await chats.memberIds(chatId)), ...also])];
    deps.realtime.toUsers(ids, 'chat.changed', { chatId });
  }

  return {
    async create(viewer: ChatViewer, input: GroupInput): Promise<ChatSummary> {
      if (!isStaff(viewer)) throw forbidden(m.onlyStaffGroups);
      return transactor.run(async () => {
        const programs = await chats.programsIn(viewer.schoolId, input.programIds);
        if (programs.length !== new Set(input.programIds).size) {
          throw badRequest(m.unknownProgram, 'validation_error', { programIds: m.unknownProgram });
        }
        const mentors = await checkPeople(viewer, input.mentorIds, true);
        const chosen = await checkPeople(viewer, input.memberIds, false);
        const fromPrograms = await chats.studentsOfPrograms(viewer.schoolId, programs);
        const mine = input.myStudents
          ? await chats.studentsOfMentor(viewer.schoolId, viewer.id)
          : [];
        const mentorSet = new Set([viewer.id, ...mentors]);
        const members = [...new Set([...chosen, ...fromPrograms, ...mine])].filter(
          (id) => !mentorSet.has(id),
        );
        if (members.length + mentorSet.size < 2) {
          throw badRequest(m.membersRequired, 'validation_error', { memberIds: m.membersRequired });
        }
        if (members.length + mentorSet.size > CHAT_GROUP_MAX_MEMBERS) {
          throw badRequest(m.tooManyMembers, 'validation_error', { memberIds: m.tooManyMembers });
        }
        const chatId = await chats.insertChat(
          {
            schoolId: viewer.schoolId,
            kind: 'group',
            directKey: null,
            name: input.name,
            description: input.description,
            adminId: viewer.id,
          },
          at(),
        );
        await chats.addMembers(
          chatId,
          [
            ...[...mentorSet].map((userId) => ({ userId, role: 'mentor' as const })),
            ...members.map((userId) => ({ userId, role: 'member' as const })),
          ],
          at(),
        );
        await changed(chatId);
        return deps.conversations.summaryOf(viewer, chatId);
      });
    },

    async update(viewer: ChatViewer, chatId: number, input: GroupUpdate) {
      return transactor.run(async () => {
        await managed(viewer, chatId);
        await chats.updateGroup(chatId, input);
        await changed(chatId);
        return deps.conversations.summaryOf(viewer, chatId);
      });
    },

    async addMembers(viewer: ChatViewer, chatId: number, input: AddMembersInput) {
      return transactor.run(async () => {
        await managed(viewer, chatId);
        const ids = await checkPeople(viewer, input.userIds, input.asMentor);
        const current = await chats.memberIds(chatId);
        if (new Set([...current, ...ids]).size > CHAT_GROUP_MAX_MEMBERS) {
          throw badRequest(m.tooManyMembers, 'validation_error', { userIds: m.tooManyMembers });
        }
        const role = input.asMentor ? ('mentor' as const) : ('member' as const);
        await chats.addMembers(
          chatId,
          ids.map((userId) => ({ userId, role })),
          at(),
        );
        await changed(chatId);
        return deps.conversations.summaryOf(viewer, chatId);
      });
    },

    /** The manager removes someone, or a member removes themselves (leaves). */
    async removeMember(viewer: ChatViewer, chatId: number, userId: number): Promise<void> {
      await transactor.run(async () => {
        const { chat } = await deps.conversations.chatOfMember(viewer, chatId);
        if (chat.kind !== 'group') throw badRequest(m.notAGroup);
        if (userId !== viewer.id && !mayManageGroup(viewer, chat)) {
          throw forbidden(m.onlyGroupAdmin);
        }
        if (userId === chat.adminId) throw conflict(m.adminCannotLeave);
        if (!(await chats.removeMember(chatId, userId))) {
          throw badRequest(m.unknownMember, 'validation_error', { userId: m.unknownMember });
        }
        await changed(chatId, [userId]);
      });
    },

    async remove(viewer: ChatViewer, chatId: number): Promise<void> {
      await transactor.run(async () => {
        await managed(viewer, chatId);
        const members = await chats.memberIds(chatId);
        await chats.deleteChat(chatId);
        deps.realtime.toUsers(members, 'chat.changed', { chatId });
      });
    },
  };
}
