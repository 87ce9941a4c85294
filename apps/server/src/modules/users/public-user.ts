import type { PublicUser } from '@takt/shared/schemas/user';
import type { UserRecord, UserRelations } from './user.types.ts';

/** The signed-in user's own view: every spec §3 field, never the hash or push token. */
export function toPublicUser(
  user: UserRecord,
  relations: UserRelations,
  billing: { hasUnpaidInvoice: boolean } = { hasUnpaidInvoice: false },
): PublicUser {
  return {
    id: user.id,
    ime: user.ime,
    prezime: user.prezime,
    korisnickoIme: user.korisnickoIme,
    email: user.email,
    isAdmin: user.isAdmin,
    isMentor: user.isMentor,
    isStudent: user.isStudent,
    isOperator: user.isOperator,
    confirmed: user.confirmed,
    hasUnpaidInvoice: billing.hasUnpaidInvoice,
    oib: user.oib,
    brojMobitela: user.brojMobitela,
    datumRodjenja: user.datumRodjenja,
    adresa: user.adresa,
    school: relations.school,
    schoolId: user.schoolId,
    mentorId: relations.mentors.map((m) => m.id),
    mentors: relations.mentors,
    programs: relations.programs,
    programType: user.programType,
    pohadjaTeoriju: user.pohadjaTeoriju,
    napomene: user.napomene,
    maloljetniClan: user.maloljetniClan,
    roditelj1: user.roditelj1,
    roditelj2: user.roditelj2,
    reminderPreferences: user.reminderPreferences,
    mustChangePassword: user.mustChangePassword,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
