import { maySeePolls, visiblePostVisibilities } from '@takt/shared/policy';
import type { PostVisibility } from '@takt/shared/schemas/posts';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';
import type { NotificationService } from './notification.service.ts';
import type { PreferenceRepository } from './notification-preference.repository.ts';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Where a notice about a post or a poll leads: the home page's tab with the item named, so the
 * home page can open (or scroll to) it. The format is documented in docs/notifications.md.
 */
export const postLink = (postId: number) => `/user?tab=posts&post=${postId}`;
export const pollLink = (pollId: number) => `/user?tab=polls&poll=${pollId}`;

/** The job that writes the notices of a new post or poll (queued with it, see below). */
export const ANNOUNCE_JOB = 'notifications.announce';

export interface PostAnnouncement {
  postId: number;
  schoolId: number;
  authorId: number;
  title: string;
  visibility: PostVisibility;
  showAllSchools: boolean;
}

export interface PollAnnouncement {
  pollId: number;
  schoolId: number;
  creatorId: number;
  question: string;
}

type Announcement = ({ kind: 'post' } & PostAnnouncement) | ({ kind: 'poll' } & PollAnnouncement);

/**
 * Notices for new posts and polls: everyone who may read the post, everyone who may answer the
 * poll (the shared policy predicates the lists use), never the author. The posts and polls
 * modules call `post`/`poll` inside the transaction that creates the item, which only queues a
 * job there: the notices exist exactly when the item commits (a crash right after the commit
 * loses nothing, the job is in the database), and the fan-out to a whole school runs outside
 * the author's request, in one transaction of its own.
 */
export function createAnnouncements(deps: {
  jobs: JobScheduler;
  transactor: Transactor;
  people: PreferenceRepository;
  notifications: NotificationService;
}) {
  const { jobs, transactor, people, notifications } = deps;

  async function announce(a: Announcement) {
    await transactor.run(async () => {
      if (a.kind === 'post') {
        const everyone = await people.activePeople(a.showAllSchools ? null : a.schoolId);
        const readers = everyone
          .filter((u) => u.id !== a.authorId)
          .filter((u) => visiblePostVisibilities(u).includes(a.visibility))
          .map((u) => u.id);
        await notifications.notify(readers, {
          type: 'post',
          title: 'Nova objava',
          body: clip(a.title, 200),
          link: postLink(a.postId),
        });
        return;
      }
      const everyone = await people.activePeople(a.schoolId);
      const voters = everyone
        .filter((u) => u.id !== a.creatorId && maySeePolls(u))
        .map((u) => u.id);
      await notifications.notify(voters, {
        type: 'poll',
        title: 'Nova anketa',
        body: clip(a.question, 200),
        link: pollLink(a.pollId),
      });
    });
  }

  jobs.define<Announcement>(ANNOUNCE_JOB, announce);

  return {
    /** Inside the transaction that creates the post. */
    post: async (p: PostAnnouncement) => {
      await jobs.enqueue<Announcement>(ANNOUNCE_JOB, {
        kind: 'post',
        postId: p.postId,
        schoolId: p.schoolId,
        authorId: p.authorId,
        title: p.title,
        visibility: p.visibility,
        showAllSchools: p.showAllSchools,
      });
    },
    /** Inside the transaction that creates the poll. */
    poll: async (p: PollAnnouncement) => {
      await jobs.enqueue<Announcement>(ANNOUNCE_JOB, {
        kind: 'poll',
        pollId: p.pollId,
        schoolId: p.schoolId,
        creatorId: p.creatorId,
        question: p.question,
      });
    },
  };
}
