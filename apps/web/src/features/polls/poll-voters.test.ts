import { describe, expect, it } from 'vitest';
import { votersByOption } from './poll-voters.ts';

const answer = (ime: string, prezime: string, response: string) => ({
  userId: 1,
  ime,
  prezime,
  response,
  timestamp: '2026-11-27T08:00:00.000Z',
  firstRespondedAt: '2026-11-27T08:00:00.000Z',
});

describe('votersByOption', () => {
  it('lists the names per option, by surname, and an empty list for an option nobody chose', () => {
    const voters = votersByOption({
      options: ['Da', 'Ne', 'Možda'],
      responses: [
        answer('Ana', 'Horvat', 'da'),
        answer('Luka', 'Babić', 'da'),
        answer('Mia', 'Šarić', 'ne'),
        answer('Iva', 'Čavlek', 'nepoznato'),
      ],
    });
    expect([...voters.entries()]).toEqual([
      ['Da', ['Luka Babić', 'Ana Horvat']],
      ['Ne', ['Mia Šarić']],
      ['Možda', []],
    ]);
  });
});
