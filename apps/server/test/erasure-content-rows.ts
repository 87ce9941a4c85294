import type { ErasureRows } from './erasure-world.ts';

/**
 * What the person wrote or filed: a message in a group chat with their mentor, a private folder
 * and link named after them, and a problem report quoting their OIB with the admin's reply.
 */
export async function addContentRows({ db, p, at, full }: ErasureRows) {
  const { schoolId, userId, mentorId } = p;
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
}
