import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages as m } from '@takt/shared/chat-messages';
import { messages } from '@takt/shared/messages';
import { chatCalls, chatWorldPerFile } from '../../../test/chat-world.ts';
import { buildUser } from '../../../test/factories.ts';

/**
 * The 'new chat' picker's source: whom one may write to, searched and paged on the server, so
 * a school with more people than one page still reaches every one of them.
 */

const ctx = chatWorldPerFile();
const w = () => ctx.world;
const api = chatCalls(() => ctx.t.app);
const EXTRA = 65;
const extras: { id: number; prezime: string }[] = [];

type Contact = { id: number; ime: string; prezime: string; role: string };
type Page = { contacts: Contact[]; nextCursor: string | null };

beforeAll(async () => {
  const { db, schoolA, people } = w();
  for (let i = 1; i <= EXTRA; i++) {
    const prezime = `Zvonić${String(i).padStart(3, '0')}`;
    const user = await buildUser(db, {
      schoolId: schoolA,
      ime: 'Kontakt',
      prezime,
      mentorIds: [people.mentor2.id],
    });
    extras.push({ id: user.id, prezime });
  }
});

async function everyPage(token: string, query = '') {
  const seen: Contact[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = query ? '&' : '';
    const after: string = cursor ? `${sep}cursor=${cursor}` : '';
    const res = await api.call(token, 'GET', `/api/chats/contacts?${query}${after}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    seen.push(...page.contacts);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 20);
  return { seen, pages };
}

describe('contacts beyond the first page', () => {
  it('pages through every allowed person once, in last-name order, never another school', async () => {
    const { tokens, people } = w();
    const first = (await api.call(tokens.mentor, 'GET', '/api/chats/contacts')).json<Page>();
    expect(first.contacts).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const { seen, pages } = await everyPage(tokens.mentor);
    expect(pages).toBe(2);
    const ids = seen.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = [
      ...extras.map((e) => e.id),
      ...[people.mentor2, people.admin, people.student, people.student2, people.student3].map(
        (p) => p.id,
      ),
    ];
    expect([...ids].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(ids).not.toContain(people.mentor.id);
    expect(ids).not.toContain(people.studentB.id);
    // The order the picker shows: last names ascending, page after page.
    const extraOrder = seen.filter((c) => c.ime === 'Kontakt').map((c) => c.prezime);
    expect(extraOrder).toEqual(extras.map((e) => e.prezime));
  });

  it('searches the whole school on the server, every word, paged too', async () => {
    const { tokens } = w();
    const last = extras.at(-1)!;
    // The whole last name: a generated username (korisnik1065) may hold its three digits too.
    const found = await api.call(
      tokens.mentor,
      'GET',
      `/api/chats/contacts?q=${encodeURIComponent(`kontakt ${last.prezime}`)}`,
    );
    expect(found.json<Page>().contacts.map((c) => c.id)).toEqual([last.id]);
    const { seen, pages } = await everyPage(tokens.mentor, 'q=zvoni&limit=20');
    expect(pages).toBe(4);
    expect(seen.map((c) => c.id)).toEqual(extras.map((e) => e.id));
    // Croatian letters match with or without their marks, in capitals too.
    for (const q of ['zvonic001', 'ZVONIĆ001', 'Zvonić001']) {
      const res = await api.call(
        tokens.mentor,
        'GET',
        `/api/chats/contacts?q=${encodeURIComponent(q)}`,
      );
      expect(res.json<Page>().contacts.map((c) => c.id)).toEqual([extras[0]!.id]);
    }
    const ucenica = await api.call(tokens.mentor, 'GET', '/api/chats/contacts?q=ucenica');
    expect(ucenica.json<Page>().contacts.map((c) => c.id)).toEqual([w().people.student.id]);
    // Wildcards typed are letters, not patterns.
    const literal = await api.call(tokens.mentor, 'GET', '/api/chats/contacts?q=%25');
    expect(literal.json<Page>().contacts).toEqual([]);
  });

  it('opens a draft to someone far down the list and starts the chat with them', async () => {
    const { tokens } = w();
    const last = extras.at(-1)!;
    const one = await api.call(tokens.mentor2, 'GET', `/api/chats/contacts/${last.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().contact).toEqual({
      id: last.id,
      ime: 'Kontakt',
      prezime: last.prezime,
      role: 'student',
    });
    const sent = await api.direct(tokens.mentor2, last.id, 'Dobar dan, Kontakt!');
    expect(sent.statusCode).toBe(201);
  });

  it('answers 404 for people one may not write to, and 400 for a bad cursor', async () => {
    const { tokens, people } = w();
    const lookup = (token: string, id: number) =>
      api.call(token, 'GET', `/api/chats/contacts/${id}`);
    const other = await lookup(tokens.student, people.student2.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(m.personNotFound);
    expect((await lookup(tokens.student, people.mentor2.id)).statusCode).toBe(404);
    expect((await lookup(tokens.student, people.mentor.id)).statusCode).toBe(200);
    expect((await lookup(tokens.mentor, people.studentB.id)).statusCode).toBe(404);
    expect((await lookup(tokens.mentor, people.mentor.id)).statusCode).toBe(404);
    const students = (await api.call(tokens.student, 'GET', '/api/chats/contacts')).json<Page>();
    expect(students.contacts.map((c) => c.id).sort()).toEqual(
      [people.mentor.id, people.admin.id].sort(),
    );
    expect(students.nextCursor).toBeNull();
    const bad = await api.call(tokens.mentor, 'GET', '/api/chats/contacts?cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.invalidCursor);
    // A cursor naming someone of another school continues nowhere.
    const foreign = await api.call(
      tokens.mentor,
      'GET',
      `/api/chats/contacts?cursor=${people.studentB.id}`,
    );
    expect(foreign.json<Page>()).toEqual({ contacts: [], nextCursor: null });
  });
});
