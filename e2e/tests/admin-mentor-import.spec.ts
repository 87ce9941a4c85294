import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { expectNoViolationsInBothThemes, pageAt, signInAs, viewports } from './admin-helpers.ts';

const headers = [
  'Ime',
  'Prezime',
  'E-mail',
  'Mobitel',
  'Predmet',
  'Programi (odvojeni zarezom)',
  'Administrator (da/ne)',
];

/** Mentors filled in by a secretary: one good row, one with a bad e-mail and an unknown program. */
async function sheet(tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Mentori');
  ws.addRow(headers);
  ws.addRow(['Dobrila', `Mentorić${tag}`, `dobrila.${tag}@example.com`, '', 'Klavir', '', 'ne']);
  ws.addRow(['Loša', `Mentorić${tag}`, 'nije-email', '', '', 'Bubnjevi', 'ne']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a secretary imports mentors from XLSX, fixes the bad row and commits', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Names take letters only: the run's stamp spelled with letters.
  const tag = String(Date.now() % 100_000).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const { context, page } = await pageAt(browser, baseURL ?? '', viewports[1]!);
  await signInAs(page, 'admin');
  await page.goto('/mentori');
  await page.getByRole('link', { name: 'Uvoz iz XLSX' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uvoz mentora' })).toBeVisible();
  await page.getByLabel('XLSX datoteka').setInputFiles({
    name: 'mentori.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet(tag),
  });
  await expect(
    page.getByText('Novi: 1 · Duplikati (preskaču se): 0 · Neispravni: 1'),
  ).toBeVisible();
  await expect(page.getByText('Nepoznat program: Bubnjevi.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Spremi mentore/ })).toBeDisabled();
  await expectNoViolationsInBothThemes(page);

  await page.getByLabel('E-mail (redak 3)').fill(`losa.${tag}@example.com`);
  await page.getByLabel('Programi (odvojeni zarezom) (redak 3)').fill('');
  await page.getByRole('button', { name: 'Provjeri ponovno' }).click();
  await expect(
    page.getByText('Novi: 2 · Duplikati (preskaču se): 0 · Neispravni: 0'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Spremi mentore (2)' }).click();
  await expect(page.getByText('Uvezeno mentora: 2.').first()).toBeVisible();
  await page.goto('/mentori');
  await page.getByLabel('Pretraži mentore').fill(`mentoric${tag}`);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Mentorić${tag}`) }),
  ).toHaveCount(2);
  await context.close();
});
