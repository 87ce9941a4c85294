import { describe, expect, it } from 'vitest';
import { popupsFor, unseen } from './holiday-popups.ts';

const ana: { ime: string; datumRodjenja: string | null } = {
  ime: 'Ana',
  datumRodjenja: '2012-03-04',
};
const kinds = (day: string, person = ana) => popupsFor(day, person).map((p) => p.kind);

describe('holiday popups', () => {
  it('shows Easter on its computed Sunday in any year', () => {
    expect(kinds('2024-03-31')).toEqual(['easter']);
    expect(kinds('2025-04-20')).toEqual(['easter']);
    expect(kinds('2026-04-05')).toEqual(['easter']);
    expect(kinds('2027-03-28')).toEqual(['easter']);
    expect(kinds('2026-04-06')).toEqual([]);
  });

  it('shows Christmas and New Year on their dates every year', () => {
    for (const year of [2025, 2026, 2030]) {
      expect(kinds(`${year}-12-25`)).toEqual(['christmas']);
      expect(kinds(`${year}-01-01`)).toEqual(['newYear']);
    }
    expect(kinds('2026-12-24')).toEqual([]);
  });

  it('greets on the birthday from datumRodjenja, by first name', () => {
    expect(popupsFor('2026-03-04', ana)[0]).toMatchObject({
      kind: 'birthday',
      title: 'Sretan rođendan, Ana!',
    });
    expect(kinds('2026-03-04', { ime: 'Ivo', datumRodjenja: null })).toEqual([]);
  });

  it('shows each kind once per day', () => {
    const popups = popupsFor('2026-12-25', { ime: 'Ana', datumRodjenja: '2010-12-25' });
    expect(popups.map((p) => p.kind)).toEqual(['birthday', 'christmas']);
    expect(unseen(popups, '2026-12-25', { birthday: '2026-12-25' }).map((p) => p.kind)).toEqual([
      'christmas',
    ]);
    expect(unseen(popups, '2026-12-25', { birthday: '2025-12-25' })).toHaveLength(2);
  });
});
