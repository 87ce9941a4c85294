/** The first version of the terms and privacy policy a school has until its admins write its own. */
export const FIRST_VERSION = '1.0.0';

export function defaultTerms(schoolName: string): string {
  return [
    `Ove uvjete korištenja aplikacije Takt određuje ${schoolName}.`,
    'Aplikaciju koriste učenici, roditelji, mentori i administratori škole za objave, ankete, raspored, poruke, račune i dokumente škole.',
    'Korisnik čuva svoje pristupne podatke i ne dijeli ih s drugima. Sadržaj koji objavljuje mora biti primjeren školskom okruženju.',
    'Škola može privremeno onemogućiti račun koji krši ove uvjete. O promjeni uvjeta korisnici se obavještavaju pri sljedećoj prijavi.',
  ].join('\n\n');
}

export function defaultPrivacy(schoolName: string): string {
  return [
    `Voditelj obrade osobnih podataka je ${schoolName}.`,
    'Obrađujemo podatke potrebne za nastavu i upis: ime i prezime, kontakt, datum rođenja, OIB, podatke o roditeljima za maloljetne učenike, programe i mentore.',
    'Nužni kolačići i lokalna pohrana čuvaju prijavu, temu i vaše postavke. Analitika (brzina stranica i trajanje posjeta, bez podataka o osobi) bilježi se samo uz vaš pristanak.',
    'Podaci se ne prodaju niti dijele s trećim stranama. Pravo na uvid, ispravak i brisanje ostvarujete preko administratora škole.',
  ].join('\n\n');
}

/** 1.0.0 → 1.1.0: every saved edit is a new version everyone accepts again. */
export function nextVersion(version: string): string {
  const [major = 1, minor = 0] = version.split('.').map((n) => Number(n) || 0);
  return `${major}.${minor + 1}.0`;
}
