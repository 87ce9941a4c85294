import { render, type MailContext } from '../mail/mail.templates.ts';

/** The code that confirms siblings on one e-mail may switch between their accounts. */
export function linkCodeMail(ctx: MailContext, v: { code: string; names: string[] }) {
  return render(ctx, `Potvrda povezanih računa – ${ctx.schoolName}`, 'Poštovani/a,', [
    {
      p: `zatražena je potvrda da računi na ovoj email adresi (${v.names.join(', ')}) pripadaju istoj obitelji. Nakon potvrde moći ćete se prebacivati između njih bez ponovnog upisa lozinke.`,
    },
    { fields: [['Kôd za potvrdu', v.code]] },
    { p: 'Kôd vrijedi 15 minuta. Ako ga niste zatražili vi, zanemarite ovu poruku.' },
  ]);
}
