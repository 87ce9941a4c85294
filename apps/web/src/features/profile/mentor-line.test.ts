import { describe, expect, it } from 'vitest';
import { mentorLine } from './mentor-line.ts';

describe('mentorLine', () => {
  it('names the mentor, or several, and says when there is none', () => {
    expect(mentorLine([])).toBe('Nije dodijeljen mentor');
    expect(mentorLine([{ id: 2, ime: 'Marko', prezime: 'Mentor' }])).toBe('Mentor: Marko Mentor');
    expect(
      mentorLine([
        { id: 2, ime: 'Marko', prezime: 'Mentor' },
        { id: 1, ime: 'Ana', prezime: 'Admin' },
      ]),
    ).toBe('Mentori: Marko Mentor, Ana Admin');
  });
});
