import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { buildHomeWorld, type HomeWorld } from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: HomeWorld;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildHomeWorld(t);
  token = w.tokens.student;
  const db = t.database.db;
  await buildUser(db, {
    schoolId: w.schoolA,
    korisnickoIme: 'djuro.djurdjevic',
    ime: 'Đuro',
    prezime: 'Đurđević',
  });
  await buildUser(db, {
    schoolId: w.schoolA,
    korisnickoIme: 'ugaseni.horvat',
    ime: 'Ugašeni',
    prezime: 'Horvat',
    isActive: false,
  });
  await buildUser(db, {
    schoolId: w.schoolA,
    korisnickoIme: 'pero_50posto',
    ime: 'Pero',
    prezime: 'Postotak',
  });
  for (let i = 1; i <= 25; i++) {
    await buildUser(db, {
      schoolId: w.schoolA,
      korisnickoIme: `glazbenik${String(i).padStart(2, '0')}`,
      ime: `Ime${String(i).padStart(2, '0')}`,
      prezime: 'Glazbenik',
    });
  }
  // Another school with lookalikes that must never show up.
  const other = await buildSchool(db, 'Treća škola');
  await buildUser(db, {
    schoolId: other,
    korisnickoIme: 'ana.horvat.treca',
    ime: 'Ana',
    prezime: 'Horvat',
  });
});
afterAll(() => t.close());

const search = (query: string, as = token) =>
  t.app.inject({ method: 'GET', url: `/api/search/users?${query}`, headers: bearer(as) });

describe('GET /api/search/users', () => {
  it.each([
    ['query=a', 'Za pretraživanje upišite barem 2 znaka'],
    ['query=%20a%20%20', 'Za pretraživanje upišite barem 2 znaka'],
    ['query=', 'Za pretraživanje upišite barem 2 znaka'],
    ['', 'Za pretraživanje upišite barem 2 znaka'],
    [`query=${'x'.repeat(101)}`, 'Upit za pretraživanje je predug'],
    ['query=ana&limit=21', 'Molimo provjerite unesene podatke i pokušajte ponovno.'],
    ['query=ana&offset=-1', 'Molimo provjerite unesene podatke i pokušajte ponovno.'],
  ])('refuses ?%s with a Croatian 400', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('matches first name, last name and username case-insensitively, and the full name', async () => {
    const names = async (q: string) =>
      (await search(`query=${encodeURIComponent(q)}`))
        .json()
        .results.map((r: { korisnickoIme: string }) => r.korisnickoIme);
    expect(await names('HORV')).toEqual(['ana.horvat']);
    expect(await names('aNa')).toContain('ana.horvat');
    expect(await names('MARKO.M')).toEqual(['marko.mentor']);
    expect(await names('ana horvat')).toEqual(['ana.horvat']);
    expect(await names('  lukić ')).toEqual(['luka.teorija']);
    expect(await names('Đurđ')).toEqual(['djuro.djurdjevic']);
    // Croatian letters fold across case on both databases, not only ASCII.
    expect(await names('đurđević')).toEqual(['djuro.djurdjevic']);
    expect(await names('ĐURĐ')).toEqual(['djuro.djurdjevic']);
  });

  it('returns only the caller’s school and never disabled accounts', async () => {
    const res = await search('query=horvat');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { korisnickoIme: string }) => r.korisnickoIme)).toEqual([
      'ana.horvat',
    ]);
    const fromB = await search('query=horvat', w.tokens.studentB);
    expect(fromB.json().results.map((r: { korisnickoIme: string }) => r.korisnickoIme)).toEqual([
      'ana.split',
    ]);
  });

  it('returns exactly the public fields, never anything sensitive', async () => {
    const res = await search('query=ana.horvat');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      results: [
        {
          id: w.users.student.id,
          ime: 'Ana',
          prezime: 'Horvat',
          korisnickoIme: 'ana.horvat',
          isStudent: true,
          isMentor: false,
          isAdmin: false,
        },
      ],
      offset: 0,
      limit: 20,
      hasMore: false,
    });
    expect(res.body).not.toMatch(/passwordHash|email|oib|brojMobitela|napomene|fcmToken/);
  });

  it('treats % and _ as plain characters', async () => {
    const percent = await search('query=%25%25');
    expect(percent.json().results).toEqual([]);
    const underscore = await search('query=o_5');
    expect(
      underscore.json().results.map((r: { korisnickoIme: string }) => r.korisnickoIme),
    ).toEqual(['pero_50posto']);
  });

  it('caps a page at 20 and pages on with offset', async () => {
    const first = (await search('query=glazbenik')).json();
    expect(first.results).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = (await search('query=glazbenik&offset=20')).json();
    expect(second.results).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const all = [...first.results, ...second.results].map((r: { ime: string }) => r.ime);
    expect(new Set(all).size).toBe(25);
    expect(all).toEqual([...all].sort());
    const small = (await search('query=glazbenik&limit=3&offset=3')).json();
    expect(small.results.map((r: { ime: string }) => r.ime)).toEqual(['Ime04', 'Ime05', 'Ime06']);
  });

  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/users?query=ana' });
    expect(res.statusCode).toBe(401);
  });
});
