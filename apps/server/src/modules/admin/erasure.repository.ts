import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import { toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export type ErasureRepository = ReturnType<typeof createErasureRepository>;

/**
 * What erasure and the data export read and change across the tables that exist with the
 * platform: the account row (anonymised, kept for history), its sessions, notifications, reset
 * codes, consents, sign-up requests and mails to the person.
 */
export function createErasureRepository(data: DataAccess) {
  const db = () => data.db;
  return {
    async fullUser(schoolId: number, id: number) {
      return db()
        .selectFrom('users')
        .select([
          'id',
          'ime',
          'prezime',
          'korisnickoIme',
          'email',
          'oib',
          'brojMobitela',
          'datumRodjenja',
          'adresa',
          'roditelj1',
          'roditelj2',
          'napomene',
          'programType',
          'pohadjaTeoriju',
          'maiZbor',
          'maloljetniClan',
          'predmet',
          'reminderPreferences',
          'isStudent',
          'isMentor',
          'isAdmin',
          'isActive',
          'createdAt',
          'updatedAt',
        ])
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async ownedFiles(schoolId: number, ownerId: number) {
      return db()
        .selectFrom('files')
        .select(['id', 'purpose', 'originalName', 'contentType'])
        .where('schoolId', '=', schoolId)
        .where('ownerId', '=', ownerId)
        .orderBy('id')
        .execute();
    },
    /** Other non-erased accounts on the same e-mail (siblings share one). */
    async sharesEmail(id: number, emailLower: string): Promise<boolean> {
      const row = await db()
        .selectFrom('users')
        .select('id')
        .where('emailLower', '=', emailLower)
        .where('id', '!=', id)
        .where('erasedAt', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },
    async deletePersonalRows(
      schoolId: number,
      user: {
        id: number;
        ime: string;
        prezime: string;
        emailLower: string;
        oib: string | null;
        korisnickoIme: string;
      },
      sharedEmail: boolean,
    ) {
      const d = db();
      await d.deleteFrom('sessions').where('userId', '=', user.id).execute();
      await d.deleteFrom('notifications').where('userId', '=', user.id).execute();
      await d.deleteFrom('password_reset_codes').where('userId', '=', user.id).execute();
      await d.deleteFrom('consents').where('userId', '=', user.id).execute();
      await d.deleteFrom('idempotency_keys').where('userId', '=', user.id).execute();
      await d
        .deleteFrom('pending_signups')
        .where('schoolId', '=', schoolId)
        .where((eb) =>
          eb.or([
            eb('userId', '=', user.id),
            ...(user.oib ? [eb('oib', '=', user.oib)] : []),
            ...(sharedEmail ? [] : [eb('emailLower', '=', user.emailLower)]),
          ]),
        )
        .execute();
      // Queued work that names the person (a push with their name, a mail job) is dropped.
      const needles = [user.prezime, user.emailLower, user.oib, user.korisnickoIme].filter(
        (n): n is string => Boolean(n && n.length >= 3),
      );
      if (needles.length > 0) {
        await d
          .deleteFrom('job_queue')
          .where('status', '!=', 'running')
          .where((eb) => eb.or(needles.map((n) => eb('payload', 'like', `%${n}%`))))
          .execute();
      }
      // Stored answers to a write of someone in the school (an admin adding the person) that
      // carry their data; matched on what names this person alone, never a bare surname.
      const naming = [`${user.ime} ${user.prezime}`, user.oib, user.korisnickoIme].filter(
        (n): n is string => Boolean(n && n.length >= 3),
      );
      await d
        .deleteFrom('idempotency_keys')
        .where('userId', 'in', (eb) =>
          eb.selectFrom('users').select('users.id').where('users.schoolId', '=', schoolId),
        )
        .where((eb) => eb.or([...naming, user.emailLower].map((n) => eb('body', 'like', `%${n}%`))))
        .execute();
      // Mails to the person (on a family address only those naming this account), and mails to
      // anyone else that name them (an admin's notice of their sign-up).
      let mails = d.deleteFrom('outbox').where('toAddress', '=', user.emailLower);
      if (sharedEmail) mails = mails.where('text', 'like', `%${user.korisnickoIme}%`);
      await mails.execute();
      await d
        .deleteFrom('outbox')
        .where('schoolId', '=', schoolId)
        .where((eb) =>
          eb.or(
            naming.flatMap((n) => [
              eb('subject', 'like', `%${n}%`),
              eb('text', 'like', `%${n}%`),
              eb('html', 'like', `%${n}%`),
            ]),
          ),
        )
        .execute();
    },
    async anonymise(schoolId: number, id: number, at: string) {
      const placeholder = `izbrisan.${id}`;
      await db()
        .updateTable('users')
        .set({
          ime: 'Izbrisani',
          prezime: 'korisnik',
          korisnickoIme: placeholder,
          email: `${placeholder}@takt.invalid`,
          emailLower: `${placeholder}@takt.invalid`,
          passwordHash: '!erased',
          mustChangePassword: false,
          isActive: false,
          isAdmin: false,
          oib: null,
          brojMobitela: null,
          datumRodjenja: null,
          adresa: toJson({ ulica: '', kucniBroj: '', mjesto: '' }),
          roditelj1: null,
          roditelj2: null,
          napomene: toJson([]),
          programType: toJson({}),
          predmet: null,
          reminderPreferences: toJson(defaultReminderPreferences),
          fcmToken: null,
          erasedAt: at,
          updatedAt: at,
        })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },
    async programNames(userId: number) {
      return db()
        .selectFrom('user_programs as up')
        .innerJoin('programs as p', 'p.id', 'up.programId')
        .select(['p.naziv'])
        .where('up.userId', '=', userId)
        .execute();
    },
    async mentorNames(userId: number) {
      return db()
        .selectFrom('student_mentors as sm')
        .innerJoin('users as m', 'm.id', 'sm.mentorId')
        .select(['m.ime', 'm.prezime'])
        .where('sm.studentId', '=', userId)
        .execute();
    },
    async notifications(userId: number) {
      return db()
        .selectFrom('notifications')
        .select(['type', 'title', 'body', 'read', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute();
    },
    async pollAnswers(userId: number) {
      return db()
        .selectFrom('poll_responses as r')
        .innerJoin('polls as p', 'p.id', 'r.pollId')
        .select(['p.question', 'r.response', 'r.respondedAt'])
        .where('r.userId', '=', userId)
        .orderBy('r.id')
        .execute();
    },
    async posts(userId: number) {
      return db()
        .selectFrom('posts')
        .select(['title', 'content', 'visibility', 'createdAt'])
        .where('authorId', '=', userId)
        .orderBy('id')
        .execute();
    },
    async signupRequests(userId: number) {
      return db()
        .selectFrom('pending_signups')
        .select(['status', 'createdAt', 'reviewedAt'])
        .where('userId', '=', userId)
        .execute();
    },
  };
}
