import { POLL_REVOTE_WINDOW_MS } from '@takt/shared/constants';
import { messages } from '@takt/shared/messages';
import type {
  Poll,
  PollInput,
  PollResponse,
  PollStats,
  PollVoteInput,
} from '@takt/shared/schemas/polls';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/app-error.ts';
import type { UserRecord } from '../users/user.types.ts';
import type { PollRecord, PollRepository, PollResponseRecord } from './poll.repository.ts';

export interface PollDeps {
  polls: PollRepository;
  users: { findById(id: number): Promise<UserRecord | null> };
  now?: () => Date;
}

type Viewer = Pick<
  UserRecord,
  'id' | 'schoolId' | 'isStudent' | 'isMentor' | 'isAdmin' | 'pohadjaTeoriju'
>;

const isMentorSide = (v: Pick<Viewer, 'isMentor' | 'isAdmin'>) => v.isMentor || v.isAdmin;

/** Spec §6: polls are for mentors (admins are mentors) and students who attend theory. */
export function maySeePolls(
  v: Pick<Viewer, 'isStudent' | 'isMentor' | 'isAdmin' | 'pohadjaTeoriju'>,
) {
  return isMentorSide(v) || (v.isStudent && v.pohadjaTeoriju);
}

function toResponse(r: PollResponseRecord): PollResponse {
  return {
    userId: r.userId,
    ime: r.ime,
    prezime: r.prezime,
    response: r.response,
    timestamp: r.respondedAt,
    firstRespondedAt: r.firstRespondedAt,
  };
}

export type PollService = ReturnType<typeof createPollService>;

export function createPollService(deps: PollDeps) {
  const now = deps.now ?? (() => new Date());

  async function viewer(userId: number): Promise<Viewer> {
    const user = await deps.users.findById(userId);
    if (!user || !maySeePolls(user)) throw forbidden(messages.pollTheoryOnly);
    return user;
  }

  async function pollInSchool(id: number, schoolId: number): Promise<PollRecord> {
    const poll = await deps.polls.findById(id);
    if (!poll || poll.schoolId !== schoolId) throw notFound(messages.pollNotFound);
    return poll;
  }

  function view(poll: PollRecord, responses: PollResponseRecord[], v: Viewer, at: Date): Poll {
    const own = responses.find((r) => r.userId === v.id);
    const mentor = isMentorSide(v);
    const counts: Record<string, number> = Object.fromEntries(
      poll.options.map((o) => [o.toLowerCase(), 0]),
    );
    for (const r of responses) counts[r.response] = (counts[r.response] ?? 0) + 1;
    const changeableUntil = own
      ? new Date(Date.parse(own.firstRespondedAt) + POLL_REVOTE_WINDOW_MS)
      : null;
    return {
      id: poll.id,
      question: poll.question,
      options: poll.options,
      type: poll.type,
      endDate: poll.endDate,
      createdAt: poll.createdAt,
      creatorId: poll.creatorId,
      creator: poll.creator,
      responses: (mentor ? responses : own ? [own] : []).map(toResponse),
      myResponse:
        own && changeableUntil
          ? {
              ...toResponse(own),
              changeableUntil: changeableUntil.toISOString(),
              canChange: at < changeableUntil && at < new Date(poll.endDate),
            }
          : null,
      stats: mentor ? { responseCount: responses.length, counts } : null,
    };
  }

  async function viewOne(poll: PollRecord, v: Viewer): Promise<Poll> {
    return view(poll, await deps.polls.listResponses([poll.id]), v, now());
  }

  return {
    async listActive(userId: number): Promise<Poll[]> {
      const v = await viewer(userId);
      const at = now();
      const polls = await deps.polls.listActive(v.schoolId, at.toISOString());
      const responses = await deps.polls.listResponses(polls.map((p) => p.id));
      return polls.map((p) =>
        view(
          p,
          responses.filter((r) => r.pollId === p.id),
          v,
          at,
        ),
      );
    },

    async stats(userId: number): Promise<PollStats> {
      const v = await viewer(userId);
      if (!isMentorSide(v)) throw forbidden();
      const polls = await deps.polls.listActive(v.schoolId, now().toISOString());
      const responses = await deps.polls.listResponses(polls.map((p) => p.id));
      const daCount = responses.filter((r) => r.response === 'da').length;
      return {
        pollCount: polls.length,
        responseCount: responses.length,
        daCount,
        daShare: responses.length === 0 ? 0 : daCount / responses.length,
      };
    },

    async create(userId: number, input: PollInput): Promise<Poll> {
      const v = await viewer(userId);
      if (!isMentorSide(v)) throw forbidden();
      const at = now();
      if (Date.parse(input.endDate) <= at.getTime()) {
        throw badRequest(messages.pollEndDateInPast, 'validation_error', {
          endDate: messages.pollEndDateInPast,
        });
      }
      const id = await deps.polls.insert({
        schoolId: v.schoolId,
        creatorId: v.id,
        question: input.question,
        options: input.options,
        type: input.type,
        endDate: input.endDate,
        at: at.toISOString(),
      });
      return viewOne(await pollInSchool(id, v.schoolId), v);
    },

    /**
     * Records the caller's answer. The first answer opens a 10-minute window (spec §4) in which it
     * may be changed; after that, or once the poll has ended, the answer stands.
     */
    async vote(userId: number, pollId: number, input: PollVoteInput): Promise<Poll> {
      const v = await viewer(userId);
      const poll = await pollInSchool(pollId, v.schoolId);
      const at = now();
      if (Date.parse(poll.endDate) <= at.getTime())
        throw conflict(messages.pollExpired, 'poll_expired');
      const wanted = input.response.toLowerCase();
      const option = poll.options.find((o) => o.toLowerCase() === wanted);
      if (!option) {
        throw badRequest(messages.pollResponseInvalid, 'validation_error', {
          response: messages.pollResponseInvalid,
        });
      }
      const vote = { pollId, userId: v.id, response: option.toLowerCase(), at: at.toISOString() };
      if (!(await deps.polls.insertResponseIfAbsent(vote))) {
        const existing = await deps.polls.findResponse(pollId, v.id);
        const closesAt = existing
          ? Date.parse(existing.firstRespondedAt) + POLL_REVOTE_WINDOW_MS
          : 0;
        if (at.getTime() >= closesAt) throw conflict(messages.pollRevoteClosed, 'revote_closed');
        const changed = await deps.polls.updateResponse({
          ...vote,
          firstAfter: new Date(at.getTime() - POLL_REVOTE_WINDOW_MS).toISOString(),
        });
        if (!changed) throw conflict(messages.pollRevoteClosed, 'revote_closed');
      }
      return viewOne(poll, v);
    },

    async remove(userId: number, pollId: number): Promise<void> {
      const v = await viewer(userId);
      const poll = await pollInSchool(pollId, v.schoolId);
      if (poll.creatorId !== v.id) throw forbidden(messages.pollCreatorOnly);
      await deps.polls.delete(poll.id);
    },
  };
}
