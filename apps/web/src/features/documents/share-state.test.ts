import { describe, expect, it } from 'vitest';
import { initialShareDraft, shareRequestBody, toggleId } from './share-state.ts';

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
});
