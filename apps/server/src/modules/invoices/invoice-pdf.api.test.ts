import { describe, expect, it } from 'vitest';
import { isValidHr01Reference } from '@takt/shared/payment-codes';
import { buildProgram, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';
import {
  barcodeInSvg,
  barcodeOnFirstPage,
  pdfPageTexts,
  pdfText,
} from '../../../test/pdf-reading.ts';
import { fromLatin2, hub3Lines, SCREEN_ROW_HEIGHT } from './hub3.ts';

/**
 * The invoice PDF as a parent's bank app sees it: page 1 rendered to pixels, the PDF417 barcode
 * decoded with ZXing, every HUB-3 field compared (Croatian letters, long names cut).
 */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));
const { as } = ctx;
const call = (
  role: HomeRole | 'child',
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  ctx.t.app.inject({
    method,
    url,
    headers: role === 'child' ? childHeaders! : as(role),
    ...(payload ? { payload } : {}),
  });
let childHeaders: { authorization: string } | undefined;

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
    childHeaders = asChild;
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

describe('the barcode on screen (/racuni/{id})', () => {
  it('is a PDF417 a phone reads: rows at least three modules tall, every field as in the PDF', async () => {
    const mine = await call('child', 'GET', '/api/invoices/mine');
    const [invoice] = mine.json().invoices;
    const detail = (await call('child', 'GET', `/api/invoices/${invoice.id}`)).json();
    const svg: string = detail.barcodeSvg;
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.map(Number);
    // Rows: every run of the path is SCREEN_ROW_HEIGHT modules tall; the symbol is wide, not a strip.
    expect(SCREEN_ROW_HEIGHT).toBeGreaterThanOrEqual(3);
    expect(svg).toMatch(new RegExp(`v${SCREEN_ROW_HEIGHT}h-`));
    expect(svg).not.toMatch(/v[0-2]h-/);
    expect(h! / w!).toBeGreaterThan(0.25);
    // Decoded from pixels as a screen shows it, at a phone's width and at a desktop's.
    for (const width of [360, 700]) {
      const lines = fromLatin2(await barcodeInSvg(svg, width)).split('\n');
      expect(lines).toEqual([
        ...hub3Lines({
          amountCents: detail.amountCents,
          payerName: detail.payer.name,
          payerAddress: detail.payer.address,
          payerCity: detail.payer.city,
          payeeName: detail.issuer.name,
          payeeAddress: detail.issuer.address,
          payeeCity: detail.issuer.city,
          iban: detail.issuer.iban,
          model: detail.model,
          reference: detail.reference,
          purposeCode: detail.purposeCode,
          description: detail.description,
        }),
        '',
      ]);
      expect(lines[3]).toBe('Đurđica Čačić-Šoštarić Žganjer');
      expect(lines[11]).toBe(detail.reference);
    }
  });
});

describe('a long invoice', () => {
  it('flows its items to a second page and keeps the slip whole and readable on page 1', async () => {
    const w = ctx.w;
    const programs: number[] = [];
    for (let i = 1; i <= 16; i++) {
      programs.push(
        await buildProgram(ctx.db(), w.schoolA, {
          naziv: `Predmet ${i}`,
          tipovi: [{ tip: 'individualno1', cijena: 1000 + i }],
        }),
      );
    }
    const busy = await buildUser(ctx.db(), {
      schoolId: w.schoolA,
      ime: 'Marta',
      prezime: 'Mnogić',
      programIds: programs,
      programType: Object.fromEntries(programs.map((p) => [p, 'individualno1'])),
    });
    const issued = await call('admin', 'POST', '/api/invoices/issue', {
      period: '2026-12',
      scope: { kind: 'students', studentIds: [busy.id] },
    });
    const invoice = issued.json().issued[0];
    const { url } = (await call('admin', 'GET', `/api/invoices/${invoice.id}/pdf`)).json();
    const pdf = new Uint8Array((await call('admin', 'GET', url)).rawPayload);
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Predmet 1 – Individualno 1x tjedno');
    expect(pages[0]).toContain('Nastavak na sljedećoj stranici.');
    expect(pages[0]).toContain('NALOG ZA PLAĆANJE (HUB-3A)');
    expect(pages[1]).toContain(`Račun br. ${invoice.number} – stranica 2`);
    expect(pages[1]).toContain('Predmet 16 – Individualno 1x tjedno');
    expect(pages[1]).toContain('Ukupno za platiti');
    expect(pages[1]).toContain('161,36 €');
    // Every item once, none lost at the page break.
    for (let i = 1; i <= 16; i++) {
      expect(pages.join('\n').split(`Predmet ${i} – `)).toHaveLength(2);
    }
    const lines = fromLatin2(await barcodeOnFirstPage(pdf)).split('\n');
    expect(lines[2]).toBe('000000000016136');
  });
});
