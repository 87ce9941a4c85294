/**
 * Croatian mails of the account flows, as HTML and plain text. Every value that came from a
 * person (names, reasons, school names) is HTML-escaped; nothing here reaches a log.
 */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  appName: string;
  schoolName: string;
  /** `{PUBLIC_URL}/login` when the server knows its public address. */
  loginUrl?: string;
}

export type Block = { p: string } | { fields: [string, string][] } | { link: [string, string] };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function render(
  ctx: MailContext,
  subject: string,
  greeting: string,
  blocks: Block[],
): MailContent {
  const e = escapeHtml;
  const htmlBlocks = blocks.map((b) =>
    'p' in b
      ? `<p>${e(b.p)}</p>`
      : 'link' in b
        ? `<p><a href="${e(b.link[1])}">${e(b.link[0])}</a></p>`
        : `<table role="presentation" style="border-collapse:collapse">${b.fields
            .map(
              ([k, v]) =>
                `<tr><td style="padding:4px 12px 4px 0">${e(k)}</td><td style="padding:4px 0"><strong style="font-family:monospace;font-size:16px">${e(v)}</strong></td></tr>`,
            )
            .join('')}</table>`,
  );
  const footer = `${ctx.schoolName} · ${ctx.appName}`;
  const html = `<!doctype html><html lang="hr"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222"><p>${e(greeting)}</p>${htmlBlocks.join('')}<p style="color:#666;font-size:13px">${e(footer)}</p></body></html>`;
  const textBlocks = blocks.map((b) =>
    'p' in b
      ? b.p
      : 'link' in b
        ? `${b.link[0]}: ${b.link[1]}`
        : b.fields.map(([k, v]) => `${k}: ${v}`).join('\n'),
  );
  const text = [greeting, ...textBlocks, `--\n${footer}`].join('\n\n') + '\n';
  return { subject, html, text };
}

const hello = (ime: string) => `Poštovani/a ${ime},`;

/** The link to the login page in mails that carry login data, when the public address is known. */
const loginLink = (ctx: MailContext): Block[] =>
  ctx.loginUrl ? [{ link: [`Prijava u ${ctx.appName}`, ctx.loginUrl] }] : [];

export const templates = {
  /**
   * Anyone can submit the public form with any address, so this mail quotes nothing they typed
   * (no name in the greeting): only the school's own program name.
   */
  signupReceived(ctx: MailContext, v: { program: string }) {
    return render(ctx, `Prijava zaprimljena – ${ctx.schoolName}`, 'Poštovani/a,', [
      { p: `zaprimili smo prijavu u školu ${ctx.schoolName} poslanu s ove email adrese.` },
      { fields: [['Program', v.program]] },
      {
        p: 'Administrator će pregledati prijavu, a podatke za prijavu dobit ćete emailom u roku od 24-48 sati. Ako prijavu niste poslali vi, zanemarite ovu poruku.',
      },
    ]);
  },
  /**
   * A minor's account goes to the parent who signed them up: the mail greets the parent and
   * names the child whose login data it carries.
   */
  signupApproved(
    ctx: MailContext,
    v: {
      ime: string;
      prezime: string;
      korisnickoIme: string;
      password: string;
      parent?: { ime: string; prezime: string } | null;
    },
  ) {
    const parent = v.parent ? `${v.parent.ime} ${v.parent.prezime}`.trim() : '';
    const intro = parent
      ? `prijava učenika ${v.ime} ${v.prezime} u školu ${ctx.schoolName} je odobrena. Podaci za prijavu djeteta u ${ctx.appName}:`
      : `vaša prijava u školu ${ctx.schoolName} je odobrena. Podaci za prijavu u ${ctx.appName}:`;
    return render(ctx, `Podaci za prijavu – ${ctx.schoolName}`, hello(parent || v.ime), [
      { p: intro },
      {
        fields: [
          ...(parent ? [['Učenik', `${v.ime} ${v.prezime}`] as [string, string]] : []),
          ['Korisničko ime', v.korisnickoIme],
          ['Privremena lozinka', v.password],
        ],
      },
      ...loginLink(ctx),
      { p: 'Nakon prve prijave postavite vlastitu lozinku.' },
    ]);
  },
  signupDeclined(ctx: MailContext, v: { ime: string; reason: string | null }) {
    return render(ctx, `Prijava nije odobrena – ${ctx.schoolName}`, hello(v.ime), [
      { p: `nažalost, vaša prijava u školu ${ctx.schoolName} nije odobrena.` },
      ...(v.reason ? [{ p: `Razlog: ${v.reason}` }] : []),
      { p: 'Za sva pitanja obratite se školi.' },
    ]);
  },
  /** An admin opened the account (one student, a mentor, or an import row). */
  accountCreated(ctx: MailContext, v: { ime: string; korisnickoIme: string; password: string }) {
    return render(ctx, `Podaci za prijavu – ${ctx.schoolName}`, hello(v.ime), [
      { p: `škola ${ctx.schoolName} otvorila vam je korisnički račun u ${ctx.appName}:` },
      {
        fields: [
          ['Korisničko ime', v.korisnickoIme],
          ['Privremena lozinka', v.password],
        ],
      },
      ...loginLink(ctx),
      { p: 'Nakon prve prijave postavite vlastitu lozinku.' },
    ]);
  },
  /** Sent before an admin has confirmed the mentor: it greets without the name they typed. */
  mentorWelcome(ctx: MailContext, v: { korisnickoIme: string; password: string }) {
    return render(ctx, `Mentorski račun – ${ctx.schoolName}`, 'Poštovani/a,', [
      {
        p: `otvoren je vaš mentorski račun u školi ${ctx.schoolName}. Podaci za prijavu u ${ctx.appName}:`,
      },
      {
        fields: [
          ['Korisničko ime', v.korisnickoIme],
          ['Privremena lozinka', v.password],
        ],
      },
      ...loginLink(ctx),
      { p: 'Nakon prve prijave postavite vlastitu lozinku.' },
      {
        p: 'Podatke o učenicima vidjet ćete kad administrator škole potvrdi vaš račun.',
      },
    ]);
  },
  resetCode(
    ctx: MailContext,
    v: { codes: { korisnickoIme: string; code: string }[]; minutes: number },
  ) {
    const many = v.codes.length > 1;
    return render(ctx, `Kod za promjenu lozinke – ${ctx.appName}`, 'Poštovani/a,', [
      {
        p: many
          ? 'zatražena je nova lozinka. Ova email adresa pripada više računa; unesite kod računa čiju lozinku želite promijeniti:'
          : 'zatražena je nova lozinka. Vaš kod za potvrdu je:',
      },
      { fields: v.codes.map((c) => [many ? `Račun ${c.korisnickoIme}` : 'Kod', c.code]) },
      {
        p: `Kod vrijedi ${v.minutes} minuta. Ako niste tražili promjenu lozinke, zanemarite ovu poruku.`,
      },
    ]);
  },
  newPassword(ctx: MailContext, v: { ime: string; korisnickoIme: string; password: string }) {
    return render(ctx, `Nova lozinka – ${ctx.schoolName}`, hello(v.ime), [
      { p: `lozinka vašeg računa u ${ctx.appName} je promijenjena. Novi podaci za prijavu:` },
      {
        fields: [
          ['Korisničko ime', v.korisnickoIme],
          ['Privremena lozinka', v.password],
        ],
      },
      ...loginLink(ctx),
      {
        p: 'Nakon prijave postavite vlastitu lozinku. Sve ranije prijave na uređajima su odjavljene.',
      },
    ]);
  },
};
