/** User-facing Croatian messages of spec §8 that both sides need verbatim. */
export const messages = {
  required: 'Obavezan unos',
  loginWrongCredentials: 'Netočni podaci za prijavu',
  loginInvalidResponse: 'Neispravni podaci za prijavu',
  loginFailed: 'Greška pri prijavi',
  loginIdentifierRequired: 'Unesite email adresu ili korisničko ime',
  loginPasswordRequired: 'Unesite lozinku',
  loginSharedEmail: 'Ova email adresa pripada više računa. Prijavite se korisničkim imenom.',
  tooManyLoginAttempts:
    'Previše neuspjelih pokušaja prijave. Pokušajte ponovno za nekoliko minuta.',
  tooManyRequests: 'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.',
  unauthenticated: 'Prijavite se za nastavak.',
  sessionExpired: 'Sesija je istekla. Prijavite se ponovno.',
  forbidden: 'Nemate ovlasti za ovu radnju.',
  passwordChangeRequired: 'Prije nastavka postavite vlastitu lozinku.',
  notFound: 'Traženi resurs nije pronađen.',
  pageNotFound: 'Stranica nije pronađena',
  invalidJson: 'Neispravan format zahtjeva.',
  invalidInput: 'Molimo provjerite unesene podatke i pokušajte ponovno.',
  payloadTooLarge: 'Zahtjev je prevelik.',
  serverError: 'Došlo je do greške na serveru. Molimo pokušajte ponovno za nekoliko minuta.',
  networkError: 'Problem s internet vezom. Molimo provjerite svoju vezu i pokušajte ponovno.',
} as const;
