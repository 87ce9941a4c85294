import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { nowIso } from '../src/db/rows.ts';
import { addAccountRows } from './erasure-account-rows.ts';
import { addContentRows } from './erasure-content-rows.ts';
import { addEnrollmentRows } from './erasure-enrollment-rows.ts';
import { addInvoiceRows } from './erasure-invoice-rows.ts';
import { addLessonRows } from './erasure-lesson-rows.ts';

export interface ErasedPerson {
  schoolId: number;
  userId: number;
  mentorId: number;
  adminId: number;
  ime: string;
  prezime: string;
  email: string;
  oib: string;
  brojMobitela: string;
  parent: { ime: string; prezime: string; brojMobitela: string };
  adresa: { ulica: string; kucniBroj: string; mjesto: string };
}

/**
 * What each module's rows are written with: one timestamp for all of them, so a row scan cannot
 * tell the modules apart by time, and the full name that free-text columns quote.
 */
export interface ErasureRows {
  db: Kysely<Database>;
  p: ErasedPerson;
  at: string;
  full: string;
}

/**
 * Rows about a student in every module that keeps some, as the demo seed and the modules' own
 * writes leave them: an enrollment, a group chat message, documents, an invoice with its PDF,
 * lesson notes, attendance, practice, a problem report, a device, the family link, a stored
 * answer of the admin's write and a mail to the admin naming them. Each row carries the person's
 * name, e-mail, OIB or phone wherever such a column could.
 */
export async function fillEveryModule(db: Kysely<Database>, p: ErasedPerson) {
  const rows: ErasureRows = { db, p, at: nowIso(), full: `${p.ime} ${p.prezime}` };
  const schoolYearId = await addEnrollmentRows(rows);
  await addContentRows(rows);
  await addInvoiceRows(rows);
  await addLessonRows(rows, schoolYearId);
  await addAccountRows(rows);
}
