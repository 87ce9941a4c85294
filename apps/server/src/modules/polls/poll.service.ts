import { POLL_REVOTE_WINDOW_MS } from '@takt/shared/constants';
import { messages } from '@takt/shared/messages';
import type {
  Poll,
  PollInput,
  PollResponse,
  PollStats,
  PollVoteInput,
} from '@takt/shared/schemas/polls';
import { isMentorSide, maySeePolls, type RoleFlags } from '@takt/shared/policy';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { DomainEvents, EventBus } from '../../lib/event-bus.ts';
import type { PollRecord, PollRepository, PollResponseRecord } from './poll.repository.ts';
import './poll.events.ts';

export interface PollDeps {
  polls: PollRepository;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
  /** Work that commits with a new poll, or not at all (its voters' notices are queued). */
  onCreated?: (poll: DomainEvents['poll.created']) => Promise<void>;
}

/** The signed-in caller (from the session, which carries the theory flag). */
export type Viewer = RoleFlags & { id: number; schoolId: number; pohadjaTeoriju: boolean };

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
  const { now, events } = deps;

  /** Spec §6: polls are for the staff and students who attend theory. */
  function viewer(caller: Viewer): Viewer {
    if (!maySeePolls(caller)) throw forbidden(messages.pollTheoryOnly);
    return caller;
  }

  async function pollInSchool(id: number, schoolId: number): Promise<PollRecord> {
    const poll = await deps.polls.findInSchool(schoolId, id);
    if (!poll) throw notFound(messages.pollNotFound);
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

  /**
   * The answers a viewer's view needs: staff see every answer and the counts, anyone else only
   * their own, so a student's request does not read a whole school's answers.
   */
  function responsesFor(pollIds: number[], v: Viewer): Promise<PollResponseRecord[]> {
    return deps.polls.listResponses(v.schoolId, pollIds, isMentorSide(v) ? undefined : v.id);
  }

  async function viewOne(poll: PollRecord, v: Viewer): Promise<Poll> {
    return view(poll, await responsesFor([poll.id], v), v, now());
  }

  return {
    /** One page of the school's active polls, newest first. */
    async listActive(
      caller: Viewer,
      page: { limit: number; cursorId?: number },
    ): Promise<{ polls: Poll[]; nextCursor: string | null }> {
      const v = viewer(caller);
      const at = now();
      const { items, nextCursor } = toPage(
        await deps.polls.listActive(v.schoolId, at.toISOString(), page),
        page.limit,
      );
      const responses = await responsesFor(
        items.map((p) => p.id),
        v,
      );
      const byPoll = new Map<number, PollResponseRecord[]>();
      for (const r of responses) byPoll.set(r.pollId, [...(byPoll.get(r.pollId) ?? []), r]);
      return { polls: items.map((p) => view(p, byPoll.get(p.id) ?? [], v, at)), nextCursor };
    },

    async stats(caller: Viewer): Promise<PollStats> {
      const v = viewer(caller);
      if (!isMentorSide(v)) throw forbidden();
      const polls = await deps.polls.listActive(v.schoolId, now().toISOString());
      const responses = await deps.polls.listResponses(
        v.schoolId,
        polls.map((p) => p.id),
      );
      const daCount = responses.filter((r) => r.response === 'da').length;
      return {
        pollCount: polls.length,
        responseCount: responses.length,
        daCount,
        daShare: responses.length === 0 ? 0 : daCount / responses.length,
      };
    },

    async create(caller: Viewer, input: PollInput): Promise<Poll> {
      const v = viewer(caller);
      if (!isMentorSide(v)) throw forbidden();
      const at = now();
      if (Date.parse(input.endDate) <= at.getTime()) {
        throw badRequest(messages.pollEndDateInPast, 'validation_error', {
          endDate: messages.pollEndDateInPast,
        });
      }
      const poll = await deps.transactor.run(async () => {
        const id = await deps.polls.insert({
          schoolId: v.schoolId,
          creatorId: v.id,
          question: input.question,
          options: input.options,
          type: input.type,
          endDate: input.endDate,
          at: at.toISOString(),
        });
        const created = {
          pollId: id,
          schoolId: v.schoolId,
          creatorId: v.id,
          question: input.question,
          endDate: input.endDate,
        };
        events.publish('poll.created', created);
        await deps.onCreated?.(created);
        return pollInSchool(id, v.schoolId);
      });
      return viewOne(poll, v);
    },

    /**
     * Records the caller's answer. The first answer opens a 10-minute window (spec §4) in which it
     * may be changed; after that, or once the poll has ended, the answer stands.
     */
    async vote(caller: Viewer, pollId: number, input: PollVoteInput): Promise<Poll> {
      const v = viewer(caller);
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
      if (!(await deps.polls.insertResponseIfAbsent(v.schoolId, vote))) {
        const existing = await deps.polls.findResponse(v.schoolId, pollId, v.id);
        const closesAt = existing
          ? Date.parse(existing.firstRespondedAt) + POLL_REVOTE_WINDOW_MS
          : 0;
        if (at.getTime() >= closesAt) throw conflict(messages.pollRevoteClosed, 'revote_closed');
        const changed = await deps.polls.updateResponse(v.schoolId, {
          ...vote,
          firstAfter: new Date(at.getTime() - POLL_REVOTE_WINDOW_MS).toISOString(),
        });
        if (!changed) throw conflict(messages.pollRevoteClosed, 'revote_closed');
      }
      events.publish('poll.answered', { pollId, schoolId: v.schoolId, userId: v.id });
      return viewOne(poll, v);
    },

    async remove(caller: Viewer, pollId: number): Promise<void> {
      const v = viewer(caller);
      const poll = await pollInSchool(pollId, v.schoolId);
      if (poll.creatorId !== v.id) throw forbidden(messages.pollCreatorOnly);
      await deps.transactor.run(async () => {
        await deps.polls.delete(v.schoolId, poll.id);
        events.publish('poll.deleted', { pollId: poll.id, schoolId: v.schoolId });
      });
    },
  };
}
