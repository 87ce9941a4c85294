import type { Selectable } from 'kysely';
import type { PollsTable } from '../../db/schema.ts';
import { parseJson, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface PollRecord {
  id: number;
  schoolId: number;
  creatorId: number;
  question: string;
  options: string[];
  type: string;
  endDate: string;
  createdAt: string;
  creator: { id: number; ime: string; prezime: string };
}

export interface PollResponseRecord {
  pollId: number;
  userId: number;
  ime: string;
  prezime: string;
  response: string;
  firstRespondedAt: string;
  respondedAt: string;
}

type PollRow = Selectable<PollsTable> & { creatorIme: string; creatorPrezime: string };

function toRecord(row: PollRow): PollRecord {
  return {
    id: row.id,
    schoolId: row.schoolId,
    creatorId: row.creatorId,
    question: row.question,
    options: parseJson<string[]>(row.options, []),
    type: row.type,
    endDate: row.endDate,
    createdAt: row.createdAt,
    creator: { id: row.creatorId, ime: row.creatorIme, prezime: row.creatorPrezime },
  };
}

export type PollRepository = ReturnType<typeof createPollRepository>;

export function createPollRepository(data: DataAccess) {
  const withCreator = () =>
    data.db
      .selectFrom('polls')
      .innerJoin('users', 'users.id', 'polls.creatorId')
      .selectAll('polls')
      .select(['users.ime as creatorIme', 'users.prezime as creatorPrezime']);

  return {
    /** The school's polls whose end date lies after `at`, newest first. */
    async listActive(schoolId: number, at: string): Promise<PollRecord[]> {
      const rows = await withCreator()
        .where('polls.schoolId', '=', schoolId)
        .where('polls.endDate', '>', at)
        .orderBy('polls.id', 'desc')
        .execute();
      return rows.map(toRecord);
    },

    async findInSchool(schoolId: number, id: number): Promise<PollRecord | null> {
      const row = await withCreator()
        .where('polls.id', '=', id)
        .where('polls.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async insert(poll: {
      schoolId: number;
      creatorId: number;
      question: string;
      options: string[];
      type: string;
      endDate: string;
      at: string;
    }): Promise<number> {
      const { id } = await data.db
        .insertInto('polls')
        .values({
          schoolId: poll.schoolId,
          creatorId: poll.creatorId,
          question: poll.question,
          options: toJson(poll.options),
          type: poll.type,
          endDate: poll.endDate,
          createdAt: poll.at,
          updatedAt: poll.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Removes the poll; its answers go with it (foreign key cascade). */
    async delete(schoolId: number, id: number): Promise<void> {
      await data.db
        .deleteFrom('polls')
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },

    /** Answers to the polls, oldest first; only `onlyUserId`'s when given (a student's view). */
    async listResponses(pollIds: number[], onlyUserId?: number): Promise<PollResponseRecord[]> {
      if (pollIds.length === 0) return [];
      let query = data.db
        .selectFrom('poll_responses')
        .innerJoin('users', 'users.id', 'poll_responses.userId')
        .select([
          'poll_responses.pollId',
          'poll_responses.userId',
          'users.ime',
          'users.prezime',
          'poll_responses.response',
          'poll_responses.firstRespondedAt',
          'poll_responses.respondedAt',
        ])
        .where('poll_responses.pollId', 'in', pollIds);
      if (onlyUserId !== undefined) query = query.where('poll_responses.userId', '=', onlyUserId);
      return query.orderBy('poll_responses.id').execute();
    },

    async findResponse(
      pollId: number,
      userId: number,
    ): Promise<{ response: string; firstRespondedAt: string } | null> {
      const row = await data.db
        .selectFrom('poll_responses')
        .select(['response', 'firstRespondedAt'])
        .where('pollId', '=', pollId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The first answer; false when the voter already has one (the unique pair decides). */
    async insertResponseIfAbsent(vote: {
      pollId: number;
      userId: number;
      response: string;
      at: string;
    }): Promise<boolean> {
      const result = await data.db
        .insertInto('poll_responses')
        .values({
          pollId: vote.pollId,
          userId: vote.userId,
          response: vote.response,
          firstRespondedAt: vote.at,
          respondedAt: vote.at,
        })
        .onConflict((oc) => oc.columns(['pollId', 'userId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Changes an answer only while its first answer is newer than `firstAfter`, so two racing
     * requests cannot stretch the change window. Returns whether a row changed.
     */
    async updateResponse(vote: {
      pollId: number;
      userId: number;
      response: string;
      at: string;
      firstAfter: string;
    }): Promise<boolean> {
      const result = await data.db
        .updateTable('poll_responses')
        .set({ response: vote.response, respondedAt: vote.at })
        .where('pollId', '=', vote.pollId)
        .where('userId', '=', vote.userId)
        .where('firstRespondedAt', '>', vote.firstAfter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
