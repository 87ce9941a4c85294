import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@takt/shared/messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/** The document list comes a page at a time, newest first, every document once. */

const ctx = homeWorldPerFile(new Date('2026-11-25T10:00:00.000Z'));
const list = (role: HomeRole, query: string) =>
  ctx.t.app.inject({ method: 'GET', url: `/api/documents?${query}`, headers: ctx.as(role) });

type Page = { documents: { id: number; title: string }[]; nextCursor: string | null };
const schoolWide: number[] = [];
const privateOfOthers: number[] = [];

beforeAll(async () => {
  const { users, schoolA, schoolB } = ctx.w;
  const at = '2026-11-25T09:00:00.000Z';
  const add = async (schoolId: number, ownerId: number, title: string, visibility: string) => {
    const row = await ctx
      .db()
      .insertInto('documents')
      .values({
        schoolId,
        ownerId,
        folderId: null,
        kind: 'link',
        title,
        url: 'https://example.com/',
        fileId: null,
        abc: null,
        visibility,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  for (let i = 1; i <= 7; i++) {
    schoolWide.push(await add(schoolA, users.mentor.id, `Ljestvica ${i}`, 'school'));
    if (i % 3 === 0)
      privateOfOthers.push(await add(schoolA, users.mentor2.id, `Skica ${i}`, 'private'));
  }
  await add(schoolB, users.mentorB.id, 'Druga škola', 'school');
});

async function everyPage(role: HomeRole, query: string) {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await list(role, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    seen.push(...page.documents.map((d) => d.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 10);
  return { seen, pages };
}

describe('GET /api/documents by pages', () => {
  it('pages through what the student may open, newest first, each once, nothing else', async () => {
    const { seen, pages } = await everyPage('student', 'view=all&limit=3');
    expect(pages).toBe(3);
    expect(seen).toEqual([...schoolWide].sort((a, b) => b - a));
    for (const id of privateOfOthers) expect(seen).not.toContain(id);
  });

  it('answers the default page with every document of a short list and no next page', async () => {
    const res = await list('student', 'view=all');
    expect(res.json<Page>().documents).toHaveLength(7);
    expect(res.json<Page>().nextCursor).toBeNull();
  });

  it('refuses a cursor or a page size that is not one, in Croatian', async () => {
    for (const query of ['cursor=abc', 'cursor=-1', 'limit=0', 'limit=201']) {
      const res = await list('student', `view=all&${query}`);
      expect(res.statusCode, query).toBe(400);
      // Zod's Croatian locale words the page size; never its English defaults.
      expect(res.json().message, query).toEqual(expect.any(String));
      expect(res.json().message, query).not.toMatch(/expected|too (small|big)|invalid/i);
    }
    expect((await list('student', 'view=all&cursor=abc')).json().message).toBe(
      messages.invalidCursor,
    );
  });
});
