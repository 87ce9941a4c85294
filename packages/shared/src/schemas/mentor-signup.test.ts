import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import { createMentorSignupSchema } from './mentor-signup.ts';

const schema = createMentorSignupSchema(() => new Date('2026-11-22T10:00:00Z'));
const valid = {
  token: 'tajna',
  email: 'mentor@example.com',
  ime: 'Petra',
  prezime: 'Jurić',
  programs: [1],
};
function errors(input: Record<string, unknown>) {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('mentor signup schema (spec §5 Mentor signup)', () => {
  it('drops role flags and school, merges program into programs, blanks become null', () => {
    const parsed = schema.parse({
      ...valid,
      isAdmin: true,
      isStudent: true,
      school: 9,
      program: '2',
      programs: [1, 2],
      korisnickoIme: ' ',
      oib: '',
      datumRodjenja: '',
      brojMobitela: '',
    });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed).not.toHaveProperty('school');
    expect(parsed).toMatchObject({
      programs: [2, 1],
      korisnickoIme: null,
      oib: null,
      datumRodjenja: null,
      brojMobitela: null,
    });
  });

  it.each([
    [{ ime: 'P' }, 'ime', 'Mora sadržavati barem 2 znaka'],
    [{ ime: 'P'.repeat(101) }, 'ime', 'Može sadržavati najviše 100 znakova'],
    [{ prezime: '' }, 'prezime', 'Mora sadržavati barem 2 znaka'],
    [{ prezime: 'J'.repeat(101) }, 'prezime', 'Može sadržavati najviše 100 znakova'],
    [{ email: 'x' }, 'email', 'Unesite ispravnu email adresu'],
    [{ oib: '12345' }, 'oib', 'OIB mora imati točno 11 znamenki'],
    [{ oib: '69368383930' }, 'oib', 'OIB nije ispravan (kontrolna znamenka ne odgovara)'],
    [{ brojMobitela: '123' }, 'brojMobitela', 'Unesite ispravan broj mobitela (min 8 znamenki)'],
    [{ datumRodjenja: '2030-01-01' }, 'datumRodjenja', 'Datum rođenja ne može biti u budućnosti'],
    [
      { korisnickoIme: 'ša' },
      'korisnickoIme',
      'Korisničko ime smije sadržavati mala slova, brojeve, točku, crticu i podvlaku (3–50 znakova)',
    ],
    [{ programs: [] }, 'programs', 'Odaberite program'],
    [{ programs: ['x'] }, 'programs.0', 'Odaberite program'],
    [
      { napomene: ['x'.repeat(5001)] },
      'napomene.0',
      'Napomene mogu sadržavati najviše 5000 znakova',
    ],
    [{ token: '' }, 'token', 'Poveznica za registraciju mentora nije valjana.'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(errors(input)[field]).toBe(message);
  });

  it('takes a name of exactly 100 characters', () => {
    expect(errors({ ime: 'P'.repeat(100), prezime: 'J'.repeat(100) })).toEqual({});
  });
});
