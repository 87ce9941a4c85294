/** Croatian messages of the school calendar (school years, holidays, non-teaching days). */
export const calendarMessages = {
  dateInvalid: 'Unesite ispravan datum (GGGG-MM-DD).',
  yearNameTooLong: 'Naziv školske godine može imati najviše 50 znakova.',
  yearEndBeforeStart: 'Kraj školske godine mora biti nakon početka.',
  yearTooLong: 'Školska godina može trajati najviše 13 mjeseci.',
  yearOverlaps: 'Školska godina se preklapa sa školskom godinom',
  yearNotFound: 'Školska godina nije pronađena.',
  yearInUse: 'Školska godina ima raspored sati i ne može se obrisati.',
  yearDaysOutside: 'Neki neradni dani bili bi izvan školske godine. Prvo ih uklonite.',
  referenceOutside: 'Referentni A tjedan mora biti unutar školske godine.',
  yearSaved: 'Školska godina je spremljena.',
  yearDeleted: 'Školska godina je obrisana.',
  dayNameRequired: 'Unesite naziv (npr. Zimski odmor).',
  dayNameTooLong: 'Naziv može imati najviše 200 znakova.',
  dayEndBeforeStart: 'Kraj razdoblja ne može biti prije početka.',
  dayOutsideYear: 'Neradni dani moraju biti unutar školske godine.',
  dayKindInvalid: 'Odaberite vrstu: državni praznik, školski praznici ili nenastavni dan.',
  dayNotFound: 'Neradni dan nije pronađen.',
  daySaved: 'Neradni dan je dodan.',
  dayDeleted: 'Neradni dan je uklonjen.',
  holidaysProposed: 'Državni praznici su dodani u kalendar.',
} as const;

/** How each kind of day without teaching is labelled. */
export const calendarDayKindLabels = {
  public_holiday: 'Državni praznik',
  school_holiday: 'Školski praznici',
  non_teaching: 'Nenastavni dan',
} as const;
