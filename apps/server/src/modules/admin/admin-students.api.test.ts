import { describe, expect, it } from 'vitest';
import { studentsWorldPerFile } from '../../../test/admin-students-world.ts';

/** GET /api/admin/students: the order of names, search, paging and who may list whom. */

const ctx = studentsWorldPerFile();
const { list, names } = ctx;

describe('GET /api/admin/students', () => {
  it('lists active students of the own school by last name, with total and relations', async () => {
    const { ids, klavir } = ctx.w;
    const res = await list('');
    const body = res.json();
    expect(body.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual([
      'cacic',
      'horvat',
      'juric',
    ]);
    expect(body.total).toBe(3);
    const cacic = body.students[0];
    expect(cacic.programs).toEqual([{ id: klavir, naziv: 'Klavir' }]);
    expect(cacic.mentors[0].id).toBe(ids.mentor);
    expect(cacic.minor).toBe(true);
    expect(cacic.noPhotos).toBe(true);
    expect(cacic).not.toHaveProperty('oib');
  });

  it('keeps the Croatian order after a rename, whichever code writes the name', async () => {
    const { t } = ctx;
    const { ids } = ctx.w;
    const rename = (prezime: string) =>
      t.database.db.updateTable('users').set({ prezime }).where('id', '=', ids.horvat!).execute();
    // Unfolded, 'ć' sorts after every ASCII letter; folded, Ćosić is a 'cosic' before Horvat's old place.
    await rename('Ćosić');
    try {
      expect(await names('')).toEqual(['cacic', 'horvat', 'juric']);
      await rename('Žužul');
      expect(await names('')).toEqual(['cacic', 'juric', 'horvat']);
    } finally {
      await rename('Horvat');
    }
  });

  it('searches accent-insensitively by name, username, e-mail or OIB', async () => {
    expect(await names('?q=cacic')).toEqual(['cacic']);
    expect(await names('?q=%C4%8Ca%C4%8Di%C4%87')).toEqual(['cacic']); // Čačić
    expect(await names('?q=CACIC%20ivana')).toEqual(['cacic']);
    expect(await names('?q=duro')).toEqual(['juric']);
    expect(await names('?q=obitelj%40example')).toEqual(['juric']);
    expect(await names('?q=6943515')).toEqual(['cacic']);
    expect(await names('?q=%25')).toEqual([]);
  });

  it('pages with a cursor in both sort orders', async () => {
    const first = (await list('?limit=2')).json();
    expect(first.students).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = (await list(`?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual([
      'juric',
    ]);
    expect(second.nextCursor).toBeNull();
    const newest = (await list('?sort=newest&limit=2')).json();
    expect(newest.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual([
      'juric',
      'horvat',
    ]);
    const rest = (await list(`?sort=newest&limit=2&cursor=${newest.nextCursor}`)).json();
    expect(rest.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual(['cacic']);
  });

  it('refuses bad filters in Croatian and other roles', async () => {
    const { mentorToken, otherAdmin } = ctx.w;
    const bad = await list('?minor=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/filtar/i);
    expect((await list('?sort=drop')).statusCode).toBe(400);
    expect((await list('', mentorToken)).statusCode).toBe(403);
    const other = (await list('', otherAdmin)).json();
    expect(other.students.map((s: { korisnickoIme: string }) => s.korisnickoIme)).toEqual(['tamo']);
  });
});
