import { addDays, isoDateOf, type IsoDate } from './calendar-date.ts';

/**
 * Easter Sunday of the Gregorian calendar (the Meeus/Jones/Butcher computus), valid for any year
 * from 1583 on. The school calendar derives Easter Monday and Corpus Christi from it; the holiday
 * popups show it.
 */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDateOf(year, month, day);
}

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

/** Fixed-date holidays of the Croatian law on holidays as amended in 2019 (in force from 2020). */
const fixedSince2020: [number, number, string][] = [
  [1, 1, 'Nova godina'],
  [1, 6, 'Bogojavljenje ili Sveta tri kralja'],
  [5, 1, 'Praznik rada'],
  [5, 30, 'Dan državnosti'],
  [6, 22, 'Dan antifašističke borbe'],
  [8, 5, 'Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja'],
  [8, 15, 'Velika Gospa'],
  [11, 1, 'Svi sveti'],
  [11, 18, 'Dan sjećanja na žrtve Domovinskog rata i Dan sjećanja na žrtvu Vukovara i Škabrnje'],
  [12, 25, 'Božić'],
  [12, 26, 'Sveti Stjepan'],
];

/** The list before 2020: Statehood Day on 25 June, Independence Day on 8 October. */
const fixedBefore2020: [number, number, string][] = [
  [1, 1, 'Nova godina'],
  [1, 6, 'Bogojavljenje ili Sveta tri kralja'],
  [5, 1, 'Praznik rada'],
  [6, 22, 'Dan antifašističke borbe'],
  [6, 25, 'Dan državnosti'],
  [8, 5, 'Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja'],
  [8, 15, 'Velika Gospa'],
  [10, 8, 'Dan neovisnosti'],
  [11, 1, 'Svi sveti'],
  [12, 25, 'Božić'],
  [12, 26, 'Sveti Stjepan'],
];

/**
 * Croatia's public holidays (non-working days) of a year, in date order: the fixed dates plus
 * Easter, Easter Monday and Corpus Christi (Tijelovo, 60 days after Easter).
 */
export function croatianPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = year >= 2020 ? fixedSince2020 : fixedBefore2020;
  const holidays: PublicHoliday[] = [
    ...fixed.map(([month, day, name]) => ({ date: isoDateOf(year, month, day), name })),
    { date: easter, name: 'Uskrs' },
    { date: addDays(easter, 1), name: 'Uskrsni ponedjeljak' },
    { date: addDays(easter, 60), name: 'Tijelovo' },
  ];
  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The public holidays between two days, both included (a school year spans two years). */
export function croatianPublicHolidaysBetween(from: IsoDate, to: IsoDate): PublicHoliday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const all: PublicHoliday[] = [];
  for (let year = first; year <= last; year++) all.push(...croatianPublicHolidays(year));
  return all.filter((h) => h.date >= from && h.date <= to);
}
