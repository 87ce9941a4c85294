import { toJson } from '../src/db/rows.ts';
import type { ErasureRows } from './erasure-world.ts';

/**
 * An issued invoice and its PDF, the payer being the parent at the person's address: the
 * accounting law keeps the buyer printed on an invoice, so erasure must leave these columns.
 */
export async function addInvoiceRows({ db, p, at }: ErasureRows) {
  const { schoolId, userId } = p;
  const pdf = await db
    .insertInto('files')
    .values({
      schoolId,
      ownerId: userId,
      purpose: 'invoice',
      contentType: 'application/pdf',
      size: 4,
      sha256: 'racun',
      storageKey: null,
      originalName: 'racun-1-SKOLA1-1.pdf',
      inlineData: Buffer.from('%PDF'),
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoices')
    .values({
      schoolId,
      studentId: userId,
      kind: 'invoice',
      number: userId,
      premises: 'SKOLA1',
      device: '1',
      year: 2026,
      numberText: `${userId}-SKOLA1-1`,
      period: '2026-09',
      issueDate: '2026-09-01',
      dueDate: '2026-09-15',
      amountCents: 5000,
      status: 'issued',
      items: toJson([{ label: 'Gitara', amountCents: 5000 }]),
      description: 'Školarina za rujan',
      model: 'HR00',
      reference: `2026-${userId}`,
      purposeCode: 'OTHR',
      payerName: `${p.parent.ime} ${p.parent.prezime}`,
      payerAddress: `${p.adresa.ulica} ${p.adresa.kucniBroj}`,
      payerCity: p.adresa.mjesto,
      issuer: toJson({ name: 'Glazbena škola' }),
      originalId: null,
      stornoId: null,
      paidAt: null,
      paidSource: null,
      pdfFileId: pdf.id,
      zki: null,
      jir: null,
      createdBy: p.adminId,
      createdAt: at,
      updatedAt: at,
      emailedAt: null,
    })
    .execute();
}
