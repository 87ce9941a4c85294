import { escapeHtml, type MailContent, type MailContext } from '../mail/mail.templates.ts';

/** The reminder to a student who has not confirmed enrollment yet. */
export function reminderMail(
  ctx: MailContext,
  values: { ime: string; schoolYear: string },
): MailContent {
  const subject = `Podsjetnik za upis – ${ctx.schoolName}`;
  const lines = [
    `Poštovani/a ${values.ime},`,
    `još niste potvrdili upis za školsku godinu ${values.schoolYear}.`,
    'Prijavite se u aplikaciju, otvorite Profil i odaberite „Upiši se!”.',
  ];
  const footer = `${ctx.schoolName} · ${ctx.appName}`;
  const link = ctx.loginUrl
    ? `<p><a href="${escapeHtml(ctx.loginUrl)}">Prijava u ${escapeHtml(ctx.appName)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="hr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}${link}<p style="color:#666;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  const text =
    [...lines, ...(ctx.loginUrl ? [`Prijava: ${ctx.loginUrl}`] : []), `--\n${footer}`].join(
      '\n\n',
    ) + '\n';
  return { subject, html, text };
}
