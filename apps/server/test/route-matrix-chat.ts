import { randomBytes } from 'node:crypto';
import type { Caller, MatrixWorld } from './matrix-world.ts';
import type { MatrixEntry } from './route-matrix.ts';

/**
 * The chat's routes in the route matrix. Rows of school A are groups made by A's mentor with
 * A's student, theory student and admin in them, so every caller of A is a member.
 */

const clientId = () => randomBytes(9).toString('base64url');
const memberOfA = '401 200 200 200 200 | 404 404 404 404';
const managerOfA = '401 403 403 200 200 | 404 404 404 404';
const isStudentCaller = (c: Caller) => c.toLowerCase().includes('student');

async function groupOfA(w: MatrixWorld, extra: number[] = []) {
  const { student, theoryStudent, admin, mentor } = w.users;
  const chat = await w.app.services.chatGroups.create(mentor, {
    name: 'Grupa matrice',
    description: '',
    memberIds: [student.id, theoryStudent.id, admin.id, ...extra],
    mentorIds: [],
    programIds: [],
    myStudents: false,
  });
  return chat.id;
}

/** One lasting group per world for the requests that use nothing up. */
const lasting = new WeakMap<MatrixWorld, Promise<number>>();
function lastingGroup(w: MatrixWorld): Promise<number> {
  let id = lasting.get(w);
  if (!id) {
    id = groupOfA(w);
    lasting.set(w, id);
  }
  return id;
}

export const chatRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/chats': { access: 'signedIn', statuses: '401 200 200 200 200 | 200 200 200 200' },
  'GET /api/chats/unread': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 200 200 200 200',
  },
  'GET /api/chats/contacts': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 200 200 200 200',
    request: () => ({ url: '/api/chats/contacts?q=ma' }),
  },
  'GET /api/chats/contacts/:id': {
    access: 'signedIn',
    statuses: memberOfA,
    row: true,
    // School A's admin is everyone's contact there; the admin asks for A's mentor instead.
    request: (w, caller) => {
      const target = caller.endsWith('dmin') ? w.users.mentor : w.users.admin;
      return { url: `/api/chats/contacts/${target.id}` };
    },
  },
  'POST /api/chats/direct': {
    access: 'signedIn',
    statuses: '401 201 201 201 201 | 201 201 201 201',
    request: (w, caller) => {
      const other = caller.startsWith('other');
      const to = isStudentCaller(caller)
        ? other
          ? w.users.otherMentor
          : w.users.mentor
        : other
          ? w.users.otherStudent
          : w.users.student;
      return {
        url: '/api/chats/direct',
        payload: { userId: to.id, body: 'Pozdrav iz matrice', clientId: clientId() },
      };
    },
  },
  'GET /api/chats/:id': {
    access: 'signedIn',
    statuses: memberOfA,
    row: true,
    request: async (w) => ({ url: `/api/chats/${await lastingGroup(w)}` }),
  },
  'GET /api/chats/:id/messages': {
    access: 'signedIn',
    statuses: memberOfA,
    row: true,
    request: async (w) => ({ url: `/api/chats/${await lastingGroup(w)}/messages?limit=5` }),
  },
  'POST /api/chats/:id/messages': {
    access: 'signedIn',
    statuses: '401 201 201 201 201 | 404 404 404 404',
    row: true,
    request: async (w) => ({
      url: `/api/chats/${await lastingGroup(w)}/messages`,
      payload: { body: 'Poruka matrice', clientId: clientId() },
    }),
  },
  'DELETE /api/chats/:id/messages/:messageId': {
    access: 'signedIn',
    statuses: '401 403 403 200 403 | 404 404 404 404',
    row: true,
    request: async (w) => {
      const chatId = await lastingGroup(w);
      // Straight into the table: through the API the mentor would hit the per-minute limit.
      const { id } = await w.db
        .insertInto('chat_messages')
        .values({
          chatId,
          senderId: w.users.mentor.id,
          clientId: clientId(),
          body: 'Za brisanje',
          replyToId: null,
          createdAt: new Date().toISOString(),
          deletedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `/api/chats/${chatId}/messages/${id}` };
    },
  },
  'POST /api/chats/:id/read': {
    access: 'signedIn',
    statuses: memberOfA,
    row: true,
    request: async (w) => ({ url: `/api/chats/${await lastingGroup(w)}/read` }),
  },
  'POST /api/chats/:id/typing': {
    access: 'signedIn',
    statuses: memberOfA,
    row: true,
    request: async (w) => ({ url: `/api/chats/${await lastingGroup(w)}/typing` }),
  },
  'POST /api/chats/groups': {
    access: 'mentor',
    statuses: '401 403 403 201 201 | 403 403 201 201',
    request: (w, caller) => ({
      url: '/api/chats/groups',
      payload: {
        name: 'Nova grupa',
        memberIds: [caller.startsWith('other') ? w.users.otherStudent.id : w.users.student.id],
      },
    }),
  },
  'PUT /api/chats/groups/:id': {
    access: 'signedIn',
    statuses: managerOfA,
    row: true,
    request: async (w) => ({
      url: `/api/chats/groups/${await groupOfA(w)}`,
      payload: { name: 'Preimenovana', description: 'Opis' },
    }),
  },
  'DELETE /api/chats/groups/:id': {
    access: 'signedIn',
    statuses: managerOfA,
    row: true,
    request: async (w) => ({ url: `/api/chats/groups/${await groupOfA(w)}` }),
  },
  'POST /api/chats/groups/:id/members': {
    access: 'signedIn',
    statuses: managerOfA,
    row: true,
    request: async (w) => ({
      url: `/api/chats/groups/${await groupOfA(w)}/members`,
      payload: { userIds: [(await w.freshStudent()).id] },
    }),
  },
  'DELETE /api/chats/groups/:id/members/:userId': {
    access: 'signedIn',
    statuses: managerOfA,
    row: true,
    request: async (w) => {
      const extra = await w.freshStudent();
      return { url: `/api/chats/groups/${await groupOfA(w, [extra.id])}/members/${extra.id}` };
    },
  },
  'POST /api/chats/groups/:id/leave': {
    access: 'signedIn',
    // The group's admin (its creator, A's mentor) cannot leave it.
    statuses: '401 200 200 409 200 | 404 404 404 404',
    row: true,
    request: async (w) => ({ url: `/api/chats/groups/${await groupOfA(w)}/leave` }),
  },
};
