import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { rowCounts, signupPayload } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** More bad sign-up bodies (signup.api.test.ts covers the rest): each a Croatian 400, no writes. */

let t: TestApp;
let schoolId: number;
let klavir: number;
let ipCounter = 0;

// The schema words no message of its own for a non-object adresa or roditelj1, so the answer is
// the Croatian default of zod's hr locale (packages/shared/src/zod-setup.ts turns it on).
const OBJECT_EXPECTED = 'Neispravan unos: očekuje se objekt, a primljeno je tekst';

const submit = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup/pending',
    payload,
    remoteAddress: `10.3.0.${++ipCounter}`,
  });
const valid = (overrides: Record<string, unknown> = {}) =>
  signupPayload({ schoolId, programId: klavir, pohadanjeNastave: 'individualno1', ...overrides });

beforeAll(async () => {
  t = await createTestApp({ env: { BOT_PROTECTION: 'off' } });
  const db = t.database.db;
  schoolId = await buildSchool(db, 'Glazbena škola Lisinski');
  klavir = await buildProgram(db, schoolId, { naziv: 'Klavir' });
  // An admin, so a sign-up that got through would also write a notification.
  await buildUser(db, { schoolId, isStudent: false, isMentor: true, isAdmin: true });
});
afterAll(() => t.close());

describe('POST /api/signup/pending with bad input', () => {
  it('takes a valid body (the baseline the bad ones differ from)', async () => {
    expect((await submit(valid())).statusCode).toBe(201);
  });

  it.each([
    ['oib missing', { oib: undefined }, 'oib', 'OIB mora imati točno 11 znamenki'],
    ['prezime missing', { prezime: undefined }, 'prezime', 'Mora sadržavati barem 2 znaka'],
    ['adresa a string', { adresa: 'Ilica 10, Zagreb' }, 'adresa', OBJECT_EXPECTED],
    ['roditelj1 a string', { roditelj1: 'Marko Horvat 0912345678' }, 'roditelj1', OBJECT_EXPECTED],
  ])('%s → 400 in Croatian, nothing written', async (_name, overrides, field, message) => {
    const before = await rowCounts(t.database.db);
    const res = await submit(valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});
