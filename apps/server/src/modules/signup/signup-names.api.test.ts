import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo, signupPayload } from '../../../test/accounts.ts';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The public sign-up cannot make the school mail a stranger a text of the sender's choosing:
 * names are letters, spaces, hyphens and apostrophes only, and the acknowledgement quotes nothing
 * the sender typed.
 */

const NAME_CHARACTERS = 'Može sadržavati samo slova, razmake, crtice i apostrofe';

let t: TestApp;
let schoolId: number;
let klavir: number;
let address = 0;

const submit = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup/pending',
    payload,
    remoteAddress: `10.79.0.${++address}`,
  });
const valid = (overrides: Record<string, unknown> = {}) =>
  signupPayload({ schoolId, programId: klavir, pohadanjeNastave: 'individualno1', ...overrides });

beforeAll(async () => {
  t = await createTestApp({ env: { BOT_PROTECTION: 'off' } });
  const db = t.database.db;
  schoolId = await buildSchool(db, 'Glazbena škola Imena');
  klavir = await buildProgram(db, schoolId, { naziv: 'Klavir' });
  // An admin, so a sign-up that got through would also write a notification.
  await buildUser(db, { schoolId, isStudent: false, isMentor: true, isAdmin: true });
});
afterAll(() => t.close());

describe('names in the public sign-up', () => {
  it.each([
    ['a link', 'Posjetite http://dobitak.example'],
    ['a domain', 'dobitak.example'],
    ['markup', 'Ana <b>Horvat</b>'],
    ['an e-mail address', 'ana@example.com'],
    ['digits', 'Ana2'],
    ['a line break', 'Ana\nKliknite ovdje'],
    ['a tab', 'Ana\tHorvat'],
    ['punctuation', 'Ana! Hitno!'],
    ['a leading hyphen', '-Ana'],
    ['a symbol', 'Ana €100'],
  ])('refuse %s, in Croatian, and write nothing', async (_what, name) => {
    for (const field of ['ime', 'prezime']) {
      const before = await snapshotTables(t.database.db);
      const res = await submit(valid({ [field]: name }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        message: NAME_CHARACTERS,
        fieldErrors: { [field]: NAME_CHARACTERS },
      });
      expect(await snapshotTables(t.database.db)).toEqual(before);
    }
  });

  it.each([
    ['Ana-Marija', 'O’Brien'],
    ["D'Artagnan", 'Šimić Đurđević'],
    ['Zoë', 'Lukić'],
  ])(
    'take letters of any alphabet, spaces, hyphens and apostrophes: %s %s',
    async (ime, prezime) => {
      expect((await submit(valid({ ime, prezime }))).statusCode).toBe(201);
    },
  );
});

describe('the acknowledgement mail', () => {
  it('quotes none of the text the sender typed', async () => {
    const typed = {
      ime: 'Zvonimira',
      prezime: 'Kovačević-Mlinar',
      brojMobitela: '+385 91 765 4321',
      adresa: { ulica: 'Ulica Nagrada', kucniBroj: '77', mjesto: 'Dobitkovo' },
      roditelj1: { ime: 'Kliknite', prezime: 'Ovdje', brojMobitela: '+385 98 111 2222' },
      napomene: 'Osvojili ste nagradu, javite se na dobitak.example',
    };
    const payload = valid(typed);
    expect((await submit(payload)).statusCode).toBe(201);

    const [mail, ...more] = await outboxTo(t.database.db, payload.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Prijava zaprimljena – Glazbena škola Imena');
    const quoted = [
      ...Object.values(typed).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v))),
      payload.oib,
      payload.email,
    ].filter((text) => text.length > 2);
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      for (const text of quoted) expect(part).not.toContain(text);
      expect(part).not.toMatch(/dobitak|Nagrad|765 ?4321/i);
    }
  });
});
