import { parseJson, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';

/**
 * The enrollment answers a student gave each year (OIB, birth date, phone, address, parents).
 * Erasure keeps the row (the year's counts and the program taken stay right) and blanks every
 * answer in it.
 */
export function enrollmentPersonalData(data: DataAccess): PersonalDataSource {
  return {
    name: 'upisi',
    async export({ schoolId, userId }) {
      const rows = await data.db
        .selectFrom('enrollments as e')
        .innerJoin('enrollment_years as y', 'y.id', 'e.enrollmentYearId')
        .innerJoin('school_years as sy', 'sy.id', 'y.schoolYearId')
        .select([
          'sy.name as skolskaGodina',
          'e.agreementVersion',
          'e.programName',
          'e.pohadanjeNastave',
          'e.oib',
          'e.datumRodjenja',
          'e.brojMobitela',
          'e.adresa',
          'e.roditelj1',
          'e.roditelj2',
          'e.acceptedAt',
        ])
        .where('e.schoolId', '=', schoolId)
        .where('e.studentId', '=', userId)
        .orderBy('e.id')
        .execute();
      return rows.map((r) => ({
        ...r,
        adresa: parseJson(r.adresa, {}),
        roditelj1: parseJson(r.roditelj1, null),
        roditelj2: parseJson(r.roditelj2, null),
      }));
    },
    async erase({ schoolId, userId }) {
      await data.db
        .updateTable('enrollments')
        .set({
          oib: '',
          datumRodjenja: '',
          brojMobitela: '',
          adresa: toJson({ ulica: '', kucniBroj: '', mjesto: '' }),
          roditelj1: null,
          roditelj2: null,
        })
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', userId)
        .execute();
    },
  };
}
