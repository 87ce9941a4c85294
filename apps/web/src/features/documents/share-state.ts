import type {
  DocumentSharingInput,
  DocumentVisibility,
  documentSharingStateSchema,
  ShareOptions,
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

/**
 * Drops saved targets the owner can no longer choose (a chat they left, a group or person gone),
 * which the dialog does not show and the server would refuse; every other target stays.
 */
export function withinOptions(draft: ShareDraft, options: ShareOptions | undefined): ShareDraft {
  if (!options) return draft;
  const keep = (ids: number[], from: { id: number }[]) => {
    const known = new Set(from.map((x) => x.id));
    return ids.filter((id) => known.has(id));
  };
  return {
    ...draft,
    userIds: keep(draft.userIds, options.people),
    programIds: keep(draft.programIds, options.programs),
    groupIds: keep(draft.groupIds, options.groups),
    chatIds: keep(draft.chatIds, options.chats),
    myStudents: draft.myStudents && options.myStudents,
  };
}

/** Adds the id when absent, removes it when present (one checkbox of a target list). */
export const toggleId = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
