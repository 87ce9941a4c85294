import { adminMessages as am } from '@takt/shared/admin-messages';
import { accountMessages as m } from '@takt/shared/account-messages';
import { isMinor, isValidIsoDate, schoolToday } from '@takt/shared/age';
import { isValidOib } from '@takt/shared/oib';
import type { ImportRow, ImportRowValues } from '@takt/shared/schemas/admin-import';
import { isValidPhone, NAME_PATTERN, normalizePhone } from '@takt/shared/schemas/person-fields';
import { foldCroatian } from '@takt/shared/username';

/** The template's columns: Croatian header, field, width. */
export const IMPORT_COLUMNS: [string, keyof ImportRowValues, number][] = [
  ['Ime', 'ime', 16],
  ['Prezime', 'prezime', 18],
  ['E-mail', 'email', 28],
  ['OIB', 'oib', 14],
  ['Datum rođenja', 'datumRodjenja', 15],
  ['Mobitel', 'brojMobitela', 16],
  ['Ulica', 'ulica', 20],
  ['Kućni broj', 'kucniBroj', 10],
  ['Mjesto', 'mjesto', 16],
  ['Program', 'program', 20],
  ['Način pohađanja', 'pohadanjeNastave', 22],
  ['Roditelj ime', 'roditeljIme', 16],
  ['Roditelj prezime', 'roditeljPrezime', 18],
  ['Roditelj mobitel', 'roditeljMobitel', 16],
  ['Teorija (da/ne)', 'teorija', 14],
  ['Zbor (da/ne)', 'zbor', 12],
];

export const ATTENDANCE_LABELS: Record<string, string> = {
  individualno1: 'Individualno 1x tjedno',
  individualno2: 'Individualno 2x tjedno',
  grupno: 'Grupno',
  none: '1x tjedno',
};

export interface ImportProgram {
  id: number;
  naziv: string;
  cijena: number | null;
  tipovi: { tip: string }[];
}

/** A valid row, ready to become an account. */
export interface ImportStudent {
  ime: string;
  prezime: string;
  email: string;
  oib: string | null;
  datumRodjenja: string | null;
  brojMobitela: string | null;
  adresa: { ulica: string; kucniBroj: string; mjesto: string };
  roditelj1: { ime: string; prezime: string; brojMobitela: string } | null;
  programId: number | null;
  pohadanjeNastave: string | null;
  pohadjaTeoriju: boolean;
  maiZbor: boolean;
  minor: boolean;
}

const fold = (s: string) => foldCroatian(s).replace(/\s+/g, ' ').trim();

/** DD.MM.YYYY(.) or YYYY-MM-DD to YYYY-MM-DD; null when it is neither or no real day. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  let iso: string | null = null;
  const hr = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\.?$/.exec(t);
  if (hr) iso = `${hr[3]}-${hr[2]!.padStart(2, '0')}-${hr[1]!.padStart(2, '0')}`;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(t)) iso = t;
  return iso && isValidIsoDate(iso) ? iso : null;
}

function yesNo(text: string): boolean | null {
  const t = fold(text);
  if (t === '' || t === 'ne' || t === 'n' || t === '0') return false;
  if (t === 'da' || t === 'd' || t === '1' || t === 'x') return true;
  return null;
}

/** Attendance types a program offers (only a single price: the three standard ones). */
export function attendanceOptions(p: ImportProgram): string[] {
  if (p.tipovi.length > 0) return p.tipovi.map((t) => t.tip);
  return p.cijena !== null ? ['individualno1', 'individualno2', 'grupno'] : [];
}

