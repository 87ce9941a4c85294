import type { DataAccess } from '../../db/unit-of-work.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';

/**
 * Problem reports a person sent (their words, device and pages) and the replies to them. Erasure
 * deletes their reports; a reply they wrote on someone else's report stays without its author.
 */
export function problemReportPersonalData(data: DataAccess): PersonalDataSource {
  return {
    name: 'prijave_problema',
    async export({ schoolId, userId }) {
      return data.db
        .selectFrom('problem_reports')
        .select([
          'kind',
          'category',
          'subcategory',
          'description',
          'steps',
          'url',
          'status',
          'firstSeenAt',
        ])
        .where('schoolId', '=', schoolId)
        .where('reporterId', '=', userId)
        .orderBy('id')
        .execute();
    },
    async erase({ schoolId, userId }) {
      await data.db
        .deleteFrom('problem_reports')
        .where('schoolId', '=', schoolId)
        .where('reporterId', '=', userId)
        .execute();
      await data.db
        .updateTable('problem_report_replies')
        .set({ authorId: null })
        .where('schoolId', '=', schoolId)
        .where('authorId', '=', userId)
        .execute();
    },
  };
}
