import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';
import { applyPush } from './realtime-invalidation.ts';

/** A client holding fresh answers under the keys the screens use. */
function clientWithAnswers() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keys: QueryKey[] = [
    queryKeys.currentUser,
    queryKeys.posts.feed('all'),
    queryKeys.posts.feed('mine'),
    queryKeys.polls.active,
    queryKeys.polls.stats,
    queryKeys.pendingUsers.list,
    queryKeys.pendingUsers.count,
    queryKeys.outbox,
    queryKeys.transfers,
    queryKeys.unconfirmedMentors,
    queryKeys.mentorStudents,
  ];
  for (const key of keys) client.setQueryData(key, { any: 'answer' });
  const stale = () =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((k) => k.join('/'));
  return { client, stale };
}

describe('pushes invalidate the queries they cover', () => {
  it('a post push refreshes both post feeds and nothing else', () => {
    const { client, stale } = clientWithAnswers();
    applyPush(client, 'post.created', { postId: 1 });
    expect(stale()).toEqual(['posts/all', 'posts/mine']);
  });

  it('a poll push refreshes the active list and the statistics', () => {
    const { client, stale } = clientWithAnswers();
    applyPush(client, 'poll.answered', { pollId: 1 });
    expect(stale()).toEqual(['polls/active', 'polls/stats']);
  });

  it('a sign-up request refreshes the review list and the admin home count', () => {
    const { client, stale } = clientWithAnswers();
    applyPush(client, 'signup.requested', { requestId: 1 });
    expect(stale()).toEqual(['admin/pending-users/list', 'admin/pending-users/count']);
  });

  it('a change of the person refreshes everything; an unknown push nothing', () => {
    const unknown = clientWithAnswers();
    applyPush(unknown.client, 'toString', {});
    applyPush(unknown.client, 'chat.message', { id: 1 });
    expect(unknown.stale()).toEqual([]);

    // A confirmed mentor, a moved student: the admin cards and the paged lists refetch too.
    const changed = clientWithAnswers();
    applyPush(changed.client, 'user.changed', { userId: 1 });
    expect(changed.stale()).toHaveLength(11);
    expect(changed.stale()).toEqual(
      expect.arrayContaining(['admin/transfers', 'admin/mentors/unconfirmed', 'mentor-students']),
    );
  });
});
