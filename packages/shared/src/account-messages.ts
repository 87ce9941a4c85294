/**
 * Croatian messages of the account flows (spec §5 sign-up and mentor sign-up rules, §8 sign-up,
 * reset and mentor messages). Server and web both use them verbatim.
 */
export const accountMessages = {
  required: 'Obavezan unos',
  nameMin: 'Mora sadržavati barem 2 znaka',
  nameMax: 'Može sadržavati najviše 100 znakova',
  nameCharacters: 'Može sadržavati samo slova, razmake, crtice i apostrofe',
  challengeOff: 'Provjera izazovom nije uključena.',
  transferRequested:
    'Zahtjev za premještaj poslan je drugoj školi; učenik prelazi kad ga njezin administrator prihvati.',
  transferNotFound: 'Zahtjev za premještaj nije pronađen.',
  transferPending: 'Za ovog učenika već postoji zahtjev za premještaj koji čeka odluku.',
  transferDone: 'Učenik je premješten u vašu školu.',
  transferDeclined: 'Zahtjev za premještaj je odbijen.',
  mentorConfirmed: 'Mentor je potvrđen.',
  mentorUnconfirmed:
    'Vaš mentorski račun čeka potvrdu administratora škole; do tada ne vidite podatke o učenicima.',
  email: 'Unesite ispravnu email adresu',
  oibLength: 'OIB mora imati točno 11 znamenki',
  oibCheckDigit: 'OIB nije ispravan (kontrolna znamenka ne odgovara)',
  birthDateInvalid: 'Unesite ispravan datum rođenja',
  birthDateFuture: 'Datum rođenja ne može biti u budućnosti',
  phone: 'Unesite ispravan broj mobitela (min 8 znamenki)',
  school: 'Odaberite školu',
  program: 'Odaberite program',
  attendance: 'Odaberite način pohađanja nastave',
  parentRequired: 'Ime, prezime i ispravan broj mobitela roditelja/skrbnika su obavezni',
  notesMax: 'Napomene mogu sadržavati najviše 5000 znakova',
  fieldTooLong: 'Uneseni tekst je predugačak',
  agreement: 'Potrebno je prihvatiti uvjete i suglasnost',
  checkboxInvalid: 'Neispravna vrijednost',
  username:
    'Korisničko ime smije sadržavati mala slova, brojeve, točku, crticu i podvlaku (3–50 znakova)',
  // Server answers of the sign-up (spec §7, §8).
  emailPending:
    'Za ovu email adresu već postoji aktivan zahtjev koji čeka odobrenje administratora.',
  emailRegistered: 'Ova email adresa je već registrirana. Molimo prijavite se.',
  signupDuplicate: 'Ova email adresa je već registrirana ili ima aktivan zahtjev za upis.',
  signupReceived:
    'Prijava je zaprimljena. Administrator će je pregledati, a podatke za prijavu dobit ćete emailom u roku od 24-48 sati.',
  unknownSchool: 'Odabrana škola ne postoji.',
  unknownProgram: 'Odabrani program nije dostupan za upis u ovoj školi.',
  botCheckFailed: 'Provjera da niste robot nije uspjela. Osvježite stranicu i pokušajte ponovno.',
  tooManyRequests: 'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.',
  // Admin review.
  requestNotFound: 'Zahtjev za upis nije pronađen.',
  requestAlreadyReviewed: 'Zahtjev je već obrađen.',
  declineReasonMax: 'Razlog može sadržavati najviše 1000 znakova',
  // Mentor sign-up.
  mentorLinkInvalid: 'Poveznica za registraciju mentora nije valjana.',
  usernameTaken: 'Korisničko ime je već zauzeto.',
  mentorRegistered: 'Mentor uspješno registriran!',
  // Passwords.
  resetEmailUnknown: 'Email adresa nije pronađena. Molimo registrirajte se.',
  resetCodeSent: 'Kod za promjenu lozinke poslan je na vašu email adresu.',
  resetCodeInvalid: 'Nevažeći ili istekli kod. Molimo pokušajte ponovno.',
  resetCodeFormat: 'Kod mora imati 6 znamenki',
  resetDone: 'Nova lozinka je poslana na vašu email adresu.',
  adminResetDone: 'Nova lozinka je poslana na email.',
  adminResetOnlyStudents: 'Lozinku je moguće resetirati samo učenicima.',
  userNotFound: 'Korisnik nije pronađen.',
  currentPasswordRequired: 'Unesite trenutnu lozinku',
  currentPasswordWrong: 'Trenutna lozinka nije ispravna.',
  newPasswordMin: 'Nova lozinka mora imati najmanje 8 znakova',
  newPasswordMax: 'Nova lozinka može imati najviše 200 znakova',
  newPasswordSame: 'Nova lozinka mora se razlikovati od trenutne',
  passwordChanged: 'Lozinka je uspješno promijenjena.',
} as const;
