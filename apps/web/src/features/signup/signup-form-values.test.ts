import { describe, expect, it } from 'vitest';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { createSignupResolver, emptySignupValues, toSignupRequest } from './signup-form-values.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const guitar = { cijena: null, tipovi: [{ tip: 'grupno', cijena: 35 }] };

function birthDate(yearsAgo: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - yearsAgo);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

describe('createSignupResolver', () => {
  const resolver = createSignupResolver(() => guitar);

  it('reports the parent rule for a minor even while other fields are still wrong', async () => {
    const result = await resolver(
      { ...emptySignupValues, datumRodjenja: birthDate(10) },
      undefined,
      options,
    );
    expect(result.errors.roditelj1?.message).toBe(
      'Ime, prezime i ispravan broj mobitela roditelja/skrbnika su obavezni',
    );
    expect(result.errors.ime?.message).toBe('Mora sadržavati barem 2 znaka');
    expect(result.errors.pohadanjeNastave?.message).toBe('Odaberite način pohađanja nastave');
  });

  it('asks nothing of an adult about parents and passes a complete form', async () => {
    const result = await resolver(
      {
        ...emptySignupValues,
        ime: 'Ana',
        prezime: 'Horvat',
        email: 'Ana@Example.com',
        oib: '12345678903',
        datumRodjenja: birthDate(30),
        schoolId: '1',
        programId: '2',
        pohadanjeNastave: 'grupno',
        agreement: true,
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'ana@example.com', schoolId: 1, programId: 2 });
  });
});

describe('toSignupRequest', () => {
  const base = {
    ime: 'Ana',
    prezime: 'Horvat',
    email: 'ana@example.com',
    oib: '12345678903',
    brojMobitela: null,
    adresa: { ulica: '', kucniBroj: '', mjesto: '' },
    roditelj1: { ime: 'Iva', prezime: 'Horvat', brojMobitela: '+385911234567' },
    schoolId: 1,
    programId: 2,
    pohadanjeNastave: 'grupno',
    pohadjaTeoriju: true,
    maiZbor: false,
    napomene: '',
    agreement: true,
    website: '',
  } as unknown as SignupInput;

  it('sends the parent and the minor flag only for a minor', () => {
    const adult = toSignupRequest({ ...base, datumRodjenja: birthDate(30) }, guitar, {
      altcha: 'proof',
    });
    expect(adult).toMatchObject({ maloljetniClan: false, altcha: 'proof' });
    expect(adult.roditelj1).toBeUndefined();
    expect(adult.brojMobitela).toBeUndefined();
    const minor = toSignupRequest({ ...base, datumRodjenja: birthDate(9) }, guitar, {});
    expect(minor).toMatchObject({ maloljetniClan: true, roditelj1: base.roditelj1 });
    expect('altcha' in minor).toBe(false);
  });

  it('sends every consent as ticked, none ticked in advance', () => {
    expect(emptySignupValues.consents).toEqual({
      photos_website: false,
      social_media: false,
      press: false,
      email_news: false,
    });
    const consents = { photos_website: true, social_media: false, press: false, email_news: true };
    const request = toSignupRequest({ ...base, datumRodjenja: birthDate(9), consents }, guitar, {});
    expect(request.consents).toEqual(consents);
  });

  it('drops the attendance type when the program offers none', () => {
    const request = toSignupRequest(
      { ...base, datumRodjenja: birthDate(30) },
      { cijena: null, tipovi: [] },
      {},
    );
    expect(request.pohadanjeNastave).toBeUndefined();
  });

  it('carries a reCAPTCHA token instead of a solution when the school uses reCAPTCHA', () => {
    const request = toSignupRequest({ ...base, datumRodjenja: birthDate(30) }, guitar, {
      recaptchaToken: 'token-od-googlea',
    });
    expect(request).toMatchObject({ recaptchaToken: 'token-od-googlea' });
    expect('altcha' in request).toBe(false);
  });
});
