import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolationsInBothThemes, pageAt, signInAs, viewports } from './admin-helpers.ts';

const headers = [
  'Ime',
  'Prezime',
  'E-mail',
  'OIB',
  'Datum rođenja',
  'Mobitel',
  'Ulica',
  'Kućni broj',
  'Mjesto',
  'Program',
  'Način pohađanja',
  'Roditelj ime',
  'Roditelj prezime',
  'Roditelj mobitel',
  'Teorija (da/ne)',
  'Zbor (da/ne)',
];

/** The template filled in by a secretary: one good row and two bad ones. */
async function sheet(tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Učenici');
  ws.addRow(headers);
  const row = (ime: string, email: string, oib: string) =>
    ws.addRow([
      ime,
      `Uvezić${tag}`,
      email,
      oib,
      '01.02.2004.',
      '',
      '',
      '',
      'Zagreb',
      'Klavir',
      'Individualno 1x tjedno',
      '',
      '',
      '',
      'da',
      'ne',
    ]);
  row('Dobra', `dobra.${tag.toLowerCase()}@example.com`, '');
  row('Losemail', 'nije-email', '');
  row('Loseoib', `oib.${tag.toLowerCase()}@example.com`, '12345678901');
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importJourney(page: Page, tag: string, axe: boolean) {
  await page.goto('/korisnici');
  await page.getByRole('link', { name: 'Uvoz iz XLSX' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uvoz učenika' })).toBeVisible();
  await page.getByLabel('XLSX datoteka').setInputFiles({
    name: 'ucenici.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet(tag),
  });
  await expect(
    page.getByText('Novi: 1 · Duplikati (preskaču se): 0 · Neispravni: 2'),
  ).toBeVisible();
  await expect(page.getByText('Unesite ispravnu email adresu').first()).toBeVisible();
  await expect(
    page.getByText('OIB nije ispravan (kontrolna znamenka ne odgovara)').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Spremi učenike/ })).toBeDisabled();
  if (axe) await expectNoViolationsInBothThemes(page);

  await page.getByLabel('Email (redak 3)').fill(`losemail.${tag.toLowerCase()}@example.com`);
  await page.getByLabel('OIB (redak 4)').fill('');
  await page.getByRole('button', { name: 'Provjeri ponovno' }).click();
  await expect(
    page.getByText('Novi: 3 · Duplikati (preskaču se): 0 · Neispravni: 0'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Spremi učenike (3)' }).click();
  await expect(page.getByText('Uvezeno učenika: 3.').first()).toBeVisible();
}

async function filterJourney(page: Page, tag: string, axe: boolean) {
  await page.goto('/korisnici');
  await expect(page.getByRole('heading', { level: 1, name: 'Korisnici' })).toBeVisible();
  await page.getByLabel('Bez mentora').check();
  await page.getByLabel('Pretraži (ime, email, korisničko ime, OIB)').fill(`uvezic${tag}`);
  await expect(page.getByText('pronađeno: 3')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: `Uvezić${tag} Dobra` })).toBeVisible();
  await page.getByLabel('Pretraži (ime, email, korisničko ime, OIB)').fill('');
  await expect(page.getByRole('heading', { level: 3, name: /Horvat Ivan$/ })).toHaveCount(0);
  if (axe) await expectNoViolationsInBothThemes(page);
}

async function eraseJourney(page: Page, tag: string, axe: boolean) {
  await page.goto('/delete');
  await page.getByLabel('Ime, prezime, korisničko ime ili email').fill(`Dobra Uvezić${tag}`);
  await page.getByRole('button', { name: new RegExp(`Uvezić${tag} Dobra`) }).click();
  const name = `Dobra Uvezić${tag}`;
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trajno izbriši podatke' })).toBeDisabled();
  if (axe) await expectNoViolationsInBothThemes(page);
  await page.getByLabel(`Za potvrdu upišite: ${name}`).fill(name);
  await page.getByRole('button', { name: 'Trajno izbriši podatke' }).click();
  await expect(page.getByText('Osobni podaci korisnika su izbrisani.')).toBeVisible();
  await page.getByLabel('Ime, prezime, korisničko ime ili email').fill(`Dobra Uvezić${tag}`);
  await expect(page.getByRole('button', { name: new RegExp(`Uvezić${tag} Dobra`) })).toHaveCount(0);
}

for (const viewport of viewports) {
  test(`a secretary imports, filters and erases on a ${viewport.name}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await pageAt(browser, baseURL ?? '', viewport);
    const tag = viewport.name === 'phone' ? 'Tel' : 'Des';
    await signInAs(page, 'admin');
    // axe (both themes) on each screen once: the import and erasure on the phone, the list on
    // the desktop, keeping the run short.
    const phone = viewport.name === 'phone';
    await importJourney(page, tag, phone);
    await filterJourney(page, tag, !phone);
    await eraseJourney(page, tag, phone);
    await context.close();
  });
}

test('the other administration screens have no axe violations', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await pageAt(browser, baseURL ?? '', viewports[0]);
  await signInAs(page, 'admin');
  for (const [path, heading] of [
    ['/mentori', 'Mentori'],
    ['/programi', 'Programi'],
    ['/admin/revizija', 'Revizijski zapis'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoViolationsInBothThemes(page);
  }
  await page.goto('/programi');
  await page.getByRole('button', { name: 'Novi program' }).click();
  await expect(page.getByRole('dialog', { name: 'Novi program' })).toBeVisible();
  await expectNoViolationsInBothThemes(page);
  await context.close();
});

test('a student downloads their own data from the profile', async ({ browser, baseURL }) => {
  const { context, page } = await pageAt(browser, baseURL ?? '', viewports[0]);
  await signInAs(page, 'ucenik');
  await page.goto('/profil');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Preuzmi moje podatke' }).click();
  expect((await download).suggestedFilename()).toBe('podaci-ucenik.zip');
  await context.close();
});
