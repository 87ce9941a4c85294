import { describe, expect, it } from 'vitest';
import { baseUsername, foldCroatian } from './username.ts';

describe('usernames from names', () => {
  it('folds Croatian letters', () => {
    expect(foldCroatian('ČĆĐŠŽ čćđšž')).toBe('ccdsz ccdsz');
    expect(baseUsername('Đurđa', 'Šimić-Žužić')).toBe('durda.simiczuzic');
  });

  it('keeps only letters and digits and falls back when nothing is left', () => {
    expect(baseUsername(' Ana Marija ', "O'Brien")).toBe('anamarija.obrien');
    expect(baseUsername('José', 'Müller')).toBe('jose.muller');
    expect(baseUsername('!!!', '???')).toBe('korisnik');
  });
});
