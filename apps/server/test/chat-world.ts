import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appPerFile } from './app-per-file.ts';
import { buildProgram, buildSchool, buildUser } from './factories.ts';
import { bearer, loginAs } from './http.ts';
import type { TestApp, TestAppOptions } from './test-app.ts';

/**
 * The chat's cast: school A with two mentors, an admin and three students (two of the first
 * mentor, one of the second, all in one program), and school B with a mentor and a student.
 * The clock moves two minutes per test, so the per-minute send limit starts fresh in each.
 */
export async function buildChatWorld(t: TestApp) {
  const db = t.database.db;
  const schoolA = await buildSchool(db, 'Glazbena škola Razgovor A');
  const schoolB = await buildSchool(db, 'Glazbena škola Razgovor B');
  const program = await buildProgram(db, schoolA, { naziv: 'Violina' });
  const staff = { isStudent: false, isMentor: true };
  const mentor = await buildUser(db, {
    schoolId: schoolA,
    ...staff,
    ime: 'Marko',
    prezime: 'Mentor',
  });
  const mentor2 = await buildUser(db, {
    schoolId: schoolA,
    ...staff,
    ime: 'Nina',
    prezime: 'Mentorica',
  });
  const admin = await buildUser(db, {
    schoolId: schoolA,
    ...staff,
    isAdmin: true,
    ime: 'Ana',
    prezime: 'Admin',
  });
  const student = await buildUser(db, {
    schoolId: schoolA,
    ime: 'Iva',
    prezime: 'Učenica',
    mentorIds: [mentor.id],
    programIds: [program],
  });
  const student2 = await buildUser(db, {
    schoolId: schoolA,
    ime: 'Luka',
    prezime: 'Učenik',
    mentorIds: [mentor.id],
    programIds: [program],
  });
  const student3 = await buildUser(db, {
    schoolId: schoolA,
    ime: 'Maja',
    prezime: 'Druga',
    mentorIds: [mentor2.id],
    programIds: [program],
  });
  const mentorB = await buildUser(db, { schoolId: schoolB, ...staff });
  const studentB = await buildUser(db, { schoolId: schoolB, mentorIds: [mentorB.id] });
  const people = { mentor, mentor2, admin, student, student2, student3, mentorB, studentB };
  const tokens = {} as Record<keyof typeof people, string>;
  for (const [name, user] of Object.entries(people)) {
    tokens[name as keyof typeof people] = await loginAs(t.app, user.korisnickoIme);
  }
  return { db, schoolA, schoolB, program, people, tokens };
}

export type ChatWorld = Awaited<ReturnType<typeof buildChatWorld>>;
export type ChatPersonName = keyof ChatWorld['people'];

export function chatWorldPerFile(options: TestAppOptions = {}) {
  let minutes = 0;
  const start = Date.parse('2026-11-25T09:00:00.000Z');
  return appPerFile(buildChatWorld, () => new Date(start + 2 * 60_000 * ++minutes), options);
}

export const clientId = () => randomBytes(9).toString('base64url');

/** Calls of the chat API as a token. */
export function chatCalls(app: () => FastifyInstance) {
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    call,
    direct: (token: string, userId: number, body = 'Pozdrav!', id = clientId()) =>
      call(token, 'POST', '/api/chats/direct', { userId, body, clientId: id }),
    send: (token: string, chatId: number, body = 'Poruka', id = clientId(), extra = {}) =>
      call(token, 'POST', `/api/chats/${chatId}/messages`, { body, clientId: id, ...extra }),
    list: async (token: string) => {
      const res = await call(token, 'GET', '/api/chats');
      if (res.statusCode !== 200) throw new Error(`list failed: ${res.body}`);
      return res.json<Array<Record<string, unknown> & { id: number; unreadCount: number }>>();
    },
    read: (token: string, chatId: number) => call(token, 'POST', `/api/chats/${chatId}/read`),
    group: (token: string, payload: object) => call(token, 'POST', '/api/chats/groups', payload),
  };
}
