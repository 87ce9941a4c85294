import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { nowIso, toJson } from '../src/db/rows.ts';

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
 * Rows about a student in every module that keeps some, as the demo seed and the modules' own
 * writes leave them: an enrollment, a group chat message, documents, an invoice with its PDF,
 * lesson notes, attendance, practice, a problem report, a device, the family link, a stored
 * answer of the admin's write and a mail to the admin naming them. Each row carries the person's
 * name, e-mail, OIB or phone wherever such a column could.
 */
export async function fillEveryModule(db: Kysely<Database>, p: ErasedPerson) {
  const at = nowIso();
  const full = `${p.ime} ${p.prezime}`;
  const { schoolId, userId, mentorId } = p;
  const year =
    (await db
      .selectFrom('school_years')
      .select('id')
      .where('schoolId', '=', schoolId)
      .where('startDate', '=', '2026-09-01')
      .executeTakeFirst()) ??
    (await db
      .insertInto('school_years')
      .values({
        schoolId,
        name: '2026./2027.',
        startDate: '2026-09-01',
        endDate: '2027-06-30',
        abReferenceMonday: '2026-08-31',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const existing = await db
    .selectFrom('enrollment_years as y')
    .innerJoin('enrollment_agreements as a', 'a.enrollmentYearId', 'y.id')
    .select(['y.id as yearId', 'a.id as agreementId'])
    .where('y.schoolYearId', '=', year.id)
    .executeTakeFirst();
  let enrollmentYear = { id: existing?.yearId ?? 0 };
  let agreement = { id: existing?.agreementId ?? 0 };
  if (!existing) {
    enrollmentYear = await db
      .insertInto('enrollment_years')
      .values({ schoolId, schoolYearId: year.id, openedAt: at, openedBy: p.adminId })
      .returning('id')
      .executeTakeFirstOrThrow();
    agreement = await db
      .insertInto('enrollment_agreements')
      .values({
        schoolId,
        enrollmentYearId: enrollmentYear.id,
        version: 1,
        html: '<p>Ugovor</p>',
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  await db
    .insertInto('enrollments')
    .values({
      schoolId,
      enrollmentYearId: enrollmentYear.id,
      studentId: userId,
      agreementId: agreement.id,
      agreementVersion: 1,
      programId: null,
      programName: 'Gitara',
      pohadanjeNastave: null,
      oib: p.oib,
      datumRodjenja: '2013-04-05',
      brojMobitela: p.brojMobitela,
      adresa: toJson(p.adresa),
      roditelj1: toJson(p.parent),
      roditelj2: toJson({ ime: 'Drugi', prezime: p.prezime, brojMobitela: p.parent.brojMobitela }),
      acceptedAt: at,
    })
    .execute();

  const chat = await db
    .insertInto('chats')
    .values({
      schoolId,
      kind: 'group',
      directKey: null,
      name: 'Gitare',
      description: null,
      adminId: mentorId,
      lastActivityAt: at,
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_members')
    .values([
      { chatId: chat.id, userId: mentorId, role: 'mentor', joinedAt: at },
      { chatId: chat.id, userId, role: 'member', joinedAt: at },
    ])
    .execute();
  await db
    .insertInto('chat_messages')
    .values({
      chatId: chat.id,
      senderId: userId,
      clientId: `c-${userId}`,
      body: `Ovdje ${full}, mob ${p.brojMobitela}`,
      createdAt: at,
    })
    .execute();

  const folder = await db
    .insertInto('document_folders')
    .values({ schoolId, ownerId: userId, name: `Mapa ${p.prezime}`, createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('documents')
    .values({
      schoolId,
      ownerId: userId,
      folderId: folder.id,
      kind: 'link',
      title: `Vježbe ${full}`,
      url: `https://example.com/${p.email}`,
      fileId: null,
      abc: null,
      visibility: 'private',
      createdAt: at,
      updatedAt: at,
    })
    .execute();

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

  const series = await db
    .insertInto('lesson_series')
    .values({
      schoolId,
      schoolYearId: year.id,
      mentorId,
      classroomId: null,
      groupId: null,
      type: 'individual',
      title: 'Gitara',
      weekday: 2,
      startMinute: 900,
      durationMinutes: 45,
      weeks: 'all',
      validFrom: '2026-09-01',
      validTo: '2027-06-30',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lesson_series_students')
    .values({ seriesId: series.id, studentId: userId })
    .execute();
  const key = `${series.id}-20260915`;
  await db
    .insertInto('lesson_notes')
    .values({
      schoolId,
      occurrenceKey: key,
      workedOn: `${full}: ljestvice`,
      homework: `${p.prezime} vježba svaki dan`,
      authorId: mentorId,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('lesson_attendance')
    .values({
      schoolId,
      occurrenceKey: key,
      studentId: userId,
      mentorId,
      date: '2026-09-15',
      status: 'excused',
      note: `${p.prezime} je bolestan`,
      markedBy: mentorId,
      markedAt: at,
    })
    .execute();
  await db
    .insertInto('lesson_changes')
    .values({
      schoolId,
      seriesId: null,
      originalDate: null,
      kind: 'extra',
      mentorId,
      studentId: userId,
      type: 'individual',
      title: 'Dodatni sat',
      date: '2026-09-20',
      startMinute: 900,
      durationMinutes: 45,
      classroomId: null,
      cancelled: true,
      cancelledBy: userId,
      cancelKind: 'student',
      cancelReason: `${full} ima natjecanje`,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('practice_log')
    .values({ schoolId, studentId: userId, date: '2026-09-16', minutes: 30, updatedAt: at })
    .execute();
  await db
    .insertInto('calendar_feed_tokens')
    .values({ schoolId, userId, token: `feed-${userId}-zaboravljic`, createdAt: at })
    .execute();

  const report = await db
    .insertInto('problem_reports')
    .values({
      schoolId,
      kind: 'problem',
      fingerprint: `fp-${userId}`,
      category: 'prijava',
      subcategory: 'ostalo',
      description: `Ja sam ${full}, OIB ${p.oib}`,
      steps: null,
      errorKind: null,
      reporterId: userId,
      reporterRole: 'student',
      deviceInfo: 'Firefox',
      url: '/profil',
      previousUrl: '/',
      occurrences: 1,
      status: 'open',
      firstSeenAt: at,
      lastSeenAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('problem_report_replies')
    .values({
      schoolId,
      reportId: report.id,
      authorId: p.adminId,
      message: `Odgovor za ${full}`,
      createdAt: at,
    })
    .execute();

  await db
    .insertInto('push_subscriptions')
    .values({
      userId,
      schoolId,
      endpoint: `https://push.example.com/${p.prezime}`,
      p256dh: 'k',
      auth: 'a',
      userAgent: `Mobitel ${p.prezime}`,
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('notification_preferences')
    .values({ userId, kind: 'chat', channel: 'email', enabled: false })
    .execute();
  await db
    .insertInto('account_links')
    .values({
      schoolId,
      emailLower: p.email.toLowerCase(),
      codeHash: null,
      codeExpiresAt: null,
      attempts: 0,
      confirmedAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      userId: p.adminId,
      key: `k-${userId}`,
      method: 'POST',
      path: '/api/admin/students',
      status: 201,
      body: JSON.stringify({ user: { ime: p.ime, prezime: p.prezime, email: p.email } }),
      createdAt: at,
      heldUntil: null,
      appliedAt: at,
    })
    .execute();
  await db
    .insertInto('outbox')
    .values({
      schoolId,
      kind: 'signup.notice',
      toAddress: 'ured@skola.example.com',
      subject: `Nova prijava: ${full}`,
      html: `<p>${full}</p>`,
      text: full,
      sensitive: false,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: at,
      lastError: null,
      sentAt: at,
      createdAt: at,
    })
    .execute();
}
