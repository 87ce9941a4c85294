import { render, type MailContext } from '../mail/mail.templates.ts';

/** The admin's answer to a problem report, quoting what the reporter wrote. */
export function replyMail(
  ctx: MailContext,
  v: { ime: string; subject: string; original: string; reply: string },
) {
  return render(ctx, `Odgovor na prijavu problema – ${ctx.schoolName}`, `Poštovani/a ${v.ime},`, [
    { p: v.reply },
    { p: `Vaša prijava (${v.subject}):` },
    { p: v.original },
  ]);
}
