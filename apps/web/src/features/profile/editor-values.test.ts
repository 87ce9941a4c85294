import { describe, expect, it } from 'vitest';
import type { Profile } from '@takt/shared/schemas/profiles';
import { notesToList, showsParentFields, toEditorValues, toPayload } from './editor-values.ts';

const student: Profile = {
  id: 5,
  ime: 'Iva',
  prezime: 'Učenica',
  korisnickoIme: 'ucenik',
  email: 'ucenik@example.com',
  school: { id: 1, name: 'Allegro' },
  predmet: null,
  isStudent: true,
  isMentor: false,
  isAdmin: false,
  roles: ['Student'],
  sensitive: true,
  oib: '12345678903',
  brojMobitela: '+385911234567',
  datumRodjenja: '2001-02-17',
  adresa: { ulica: 'Ilica', kucniBroj: '1', mjesto: 'Zagreb' },
  roditelj1: null,
  napomene: ['Prva', 'Druga'],
  pohadjaTeoriju: true,
  programs: [{ id: 7, naziv: 'Gitara' }],
  programType: { 7: 'grupno' },
  mentorId: [2],
};

describe('toPayload', () => {
  it('sends a student’s own contact data only: no school, theory, programs or mentors', () => {
    const body = toPayload(toEditorValues(student), { kind: 'studentSelf' });
    expect(Object.keys(body).sort()).toEqual(['adresa', 'brojMobitela', 'roditelj1', 'roditelj2']);
    expect(body.roditelj1).toBeNull();
  });

  it('sends staff everything about a student, the school only when they may move them', () => {
    const values = toEditorValues(student);
    const mentor = toPayload(values, { kind: 'staffOnStudent', canMove: false });
    expect(mentor).toMatchObject({ programs: [7], programType: { 7: 'grupno' }, mentorId: [2] });
    expect(mentor).not.toHaveProperty('schoolId');
    // The list survives a round trip through the editor's one text field.
    expect(values.napomene).toBe('Prva\n\nDruga');
    expect(mentor.napomene).toEqual(['Prva', 'Druga']);
    expect(toPayload(values, { kind: 'staffOnStudent', canMove: true })).toHaveProperty(
      'schoolId',
      1,
    );
  });

  it('splits notes at empty lines only, keeping a note’s own line breaks', () => {
    expect(notesToList('Prva\nsa dva reda\n\n  \nDruga\n')).toEqual(['Prva\nsa dva reda', 'Druga']);
    expect(notesToList('   ')).toEqual([]);
  });

  it('fills what a profile leaves out with empty fields', () => {
    const { adresa: _adresa, roditelj1: _parent, ...bare } = student;
    const values = toEditorValues(bare);
    expect(values.adresa).toEqual({ ulica: '', kucniBroj: '', mjesto: '' });
    expect(values.roditelj1).toEqual({ ime: '', prezime: '', brojMobitela: '' });
  });
});

describe('showsParentFields', () => {
  const parent = { ime: 'Ivana', prezime: 'Učenica', brojMobitela: '+385911234567' };
  it('hides the empty parent sections from an adult student, not from a minor or staff', () => {
    const self = { kind: 'studentSelf' } as const;
    expect(showsParentFields({ ...student, maloljetniClan: false }, self)).toBe(false);
    expect(showsParentFields({ ...student, maloljetniClan: true }, self)).toBe(true);
    expect(showsParentFields({ ...student, roditelj1: parent }, self)).toBe(true);
    expect(showsParentFields(student, { kind: 'staffOnStudent', canMove: false })).toBe(true);
    expect(showsParentFields(student, { kind: 'staffSelf' })).toBe(false);
  });
});
