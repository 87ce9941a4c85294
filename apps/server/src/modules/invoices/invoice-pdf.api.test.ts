import { describe, expect, it } from 'vitest';
import { isValidHr01Reference } from '@takt/shared/payment-codes';
import { buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';
import { barcodeOnFirstPage, pdfText } from '../../../test/pdf-reading.ts';
import { fromLatin2 } from './hub3.ts';

/**
 * The invoice PDF as a parent's bank app sees it: page 1 rendered to pixels, the PDF417 barcode
 * decoded with ZXing, every HUB-3 field compared (Croatian letters, long names cut).
 */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));
const { as } = ctx;
const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });

const PARENT = 'Đurđica Čačić-Šoštarić Žganjer-Horvatović';
const STREET = 'Ulica kneza Branimira Trpimirovića';
const CITY = '10000 Zagreb – Novi Zagreb (istok)';
const ISSUER = 'Glazbena škola Čakovec – Područni odjel Štrigova';

describe('invoice PDF and HUB-3 barcode', () => {
  it('carries every field of the slip, cut to its length, in a barcode a bank can read', async () => {
    const w = ctx.w;
    const child = await buildUser(ctx.db(), {
      schoolId: w.schoolA,
      ime: 'Šime',
      prezime: 'Žužić',
      programIds: [w.programA],
      programType: { [w.programA]: 'individualno1' },
      maloljetniClan: true,
      roditelj1: {
        ime: 'Đurđica',
        prezime: 'Čačić-Šoštarić Žganjer-Horvatović',
        brojMobitela: '+385911111111',
      },
      adresa: { ulica: 'Ulica kneza Branimira', kucniBroj: 'Trpimirovića', mjesto: CITY },
    });
    const saved = await call('admin', 'PUT', '/api/invoices/settings', {
      ...invoiceSettingsBody({
        issuerName: ISSUER,
        address: 'Trg Republike Hrvatske 1a',
        city: '40000 Čakovec',
      }),
      defaultDescription: 'Školarina glazbene škole za učenike',
    });
    expect(saved.statusCode).toBe(200);
    const issued = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-11',
      scope: { kind: 'students', studentIds: [child.id] },
    });
    expect(issued.statusCode).toBe(201);
    const invoice = issued.json().issued[0];
    expect(isValidHr01Reference(invoice.reference)).toBe(true);

    // The parent reads the invoice with the child's account.
    const asChild = bearer(await loginAs(ctx.t.app, child.korisnickoIme));
    const { url } = (
      await ctx.t.app.inject({
        method: 'GET',
        url: `/api/invoices/${invoice.id}/pdf`,
        headers: asChild,
      })
    ).json();
    const file = await ctx.t.app.inject({ method: 'GET', url, headers: asChild });
    expect(file.statusCode).toBe(200);
    const pdf = new Uint8Array(file.rawPayload);

    const lines = fromLatin2(await barcodeOnFirstPage(pdf)).split('\n');
    expect(lines).toEqual([
      'HRVHUB30',
      'EUR',
      '000000000005000',
      PARENT.slice(0, 30),
      STREET.slice(0, 27),
      '10000 Zagreb - Novi Zagreb',
      'Glazbena škola Čakovec -',
      'Trg Republike Hrvatske 1a'.slice(0, 25),
      '40000 Čakovec',
      'HR1210010051863000160',
      'HR01',
      invoice.reference,
      'OTHR',
      'Školarina glazbene škole za učenike',
      '',
    ]);
    expect(lines[3]).toBe('Đurđica Čačić-Šoštarić Žganjer');

    const text = await pdfText(pdf);
    expect(text).toContain(`Račun br. ${invoice.number}`);
    expect(text).toContain(PARENT);
    expect(text).toContain('Učenik: Šime Žužić');
    expect(text).toContain('Klavir – Individualno 1x tjedno');
    expect(text).toContain('50,00 €');
    expect(text).toContain('Rok plaćanja: 5. 12. 2026.');
    expect(text).toContain('HR1210010051863000160');
  });
});
