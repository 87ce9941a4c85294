import { describe, expect, it } from 'vitest';
import { initialShareDraft, shareRequestBody, toggleId, withinOptions } from './share-state.ts';

const saved = {
  visibility: 'shared' as const,
  userIds: [7],
  programIds: [2],
  groupIds: [11, 12],
  chatIds: [30],
  myStudents: true,
};

describe('document share dialog state', () => {
  it('re-opens with every saved target, groups and chats included', () => {
    expect(initialShareDraft(saved)).toEqual(saved);
    expect(initialShareDraft(null)).toEqual({
      visibility: 'private',
      userIds: [],
      programIds: [],
      groupIds: [],
      chatIds: [],
      myStudents: false,
    });
  });

  it('saves theory-group, chat-group and my-students shares, not only people and programs', () => {
    const draft = initialShareDraft(saved);
    draft.groupIds = toggleId(draft.groupIds, 11);
    draft.chatIds = toggleId(draft.chatIds, 31);
    expect(shareRequestBody(draft)).toEqual({
      visibility: 'shared',
      userIds: [7],
      programIds: [2],
      groupIds: [12],
      chatIds: [30, 31],
      myStudents: true,
    });
  });

  it('sends no targets for private or whole-school documents', () => {
    for (const visibility of ['private', 'school'] as const) {
      expect(shareRequestBody({ ...initialShareDraft(saved), visibility })).toEqual({
        visibility,
        userIds: [],
        programIds: [],
        groupIds: [],
        chatIds: [],
        myStudents: false,
      });
    }
  });

  it('does not share the saved arrays with the draft', () => {
    const draft = initialShareDraft(saved);
    draft.groupIds.push(99);
    expect(saved.groupIds).toEqual([11, 12]);
  });

  it('keeps every target still offered and drops only those no longer offered', () => {
    const options = {
      people: [{ id: 7, ime: 'Ana', prezime: 'Horvat', role: 'student' as const }],
      programs: [{ id: 2, naziv: 'Klavir' }],
      groups: [{ id: 12, name: 'Solfeggio 1' }],
      chats: [{ id: 30, name: 'Teorija' }],
      myStudents: true,
    };
    expect(withinOptions(initialShareDraft(saved), options)).toEqual({
      ...saved,
      groupIds: [12],
    });
    expect(
      withinOptions(initialShareDraft(saved), { ...options, chats: [], myStudents: false }),
    ).toMatchObject({ chatIds: [], myStudents: false, groupIds: [12], userIds: [7] });
    // Before the options arrive nothing is dropped.
    expect(withinOptions(initialShareDraft(saved), undefined)).toEqual(saved);
  });
});
