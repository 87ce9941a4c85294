import { describe, expect, it } from 'vitest';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { appPerFile } from '../../../test/app-per-file.ts';
import { bearer } from '../../../test/http.ts';
import { buildHomeWorld } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';
import { pdfText } from '../../../test/pdf-reading.ts';
import type { FiscalInvoice, InvoiceFiscalizer } from './fiscalisation.ts';

/**
 * After an issue commits, background jobs fiscalise each invoice with the plugged-in provider
 * (here a fake one) and draw its PDF. A provider that is down never turns into an error for the
 * admin: the job is retried until it answers.
 */

const provider = {
  mode: 'ok' as 'ok' | 'down' | 'zkiOnly',
  calls: [] as FiscalInvoice[],
};
const fake: InvoiceFiscalizer = {
  async fiscalize(invoice) {
    provider.calls.push(invoice);
    if (provider.mode === 'down') throw new Error('Porezna uprava ne odgovara (test)');
    const zki = `zki-${invoice.numberText}`;
    return { zki, jir: provider.mode === 'zkiOnly' ? null : `jir-${invoice.numberText}` };
  },
};

const start = new Date('2026-11-20T10:00:00.000Z');
const file = appPerFile(
  (t) => buildHomeWorld(t),
  () => start,
  {
    deps: { invoiceFiscalizer: fake },
  },
);
const admin = () => bearer(file.world.tokens.admin);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  file.t.app.inject({ method, url, headers: admin(), ...(payload ? { payload } : {}) });
const row = (id: number) =>
  file.t.database.db
    .selectFrom('invoices')
    .select(['zki', 'jir', 'pdfFileId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const issueFor = async (period: string) => {
  const res = await call('POST', '/api/invoices/issue', {
    period,
    scope: { kind: 'students', studentIds: [file.world.users.student.id] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().issued[0].id as number;
};

describe('fiscalisation and PDFs after the commit', () => {
  it('fills ZKI and JIR from the provider before the PDF is drawn', async () => {
    await call('PUT', '/api/invoices/settings', invoiceSettingsBody());
    const id = await issueFor('2026-11');
    // The answer does not wait for the provider.
    expect(provider.calls).toEqual([]);
    await file.t.app.platform.jobs.runDue();
    expect(provider.calls).toEqual([
      expect.objectContaining({
        issuerOib: '69435151530',
        numberText: '1/SKOLA1/1',
        premises: 'SKOLA1',
        device: '1',
        amountCents: 5000,
        zki: null,
      }),
    ]);
    expect(await row(id)).toMatchObject({ zki: 'zki-1/SKOLA1/1', jir: 'jir-1/SKOLA1/1' });
    const detail = (await call('GET', `/api/invoices/${id}`)).json();
    expect(detail).toMatchObject({ zki: 'zki-1/SKOLA1/1', jir: 'jir-1/SKOLA1/1' });
    const { url } = (await call('GET', `/api/invoices/${id}/pdf`)).json();
    const pdf = await call('GET', url);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('ZKI: zki-1/SKOLA1/1');
    expect(text).toContain('JIR: jir-1/SKOLA1/1');
  });

  it('retries while the provider is down, never failing the admin, and finishes once it answers', async () => {
    provider.mode = 'down';
    provider.calls = [];
    const id = await issueFor('2026-12');
    await file.t.app.platform.jobs.runDue();
    expect(provider.calls).toHaveLength(1);
    expect(await row(id)).toEqual({ zki: null, jir: null, pdfFileId: null });
    const job = () =>
      file.t.database.db
        .selectFrom('job_queue')
        .select(['status', 'attempts', 'lastError'])
        .where('name', '=', 'invoices.finish')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    expect(await job()).toMatchObject({ status: 'waiting', attempts: 1 });
    expect((await job()).lastError).toContain('Porezna uprava ne odgovara');

    // A download meanwhile is told to try again; the list and the detail work as ever.
    const pdf = await call('GET', `/api/invoices/${id}/pdf`);
    expect(pdf.statusCode).toBe(503);
    expect(pdf.json()).toMatchObject({ code: 'service_unavailable', message: m.pdfNotReady });
    expect((await call('GET', `/api/invoices/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/invoices/pdf-progress?period=2026-12')).json()).toEqual({
      total: 1,
      ready: 0,
    });
    // Not due again yet: nothing is tried.
    provider.calls = [];
    await file.t.app.platform.jobs.runDue();
    expect(provider.calls).toEqual([]);

    provider.mode = 'ok';
    file.t.clock.now = new Date(start.getTime() + 60_000);
    await file.t.app.platform.jobs.runDue();
    expect(await job()).toMatchObject({ status: 'done', attempts: 2 });
    expect(await row(id)).toMatchObject({ zki: 'zki-2/SKOLA1/1', jir: 'jir-2/SKOLA1/1' });
    expect((await row(id)).pdfFileId).not.toBeNull();
    expect((await call('GET', '/api/invoices/pdf-progress?period=2026-12')).json()).toEqual({
      total: 1,
      ready: 1,
    });
  });

  it('draws the PDF with the ZKI alone when the provider answers no JIR yet', async () => {
    provider.mode = 'zkiOnly';
    const id = await issueFor('2027-01');
    await file.t.app.platform.jobs.runDue();
    expect(await row(id)).toMatchObject({ zki: 'zki-3/SKOLA1/1', jir: null });
    const { url } = (await call('GET', `/api/invoices/${id}/pdf`)).json();
    const text = await pdfText(new Uint8Array((await call('GET', url)).rawPayload));
    expect(text).toContain('ZKI: zki-3/SKOLA1/1');
    expect(text).not.toContain('JIR:');
  });
});
