import type { UserRecord } from '../src/modules/users/user.types.ts';
import type { Caller, MatrixWorld } from './matrix-world.ts';
import type { MatrixEntry } from './route-matrix.ts';
import { adminOnRowOfA, admins, signedIn, students } from './route-matrix-statuses.ts';

/** Enrollment's routes in the route matrix (spread into route-matrix.ts). */

let years = 0;
/** A school year far ahead, one of its own per call, so none overlaps. */
async function freshSchoolYear(w: MatrixWorld, admin: UserRecord, at?: number) {
  const year = at ?? 2500 + 2 * ++years;
  return w.app.services.calendar.createYear(admin, {
    startDate: `${year}-09-01`,
    endDate: `${year + 1}-06-20`,
    includePublicHolidays: false,
  });
}

const opened = new WeakMap<MatrixWorld, Promise<{ a: number; b: number }>>();
/** Enrollment open in both schools (once per world); answers the enrollment year ids. */
function openEnrollment(w: MatrixWorld) {
  let done = opened.get(w);
  if (!done) {
    done = (async () => {
      const open = async (admin: UserRecord) =>
        (
          await w.app.services.enrollment.openYear(admin, {
            // The latest year of all, so it stays the one students enroll into.
            schoolYearId: (await freshSchoolYear(w, admin, 2900)).id,
            agreementText: '<p>Uvjeti upisa</p>',
            programChangeFrom: null,
            programChangeUntil: null,
          })
        ).id;
      return { a: await open(w.users.admin), b: await open(w.users.otherAdmin) };
    })();
    opened.set(w, done);
  }
  return done;
}

const acceptBody = {
  agreementAccepted: true,
  agreementVersion: 1,
  oib: '69435151530',
  datumRodjenja: '1990-01-01',
  brojMobitela: '+385911111111',
  adresa: { ulica: 'Ilica', kucniBroj: '1', mjesto: 'Zagreb' },
};

/** An acceptance row for the student, written straight to the table (no cooldown spent). */
async function ensureEnrolled(w: MatrixWorld, student: UserRecord) {
  const ids = await openEnrollment(w);
  const yearId = student.schoolId === w.schoolA ? ids.a : ids.b;
  const exists = await w.db
    .selectFrom('enrollments')
    .select('id')
    .where('enrollmentYearId', '=', yearId)
    .where('studentId', '=', student.id)
    .executeTakeFirst();
  if (exists) return yearId;
  const agreement = await w.db
    .selectFrom('enrollment_agreements')
    .select('id')
    .where('enrollmentYearId', '=', yearId)
    .executeTakeFirstOrThrow();
  await w.db
    .insertInto('enrollments')
    .values({
      schoolId: student.schoolId,
      enrollmentYearId: yearId,
      studentId: student.id,
      agreementId: agreement.id,
      agreementVersion: 1,
      programId: null,
      programName: null,
      pohadanjeNastave: null,
      oib: acceptBody.oib,
      datumRodjenja: acceptBody.datumRodjenja,
      brojMobitela: acceptBody.brojMobitela,
      adresa: JSON.stringify(acceptBody.adresa),
      roditelj1: null,
      roditelj2: null,
      acceptedAt: new Date().toISOString(),
    })
    .execute();
  return yearId;
}

const signedInUser = (w: MatrixWorld, caller: Caller) =>
  caller === 'anonymous' ? null : w.users[caller];

export const enrollmentRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/enrollment/current': { access: 'signedIn', statuses: signedIn },
  'GET /api/enrollment/agreement': { access: 'signedIn', statuses: signedIn },
  'POST /api/enrollment/accept': {
    access: 'student',
    statuses: students,
    request: async (w, caller) => {
      await openEnrollment(w);
      // Each caller a fresh twin: the cooldown is per person.
      const token = await w.freshToken(caller);
      return { url: '/api/enrollment/accept', payload: acceptBody, token };
    },
  },
  'GET /api/enrollment/my/upis-pdf': {
    access: 'student',
    statuses: students,
    request: async (w, caller) => {
      const user = signedInUser(w, caller);
      if (user?.isStudent) await ensureEnrolled(w, user);
      return { url: '/api/enrollment/my/upis-pdf' };
    },
  },
  'GET /api/enrollment/years': { access: 'admin', statuses: admins },
  'POST /api/enrollment/years': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 404',
    row: true,
    request: async (w) => ({
      url: '/api/enrollment/years',
      payload: {
        schoolYearId: (await freshSchoolYear(w, w.users.admin)).id,
        agreementText: '<p>Uvjeti</p>',
      },
    }),
  },
  'PUT /api/enrollment/years/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/enrollment/years/${(await openEnrollment(w)).a}`,
      payload: { agreementText: '<p>Uvjeti upisa</p>' },
    }),
  },
  'GET /api/enrollment/dashboard': { access: 'admin', statuses: admins },
  'GET /api/enrollment/export': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/enrollment/export?format=csv' }),
  },
  'GET /api/enrollment/confirmations': {
    access: 'admin',
    statuses: admins,
    request: async (w) => {
      await ensureEnrolled(w, w.users.student);
      await ensureEnrolled(w, w.users.otherStudent);
      return { url: '/api/enrollment/confirmations?status=confirmed' };
    },
  },
  'GET /api/enrollment/students/:studentId/upis-pdf': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => {
      const yearId = await ensureEnrolled(w, w.users.student);
      return { url: `/api/enrollment/students/${w.users.student.id}/upis-pdf?yearId=${yearId}` };
    },
  },
  'POST /api/enrollment/reminders': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: '/api/enrollment/reminders',
      payload: { yearId: (await openEnrollment(w)).a },
    }),
  },
};
