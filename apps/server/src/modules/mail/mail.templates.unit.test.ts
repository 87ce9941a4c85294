import { describe, expect, it } from 'vitest';
import { templates, type MailContext } from './mail.templates.ts';

const ctx: MailContext = {
  appName: 'Takt',
  schoolName: 'Glazbena škola Allegro',
  loginUrl: 'https://takt.example/login',
};
const login = { korisnickoIme: 'lana.kovacic', password: 'tajna-123' };

describe('signupApproved', () => {
  it('greets a minor’s parent, names the child and links to the login page', () => {
    const mail = templates.signupApproved(ctx, {
      ime: 'Lana',
      prezime: 'Kovačić',
      ...login,
      parent: { ime: 'Ivana', prezime: 'Kovačić' },
    });
    expect(mail.text).toMatch(/^Poštovani\/a Ivana Kovačić,$/m);
    expect(mail.text).toContain('prijava učenika Lana Kovačić u školu Glazbena škola Allegro');
    expect(mail.text).toMatch(/^Učenik: Lana Kovačić$/m);
    expect(mail.text).toMatch(/^Korisničko ime: lana\.kovacic$/m);
    expect(mail.text).toContain('https://takt.example/login');
    expect(mail.html).toContain('href="https://takt.example/login"');
  });

  it('greets an adult by their own name without a child line', () => {
    const mail = templates.signupApproved(ctx, { ime: 'Marko', prezime: 'Marić', ...login });
    expect(mail.text).toMatch(/^Poštovani\/a Marko,$/m);
    expect(mail.text).toContain('vaša prijava u školu Glazbena škola Allegro je odobrena');
    expect(mail.text).not.toMatch(/^Učenik:/m);
  });
});
