import type { Selectable } from 'kysely';
import type { PollsTable } from '../../db/schema/home.ts';
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

  /** The poll's id when it is the school's (a subquery that scopes answers to the school). */
  const pollOfSchool = (schoolId: number, pollId: number) =>
    data.db
      .selectFrom('polls')
      .select('polls.id')
      .where('polls.id', '=', pollId)
      .where('polls.schoolId', '=', schoolId);

  return {
    /**
     * The school's polls whose end date lies after `at`, newest first; with `page`, `limit` of them
     * older than `cursorId` (and one more, to tell whether another page follows).
     */
    async listActive(
      schoolId: number,
      at: string,
      page?: { limit: number; cursorId?: number },
    ): Promise<PollRecord[]> {
      let query = withCreator()
        .where('polls.schoolId', '=', schoolId)
        .where('polls.endDate', '>', at)
        .orderBy('polls.id', 'desc');
      if (page?.cursorId !== undefined) query = query.where('polls.id', '<', page.cursorId);
      if (page) query = query.limit(page.limit + 1);
      return (await query.execute()).map(toRecord);
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

    /**
     * Answers to the school's polls among `pollIds`, oldest first; only `onlyUserId`'s when given
     * (a student's view).
     */
    async listResponses(
      schoolId: number,
      pollIds: number[],
      onlyUserId?: number,
    ): Promise<PollResponseRecord[]> {
      if (pollIds.length === 0) return [];
      let query = data.db
        .selectFrom('poll_responses')
        .innerJoin('polls', 'polls.id', 'poll_responses.pollId')
        .innerJoin('users', 'users.id', 'poll_responses.userId')
        .where('polls.schoolId', '=', schoolId)
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
      schoolId: number,
      pollId: number,
      userId: number,
    ): Promise<{ response: string; firstRespondedAt: string } | null> {
      const row = await data.db
        .selectFrom('poll_responses')
        .select(['response', 'firstRespondedAt'])
        .where('pollId', '=', pollId)
        .where('pollId', 'in', pollOfSchool(schoolId, pollId))
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * The first answer to a poll of the school; false when the voter already has one (the unique
     * pair decides) or the poll is not the school's.
     */
    async insertResponseIfAbsent(
      schoolId: number,
      vote: { pollId: number; userId: number; response: string; at: string },
    ): Promise<boolean> {
      const result = await data.db
        .insertInto('poll_responses')
        .columns(['pollId', 'userId', 'response', 'firstRespondedAt', 'respondedAt'])
        .expression(
          data.db
            .selectFrom('polls')
            .select((eb) => [
              'polls.id',
              eb.val(vote.userId).as('userId'),
              eb.val(vote.response).as('response'),
              eb.val(vote.at).as('firstRespondedAt'),
              eb.val(vote.at).as('respondedAt'),
            ])
            .where('polls.id', '=', vote.pollId)
            .where('polls.schoolId', '=', schoolId),
        )
        .onConflict((oc) => oc.columns(['pollId', 'userId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Changes an answer only while its first answer is newer than `firstAfter`, so two racing
     * requests cannot stretch the change window. Returns whether a row changed.
     */
    async updateResponse(
      schoolId: number,
      vote: { pollId: number; userId: number; response: string; at: string; firstAfter: string },
    ): Promise<boolean> {
      const result = await data.db
        .updateTable('poll_responses')
        .set({ response: vote.response, respondedAt: vote.at })
        .where('pollId', '=', vote.pollId)
        .where('pollId', 'in', pollOfSchool(schoolId, vote.pollId))
        .where('userId', '=', vote.userId)
        .where('firstRespondedAt', '>', vote.firstAfter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
