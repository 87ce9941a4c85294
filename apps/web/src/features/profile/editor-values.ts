import type { Profile } from '@takt/shared/schemas/profiles';
import type { Address, Parent, PublicUser } from '@takt/shared/schemas/user';
import type { UpdateKorisnikInput } from '@takt/shared/schemas/user-profile';

/** Notes are a list (spec §3); the editor shows them as one text, an empty line between notes. */
const NOTE_SEPARATOR = '\n\n';
export const notesToList = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((note) => note.trim())
    .filter(Boolean);

/**
 * Who is editing whom: a student about themself (/ucenik), a mentor or admin about themself
 * (/mentor), or staff about a student ('Detalji učenika'; `canMove` for admins).
 */
export type EditorMode =
  { kind: 'studentSelf' } | { kind: 'staffSelf' } | { kind: 'staffOnStudent'; canMove: boolean };

export interface EditorValues {
  korisnickoIme: string;
  email: string;
  ime: string;
  prezime: string;
  oib: string;
  brojMobitela: string;
  datumRodjenja: string;
  adresa: Address;
  roditelj1: Parent;
  roditelj2: Parent;
  napomene: string;
  predmet: string;
  pohadjaTeoriju: boolean;
  maloljetniClan: boolean;
  schoolId: number;
  programs: number[];
  programType: Record<string, string>;
  mentorId: number[];
}

/**
 * What the editor starts from: one's own account (GET /api/user), or a profile with its sensitive
 * sections (GET /api/korisnik/{id} for staff, GET /api/profil for oneself).
 */
export type EditablePerson = PublicUser | Profile;

const emptyParent: Parent = { ime: '', prezime: '', brojMobitela: '' };

/** Form values from the signed-in user or a profile. */
export function toEditorValues(p: EditablePerson): EditorValues {
  return {
    korisnickoIme: p.korisnickoIme,
    email: p.email,
    ime: p.ime,
    prezime: p.prezime,
    oib: p.oib ?? '',
    brojMobitela: p.brojMobitela ?? '',
    datumRodjenja: p.datumRodjenja ?? '',
    adresa: { ulica: '', kucniBroj: '', mjesto: '', ...p.adresa },
    roditelj1: { ...emptyParent, ...p.roditelj1 },
    roditelj2: { ...emptyParent, ...p.roditelj2 },
    napomene: (p.napomene ?? []).join(NOTE_SEPARATOR),
    // Only profiles carry the subject; the own account (GET /api/user) does not.
    predmet: ('predmet' in p ? p.predmet : null) ?? '',
    pohadjaTeoriju: p.pohadjaTeoriju ?? false,
    maloljetniClan: p.maloljetniClan ?? false,
    schoolId: p.school.id,
    programs: (p.programs ?? []).map((x) => x.id),
    programType: p.programType ?? {},
    mentorId: p.mentorId ?? [],
  };
}

const parentOrNull = (p: Parent) => (p.ime || p.prezime || p.brojMobitela ? p : null);

/**
 * The request body: only what this mode may change (spec §5 self-service: school and theory are
 * not sent, programs and mentors hidden). The server applies its own allowlist regardless.
 */
export function toPayload(v: EditorValues, mode: EditorMode): UpdateKorisnikInput {
  const contact = { brojMobitela: v.brojMobitela, adresa: v.adresa };
  const parents = { roditelj1: parentOrNull(v.roditelj1), roditelj2: parentOrNull(v.roditelj2) };
  const personal = {
    ime: v.ime,
    prezime: v.prezime,
    oib: v.oib,
    datumRodjenja: v.datumRodjenja,
    napomene: notesToList(v.napomene),
  };
  switch (mode.kind) {
    case 'studentSelf':
      return { ...contact, ...parents };
    case 'staffSelf':
      return { ...personal, ...contact, predmet: v.predmet };
    case 'staffOnStudent':
      return {
        ...personal,
        ...contact,
        ...parents,
        pohadjaTeoriju: v.pohadjaTeoriju,
        maloljetniClan: v.maloljetniClan,
        programs: v.programs,
        programType: v.programType,
        mentorId: v.mentorId,
        ...(mode.canMove ? { schoolId: v.schoolId } : {}),
      };
  }
}

/**
 * Whether the editor shows the parents' fields: staff editing a student always; a student about
 * themself only when a minor or when a parent is on record (an adult sees no empty sections).
 */
export function showsParentFields(p: EditablePerson, mode: EditorMode): boolean {
  if (mode.kind === 'staffSelf') return false;
  if (mode.kind === 'staffOnStudent') return true;
  const values = toEditorValues(p);
  return (
    values.maloljetniClan ||
    parentOrNull(values.roditelj1) !== null ||
    parentOrNull(values.roditelj2) !== null
  );
}
