import { adminMessages as am } from '@takt/shared/admin-messages';
import { accountMessages as m } from '@takt/shared/account-messages';
import type { MentorImportRow, MentorImportRowValues } from '@takt/shared/schemas/mentor-import';
import { isValidPhone, NAME_PATTERN, normalizePhone } from '@takt/shared/schemas/person-fields';
import { foldCroatian } from '@takt/shared/username';

/** The mentors' template columns: Croatian header, field, width. */
export const MENTOR_IMPORT_COLUMNS: [string, keyof MentorImportRowValues, number][] = [
  ['Ime', 'ime', 16],
  ['Prezime', 'prezime', 18],
  ['E-mail', 'email', 28],
  ['Mobitel', 'brojMobitela', 16],
  ['Predmet', 'predmet', 20],
  ['Programi (odvojeni zarezom)', 'programi', 30],
  ['Administrator (da/ne)', 'admin', 14],
];

/** A valid row, ready to become a mentor's account. */
export interface ImportMentor {
  ime: string;
  prezime: string;
  email: string;
  brojMobitela: string | null;
  predmet: string | null;
  programIds: number[];
  isAdmin: boolean;
}

const fold = (s: string) => foldCroatian(s).replace(/\s+/g, ' ').trim();

function yesNo(text: string): boolean | null {
  const t = fold(text);
  if (t === '' || t === 'ne' || t === 'n' || t === '0') return false;
  if (t === 'da' || t === 'd' || t === '1' || t === 'x') return true;
  return null;
}

/** Checks one row's cells; each error is the Croatian reason of that cell. */
export function checkMentorRow(
  v: MentorImportRowValues,
  programs: { id: number; naziv: string }[],
): { errors: Record<string, string>; mentor: ImportMentor | null } {
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
  const phone = normalizePhone(v.brojMobitela.trim());
  if (phone && !isValidPhone(phone)) errors.brojMobitela = m.phone;
  const predmet = v.predmet.trim();
  if (predmet.length > 100) errors.predmet = m.nameMax;
  const names = v.programi
    .split(/[,;]/)
    .map((n) => n.trim())
    .filter(Boolean);
  const found = names.map((n) => programs.find((p) => fold(p.naziv) === fold(n)));
  const unknown = names.filter((_, i) => !found[i]);
  if (unknown.length > 0) errors.programi = am.unknownPrograms(unknown);
  const isAdmin = yesNo(v.admin);
  if (isAdmin === null) errors.admin = am.yesNo;
  if (Object.keys(errors).length > 0) return { errors, mentor: null };
  return {
    errors,
    mentor: {
      ime,
      prezime,
      email,
      brojMobitela: phone || null,
      predmet: predmet || null,
      programIds: [...new Set(found.map((p) => p!.id))],
      isAdmin: isAdmin ?? false,
    },
  };
}

/**
 * The preview: each row new, duplicate (the e-mail of a mentor or admin of the school, or of an
 * earlier row) or invalid with a reason per cell.
 */
export function previewMentorRows(
  rows: (MentorImportRowValues & { row: number })[],
  programs: { id: number; naziv: string }[],
  staffEmails: Set<string>,
): { rows: MentorImportRow[]; mentors: Map<number, ImportMentor> } {
  const seen = new Set<string>();
  const mentors = new Map<number, ImportMentor>();
  const out = rows.map(({ row, ...values }): MentorImportRow => {
    const { errors, mentor } = checkMentorRow(values, programs);
    if (!mentor) return { row, values, status: 'invalid', errors };
    const reason = staffEmails.has(mentor.email)
      ? am.importMentorDuplicateEmail
      : seen.has(mentor.email)
        ? am.importMentorDuplicateInFile
        : null;
    seen.add(mentor.email);
    if (reason) return { row, values, status: 'duplicate', errors: { email: reason } };
    mentors.set(row, mentor);
    return { row, values, status: 'new', errors: {} };
  });
  return { rows: out, mentors };
}
