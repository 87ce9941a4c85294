/** Croatian messages of documents ('Poveznice'): links, files, ABC tunes, folders, sharing. */
export const documentMessages = {
  pageTitle: 'Poveznice',
  notFound: 'Dokument nije pronađen.',
  unavailable: 'Dokument nije dostupan',
  titleRequired: 'Unesite naziv.',
  titleTooLong: 'Naziv može imati najviše 200 znakova.',
  urlInvalid: 'Unesite ispravnu poveznicu (http:// ili https://).',
  abcRequired: 'Unesite notni zapis u ABC formatu.',
  abcInvalid: 'Notni zapis mora biti u ABC formatu (npr. redak „K:C”).',
  abcTooLong: 'Notni zapis je predug.',
  folderNameRequired: 'Unesite naziv mape.',
  folderNotFound: 'Mapa nije pronađena.',
  folderLimit: (n: number) => `Možete imati najviše ${n} mapa.`,
  documentLimit: (n: number) => `Možete imati najviše ${n} dokumenata.`,
  quotaExceeded:
    'Škola je potrošila prostor za dokumente. Obrišite stare datoteke ili se obratite administratoru.',
  onlyOwner: 'Samo autor može uređivati, dijeliti i brisati dokument.',
  shareTargetInvalid: 'Dijeliti se može samo s osobama i programima vaše škole.',
  myStudentsOnlyMentors: 'Samo mentori mogu dijeliti sa svojim učenicima.',
  saved: 'Dokument je spremljen.',
  deleted: 'Dokument je obrisan.',
  shared: 'Dijeljenje je spremljeno.',
  folderSaved: 'Mapa je spremljena.',
  folderDeleted: 'Mapa je obrisana.',
} as const;

export const visibilityLabels = {
  private: 'Privatno',
  shared: 'Dijeljeno',
  school: 'Cijela škola',
} as const;
