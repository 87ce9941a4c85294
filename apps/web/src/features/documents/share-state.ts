import type {
  DocumentSharingInput,
  DocumentVisibility,
  documentSharingStateSchema,
} from '@takt/shared/schemas/documents';
import type { z } from 'zod';

type SharingState = z.infer<typeof documentSharingStateSchema>;

/** What the share dialog edits: the visibility and every kind of target the server keeps. */
export interface ShareDraft {
  visibility: DocumentVisibility;
  userIds: number[];
  programIds: number[];
  groupIds: number[];
  chatIds: number[];
  myStudents: boolean;
}

/** The dialog's starting point: the owner's saved sharing, or private with nobody chosen. */
export function initialShareDraft(sharing: SharingState | null | undefined): ShareDraft {
  return {
    visibility: sharing?.visibility ?? 'private',
    userIds: [...(sharing?.userIds ?? [])],
    programIds: [...(sharing?.programIds ?? [])],
    groupIds: [...(sharing?.groupIds ?? [])],
    chatIds: [...(sharing?.chatIds ?? [])],
    myStudents: sharing?.myStudents ?? false,
  };
}

/**
 * The body of PUT /api/documents/{id}/sharing. Only 'shared' carries targets: private and
 * whole-school clear them (the server would drop them anyway).
 */
export function shareRequestBody(draft: ShareDraft): Required<DocumentSharingInput> {
  const shared = draft.visibility === 'shared';
  return {
    visibility: draft.visibility,
    userIds: shared ? draft.userIds : [],
    programIds: shared ? draft.programIds : [],
    groupIds: shared ? draft.groupIds : [],
    chatIds: shared ? draft.chatIds : [],
    myStudents: shared && draft.myStudents,
  };
}

/** Adds the id when absent, removes it when present (one checkbox of a target list). */
export const toggleId = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
