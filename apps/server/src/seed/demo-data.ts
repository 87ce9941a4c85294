import type { AttendanceType } from '@takt/shared/schemas/user';

/**
 * Deterministic, fictional demo data. Every address is on example.com and every OIB is computed,
 * so nothing here belongs to a real person.
 */
export const demoSchools = ['Glazbena škola Allegro', 'Glazbena škola Vivace'] as const;

interface DemoProgram {
  school: 0 | 1;
  naziv: string;
  tipovi: { tip: AttendanceType; cijena: number }[];
  /** Legacy single price in cents, for programs created before attendance types existed. */
  cijena?: number;
  showInSignup?: boolean;
}

export const demoPrograms: DemoProgram[] = [
  {
    school: 0,
    naziv: 'Klavir',
    tipovi: [
      { tip: 'individualno1', cijena: 6000 },
      { tip: 'individualno2', cijena: 11000 },
    ],
  },
  {
    school: 0,
    naziv: 'Gitara',
    tipovi: [
      { tip: 'individualno1', cijena: 5500 },
      { tip: 'individualno2', cijena: 10000 },
      { tip: 'grupno', cijena: 3500 },
    ],
  },
  { school: 0, naziv: 'Solo pjevanje', tipovi: [{ tip: 'individualno1', cijena: 6500 }] },
  { school: 0, naziv: 'Glazbena igraonica', tipovi: [{ tip: 'none', cijena: 2500 }] },
  { school: 0, naziv: 'Violina', tipovi: [], cijena: 5000 },
  { school: 1, naziv: 'Harmonika', tipovi: [{ tip: 'individualno1', cijena: 5800 }] },
  {
    school: 1,
    naziv: 'Klavir',
    tipovi: [
      { tip: 'individualno1', cijena: 6200 },
      { tip: 'grupno', cijena: 3800 },
    ],
  },
];

export const firstNames = [
  'Ana',
  'Luka',
  'Mia',
  'Ivan',
  'Lucija',
  'Marko',
  'Petra',
  'Jakov',
  'Ema',
  'Filip',
  'Sara',
  'Matej',
  'Nika',
  'Toma',
  'Lana',
  'Karlo',
  'Klara',
  'Roko',
  'Iva',
  'Noa',
];
export const lastNames = [
  'Horvat',
  'Kovačević',
  'Babić',
  'Marić',
  'Jurić',
  'Novak',
  'Kovačić',
  'Knežević',
  'Vuković',
  'Marković',
  'Petrović',
  'Matić',
  'Tomić',
  'Pavlović',
  'Božić',
  'Šarić',
  'Perić',
  'Blažević',
  'Grgić',
  'Đurić',
];
export const streets = ['Ilica', 'Vukovarska', 'Savska cesta', 'Maksimirska', 'Zagrebačka'];
