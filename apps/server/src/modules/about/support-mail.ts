import { render, type MailContext } from '../mail/mail.templates.ts';

/** A support question from the /about form to the school's support address. */
export function supportMail(
  ctx: MailContext,
  v: { from: string; subject: string; message: string },
) {
  return render(ctx, `Podrška: ${v.subject}`, 'Poštovani/a,', [
    { p: 'korisnik aplikacije poslao je pitanje putem obrasca za podršku.' },
    {
      fields: [
        ['Pošiljatelj', v.from],
        ['Naslov', v.subject],
      ],
    },
    { p: v.message },
  ]);
}