/** Checks one row's cells; each error is the Croatian reason of that cell. */
export function checkRow(
  v: ImportRowValues,
  programs: ImportProgram[],
  now: Date,
): { errors: Record<string, string>; student: ImportStudent | null } {
  const errors: Record<string, string> = {};
  const name = (key: 'ime' | 'prezime') => {
    const t = v[key].trim();
    if (t.length < 2) errors[key] = m.nameMin;
    else if (t.length > 100) errors[key] = m.nameMax;
    else if (!NAME_PATTERN.test(t)) errors[key] = m.nameCharacters;
    return t;
  };
  const ime = name('ime');
  const prezime = name('prezime');
  const email = v.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) errors.email = m.email;
  const oib = v.oib.trim();
  if (oib && !/^\d{11}$/.test(oib)) errors.oib = m.oibLength;
  else if (oib && !isValidOib(oib)) errors.oib = m.oibCheckDigit;
  let datumRodjenja: string | null = null;
  if (v.datumRodjenja.trim()) {
    datumRodjenja = parseDate(v.datumRodjenja);
    if (!datumRodjenja) errors.datumRodjenja = am.dateFormat;
    else if (datumRodjenja > schoolToday(now)) errors.datumRodjenja = m.birthDateFuture;
    else if (datumRodjenja < '1900-01-01') errors.datumRodjenja = m.birthDateInvalid;
  }
  const phone = normalizePhone(v.brojMobitela.trim());
  if (phone && !isValidPhone(phone)) errors.brojMobitela = m.phone;
  let program: ImportProgram | null = null;
  if (v.program.trim()) {
    program = programs.find((p) => fold(p.naziv) === fold(v.program)) ?? null;
    if (!program) errors.program = am.unknownProgram;
  }
  let attendance: string | null = null;
  if (program) {
    const options = attendanceOptions(program);
    const typed = fold(v.pohadanjeNastave);
    if (options.length > 0) {
      attendance =
        options.find((o) => fold(o) === typed || fold(ATTENDANCE_LABELS[o] ?? o) === typed) ?? null;
      if (!attendance) {
        errors.pohadanjeNastave = typed ? am.unknownAttendance : m.attendance;
      }
    }
  }
  const minor = datumRodjenja && !errors.datumRodjenja ? isMinor(datumRodjenja, now) : false;
  const parentPhone = normalizePhone(v.roditeljMobitel.trim());
  const parentGiven = v.roditeljIme.trim() || v.roditeljPrezime.trim() || parentPhone;
  if (
    (minor || parentGiven) &&
    (v.roditeljIme.trim().length < 2 ||
      v.roditeljPrezime.trim().length < 2 ||
      !isValidPhone(parentPhone))
  ) {
    const key =
      v.roditeljIme.trim().length < 2
        ? 'roditeljIme'
        : v.roditeljPrezime.trim().length < 2
          ? 'roditeljPrezime'
          : 'roditeljMobitel';
    errors[key] = am.parentRequired;
  }
  const teorija = yesNo(v.teorija);
  if (teorija === null) errors.teorija = am.yesNo;
  const zbor = yesNo(v.zbor);
  if (zbor === null) errors.zbor = am.yesNo;
  if (Object.keys(errors).length > 0) return { errors, student: null };
  return {
    errors,
    student: {
      ime,
      prezime,
      email,
      oib: oib || null,
      datumRodjenja,
      brojMobitela: phone || null,
      adresa: { ulica: v.ulica.trim(), kucniBroj: v.kucniBroj.trim(), mjesto: v.mjesto.trim() },
      roditelj1: parentGiven
        ? {
            ime: v.roditeljIme.trim(),
            prezime: v.roditeljPrezime.trim(),
            brojMobitela: parentPhone,
          }
        : null,
      programId: program?.id ?? null,
      pohadanjeNastave: attendance,
      pohadjaTeoriju: teorija ?? false,
      maiZbor: zbor ?? false,
      minor,
    },
  };
}

/** Existing students of the school as duplicate keys: OIBs and folded name + e-mail. */
export interface DuplicateIndex {
  oibs: Set<string>;
  nameEmails: Set<string>;
}
const nameEmailKey = (ime: string, prezime: string, email: string) =>
  `${fold(ime)}|${fold(prezime)}|${email.trim().toLowerCase()}`;

export function duplicateIndex(
  existing: { oib: string | null; ime: string; prezime: string; emailLower: string }[],
): DuplicateIndex {
  return {
    oibs: new Set(existing.flatMap((e) => (e.oib ? [e.oib] : []))),
    nameEmails: new Set(existing.map((e) => nameEmailKey(e.ime, e.prezime, e.emailLower))),
  };
}

/**
 * The preview: each row new, duplicate (same OIB, or same name + e-mail, in the school or
 * earlier in the file) or invalid with a reason per cell.
 */
export function previewRows(
  rows: (ImportRowValues & { row: number })[],
  programs: ImportProgram[],
  existing: DuplicateIndex,
  now: Date,
): { rows: ImportRow[]; students: Map<number, ImportStudent> } {
  const seenOibs = new Set<string>();
  const seenNames = new Set<string>();
  const students = new Map<number, ImportStudent>();
  const out = rows.map(({ row, ...values }): ImportRow => {
    const { errors, student } = checkRow(values, programs, now);
    if (!student) return { row, values, status: 'invalid', errors };
    const key = nameEmailKey(student.ime, student.prezime, student.email);
    let reason: string | null = null;
    if (student.oib && existing.oibs.has(student.oib)) reason = am.importDuplicateOib;
    else if (existing.nameEmails.has(key)) reason = am.importDuplicateNameEmail;
    else if ((student.oib && seenOibs.has(student.oib)) || seenNames.has(key)) {
      reason = am.importDuplicateInFile;
    }
    if (student.oib) seenOibs.add(student.oib);
    seenNames.add(key);
    if (reason) {
      return {
        row,
        values,
        status: 'duplicate',
        errors: { [student.oib ? 'oib' : 'email']: reason },
      };
    }
    students.set(row, student);
    return { row, values, status: 'new', errors: {} };
  });
  return { rows: out, students };
}
