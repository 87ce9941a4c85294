import { maySeePolls, visiblePostVisibilities } from '@takt/shared/policy';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { NotificationService } from './notification.service.ts';
import type { PreferenceRepository } from './notification-preference.repository.ts';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Notices for what other modules announce: a new post to everyone who may read it, a new poll to
 * everyone who may answer it (decided by the shared policy predicates, the same ones the lists
 * use), never to the author.
 */
export function subscribeAudiences(deps: {
  events: EventBus;
  transactor: Transactor;
  people: PreferenceRepository;
  notifications: NotificationService;
}) {
  const { events, transactor, people, notifications } = deps;

  events.subscribe('post.created', async ({ payload: p }) => {
    await transactor.run(async () => {
      const everyone = await people.activePeople(p.showAllSchools ? null : p.schoolId);
      const readers = everyone
        .filter((u) => u.id !== p.authorId)
        .filter((u) => visiblePostVisibilities(u).includes(p.visibility))
        .map((u) => u.id);
      await notifications.notify(readers, {
        type: 'post',
        title: 'Nova objava',
        body: clip(p.title, 200),
        link: `/user?post=${p.postId}`,
      });
    });
  });

  events.subscribe('poll.created', async ({ payload: p }) => {
    await transactor.run(async () => {
      const everyone = await people.activePeople(p.schoolId);
      const voters = everyone
        .filter((u) => u.id !== p.creatorId && maySeePolls(u))
        .map((u) => u.id);
      await notifications.notify(voters, {
        type: 'poll',
        title: 'Nova anketa',
        body: clip(p.question, 200),
        link: `/user?poll=${p.pollId}`,
      });
    });
  });
}
