import { describe, expect, it } from 'vitest';
import { splitLinks } from './message-text.ts';

describe('links in messages', () => {
  it('makes http, https and www addresses links, leaving the sentence around them', () => {
    expect(splitLinks('Vidi https://takt.hr/raspored. Hvala')).toEqual([
      { text: 'Vidi ' },
      { href: 'https://takt.hr/raspored', text: 'https://takt.hr/raspored' },
      { text: '. Hvala' },
    ]);
    expect(splitLinks('www.glazba.hr')).toEqual([
      { href: 'https://www.glazba.hr', text: 'www.glazba.hr' },
    ]);
  });

  it('never links other schemes and keeps markup as text', () => {
    expect(splitLinks('javascript:alert(1) <b>x</b>')).toEqual([
      { text: 'javascript:alert(1) <b>x</b>' },
    ]);
  });
});
