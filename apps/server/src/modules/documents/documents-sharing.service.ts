import { isMentorSide } from '@takt/shared/policy';
import { documentMessages as m } from '@takt/shared/document-messages';
import type { DocumentSharingInput } from '@takt/shared/schemas/documents';
import { documentSharingSchema } from '@takt/shared/schemas/documents';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { DocumentCaller, DocumentsAccess } from './documents-access.ts';
import type { DocumentsRepository } from './documents.repository.ts';
import type { ShareTarget } from './documents-shares.repository.ts';

type SharingInput = ReturnType<typeof documentSharingSchema.parse>;

/** Shares with no one left are stored as private, so 'shared' always means someone sees it. */
function toTargets(
  viewer: DocumentCaller,
  input: SharingInput,
  ids: { userIds: number[]; programIds: number[]; groupIds: number[]; chatIds: number[] },
) {
  const targets: ShareTarget[] =
    input.visibility === 'shared'
      ? [
          ...ids.userIds.map((targetId) => ({ kind: 'user' as const, targetId })),
          ...ids.programIds.map((targetId) => ({ kind: 'program' as const, targetId })),
          ...ids.groupIds.map((targetId) => ({ kind: 'group' as const, targetId })),
          ...ids.chatIds.map((targetId) => ({ kind: 'chat' as const, targetId })),
          ...(input.myStudents ? [{ kind: 'mentor_students' as const, targetId: viewer.id }] : []),
        ]
      : [];
  const visibility =
    input.visibility === 'shared' && targets.length === 0 ? 'private' : input.visibility;
  return { targets, visibility };
}

/** Whom an owner shares a document with, and the people, programs, groups and chats to pick. */
export function createDocumentsSharing(deps: {
  documents: DocumentsRepository;
  access: DocumentsAccess;
  transactor: Transactor;
  now: () => Date;
}) {
  const { documents: repo, access, transactor } = deps;
  const at = () => deps.now().toISOString();

  /** Every target must be the school's (and a chat the owner's own) before it is stored. */
  async function checkTargets(viewer: DocumentCaller, input: SharingInput) {
    const userIds = [...new Set(input.userIds)].filter((u) => u !== viewer.id);
    const programIds = [...new Set(input.programIds)];
    const groupIds = [...new Set(input.groupIds)];
    const chatIds = [...new Set(input.chatIds)];
    const invalid = (field: string) =>
      badRequest(m.shareTargetInvalid, 'validation_error', { [field]: m.shareTargetInvalid });
    if ((await repo.countGroups(viewer.schoolId, groupIds)) !== groupIds.length) {
      throw invalid('groupIds');
    }
    if ((await repo.countMemberChats(viewer.schoolId, viewer.id, chatIds)) !== chatIds.length) {
      throw invalid('chatIds');
    }
    if ((await repo.countPeople(viewer.schoolId, userIds)) !== userIds.length) {
      throw invalid('userIds');
    }
    if ((await repo.countPrograms(viewer.schoolId, programIds)) !== programIds.length) {
      throw invalid('programIds');
    }
    if (input.myStudents && !isMentorSide(viewer)) {
      throw badRequest(m.myStudentsOnlyMentors, 'validation_error', {
        myStudents: m.myStudentsOnlyMentors,
      });
    }
    return { userIds, programIds, groupIds, chatIds };
  }

  return {
    async share(viewer: DocumentCaller, id: number, raw: DocumentSharingInput) {
      const input = documentSharingSchema.parse(raw);
      await transactor.run(async () => {
        await access.ownedBy(viewer, id);
        const { targets, visibility } = toTargets(viewer, input, await checkTargets(viewer, input));
        await repo.replaceShares(id, targets);
        await repo.update(viewer.schoolId, id, { visibility, updatedAt: at() });
      });
      return access.view(viewer, id);
    },

    async shareOptions(viewer: DocumentCaller) {
      const people = await repo.people(viewer.schoolId, viewer.id);
      return {
        people: people.map((p) => ({
          id: p.id,
          ime: p.ime,
          prezime: p.prezime,
          role: p.isStudent ? ('student' as const) : ('mentor' as const),
        })),
        programs: await repo.programs(viewer.schoolId),
        groups: isMentorSide(viewer) ? await repo.groups(viewer.schoolId) : [],
        chats: await repo.memberChats(viewer.schoolId, viewer.id),
        myStudents: isMentorSide(viewer) && (await repo.hasStudents(viewer.id)),
      };
    },
  };
}
