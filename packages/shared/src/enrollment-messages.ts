/** Croatian messages of enrollment (spec §5 and §8) and of its admin dashboard. */
export const enrollmentMessages = {
  // spec §8
  tooManyAttempts: 'Previše pokušaja upisa. Molimo pričekajte sat vremena prije ponovnog pokušaja.',
  cooldown: 'Već ste poslali zahtjev. Pričekajte minutu prije ponovnog pokušaja.',
  acceptFailed: 'Greška pri potvrdi upisa.',
  loadFailed: 'Greška pri dohvaćanju podataka.',
  programChangeFailed: 'Greška pri promjeni programa. Molimo pokušajte ponovno.',
  saveFailed: 'Greška pri spremanju podataka.',
  invalidInputHeader: 'Neispravan unos podataka:',
  pdfFailed: 'Greška pri generiranju potvrde',
  pdfGenerated: 'PDF generiran',
  // spec §5
  oib: 'OIB mora imati 11 znamenki',
  birthDate: 'Obavezan unos',
  phone: 'Unesite ispravan broj (min 8 znamenki)',
  address: 'Unesite barem jedan dio adrese.',
  parents: 'Podaci o roditeljima/skrbnicima su obavezni za maloljetnike',
  agreement: 'Potrebno je prihvatiti uvjete upisa.',
  program: 'Odaberite program',
  attendance: 'Odaberite način pohađanja nastave',
  // server rules
  notOpen: 'Upis trenutno nije otvoren.',
  agreementChanged: 'Uvjeti upisa su promijenjeni. Pročitajte ih ponovno i potvrdite.',
  notEnrolled: 'Upis još nije potvrđen.',
  yearNotFound: 'Upis za tu školsku godinu nije pronađen.',
  schoolYearNotFound: 'Školska godina nije pronađena.',
  alreadyOpen: 'Upis za tu školsku godinu je već otvoren.',
  yearEnded: 'Ta je školska godina završila; upis za nju više nije moguće otvoriti ni mijenjati.',
  agreementRequired: 'Unesite tekst uvjeta upisa.',
  agreementTooLong: 'Tekst uvjeta upisa je predug.',
  windowInvalid: 'Kraj razdoblja za promjenu programa ne može biti prije početka.',
  dateInvalid: 'Unesite ispravan datum (GGGG-MM-DD).',
  studentNotFound: 'Učenik nije pronađen.',
  // success
  accepted: 'Upis je potvrđen.',
  yearOpened: 'Upis je otvoren.',
  yearSaved: 'Upis je spremljen.',
  remindersSent: (n: number) =>
    n === 1 ? 'Podsjetnik je poslan 1 učeniku.' : `Podsjetnik je poslan učenicima: ${n}.`,
  // card and statuses (spec §4)
  pending: 'Čeka potvrdu',
  confirmed: 'Upis potvrđen',
  active: 'Aktivno',
  enrollLink: 'Upiši se!',
  // notifications
  openTitle: 'Upis je otvoren',
  openBody: (year: string) => `Upis za školsku godinu ${year} je otvoren. Potvrdite upis.`,
  reminderTitle: 'Podsjetnik za upis',
  reminderBody: (year: string) => `Još niste potvrdili upis za školsku godinu ${year}.`,
} as const;

/** Attendance types as people read them. */
export const attendanceLabels: Record<string, string> = {
  individualno1: 'Individualno (1x tjedno)',
  individualno2: 'Individualno (2x tjedno)',
  grupno: 'Grupno',
};
