/** Croatian texts of administration and data protection (users, programs, import, erasure). */
export const adminMessages = {
  programNameTaken: 'Program s tim nazivom već postoji.',
  programNotFound: 'Program nije pronađen.',
  programName: 'Naziv programa mora imati barem 2 znaka.',
  programPrice: 'Cijena mora biti broj između 0 i 100.000 eura.',
  programTypes: 'Način pohađanja ne smije biti prazan ni ponovljen.',
  programPriceMissing: 'Unesite cijenu programa ili barem jedan način pohađanja s cijenom.',
  userNotFound: 'Korisnik nije pronađen.',
  mentorNotFound: 'Mentor nije pronađen.',
  lastAdmin: 'Škola mora imati barem jednog administratora.',
  notYourself: 'Ovu radnju ne možete napraviti nad vlastitim računom.',
  alreadyErased: 'Podaci ovog korisnika su već izbrisani.',
  confirmationMismatch: 'Za potvrdu upišite točno ime i prezime korisnika.',
  resetCooldown: 'Lozinka ovog korisnika je resetirana u zadnja 24 sata. Pokušajte kasnije.',
  resetOnlyStudents: 'Resetirati se može samo lozinka učenika.',
  deactivated: 'Korisnik je deaktiviran.',
  reactivated: 'Korisnik je ponovno aktivan.',
  erased: 'Osobni podaci korisnika su izbrisani.',
  resetDone: 'Nova lozinka je poslana na email.',
  studentCreated: 'Učenik je dodan, podaci za prijavu poslani su emailom.',
  mentorCreated: 'Mentor je dodan, podaci za prijavu poslani su emailom.',
  saved: 'Promjene su spremljene.',
  importFileMissing: 'Odaberite XLSX datoteku za uvoz.',
  importFileInvalid: 'Datoteka nije ispravna XLSX tablica.',
  importHeaders: 'Tablica nema stupce predloška (preuzmite predložak i popunite ga).',
  importEmpty: 'Tablica nema redaka za uvoz.',
  importTooMany: 'Najviše 1000 redaka u jednom uvozu.',
  importHasInvalid: 'Neki redci nisu ispravni. Ispravite ih prije spremanja.',
  importDone: (n: number) => `Uvezeno učenika: ${n}.`,
  importDuplicateOib: 'Učenik s ovim OIB-om već postoji.',
  importDuplicateNameEmail: 'Učenik s istim imenom i emailom već postoji.',
  importDuplicateInFile: 'Isti učenik je već naveden u tablici.',
  importMentorsDone: (n: number) => `Uvezeno mentora: ${n}.`,
  importMentorDuplicateEmail: 'Mentor ili administrator s ovim emailom već postoji.',
  importMentorDuplicateInFile: 'Isti email je već naveden u tablici.',
  unknownPrograms: (names: string[]) => `Nepoznat program: ${names.join(', ')}.`,
  unknownProgram: 'Nepoznat program.',
  unknownAttendance: 'Nepoznat način pohađanja za ovaj program.',
  dateFormat: 'Datum upišite kao DD.MM.GGGG.',
  yesNo: 'Upišite "da" ili "ne".',
  parentRequired: 'Ime, prezime i ispravan broj mobitela roditelja/skrbnika su obavezni',
  consentParentName: 'Za učenika mlađeg od 16 godina privolu daje roditelj: upišite ime roditelja.',
  consentSaved: 'Privola je spremljena.',
  consentWithdrawn: 'Privola je povučena.',
  consentPurpose: 'Nepoznata svrha privole.',
  invalidFilter: 'Neispravan filtar.',
} as const;

/** Purposes a student (or a parent for a child under 16) consents to, with their labels. */
export const consentPurposes = {
  photos_website: 'Fotografije na web stranici škole',
  social_media: 'Fotografije i snimke na društvenim mrežama',
  press: 'Fotografije i snimke u medijima',
  email_news: 'Novosti škole emailom',
} as const;
export type ConsentPurpose = keyof typeof consentPurposes;
export const CONSENT_PURPOSES = Object.keys(consentPurposes) as [
  ConsentPurpose,
  ...ConsentPurpose[],
];
/** Version of the consent texts shown; a new text needs a new version (and new consents). */
export const CONSENT_VERSION = '2026-09';
/** Under this age a parent gives consent (Croatian GDPR implementation act, NN 42/2018). */
export const CONSENT_AGE = 16;

/** Audit actions and their Croatian labels (the audit log screen). */
export const auditActions = {
  'student.create': 'Dodan učenik',
  'student.import': 'Uvoz učenika',
  'students.export': 'Izvoz popisa učenika',
  'mentor.create': 'Dodan mentor',
  'mentor.update': 'Izmijenjen mentor',
  'mentor.import': 'Uvoz mentora',
  'user.deactivate': 'Deaktiviran korisnik',
  'user.reactivate': 'Ponovno aktiviran korisnik',
  'user.erase': 'Izbrisani osobni podaci',
  'user.password_reset': 'Resetirana lozinka',
  'user.data_export': 'Preuzeti osobni podaci',
  'user.sensitive_read': 'Pregled osjetljivih podataka',
  'user.sensitive_update': 'Izmjena osjetljivih podataka',
  'signup.read': 'Pregled prijave za upis',
  'signup.approve': 'Odobrena prijava',
  'signup.decline': 'Odbijena prijava',
  'mentor.confirm': 'Potvrđen mentor',
  'enrollment.export': 'Izvoz upisa',
  'enrollment.confirmation': 'Preuzeta potvrda o upisu',
  'consent.give': 'Dana privola',
  'consent.withdraw': 'Povučena privola',
  'program.create': 'Dodan program',
  'program.update': 'Izmijenjen program',
} as const;
export type AuditAction = keyof typeof auditActions;
export const AUDIT_ACTIONS = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

export const IMPORT_MAX_ROWS = 1000;
export const RESET_COOLDOWN_MS = 24 * 60 * 60 * 1000;
