import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { signIn } from './helpers.ts';

/**
 * Invoices in Chromium. An admin issues November of this school year for the Gitara program on
 * a desktop and mails one invoice; a parent, signed in with the child's account on a phone,
 * opens it, copies IBAN and reference into the clipboard and downloads the PDF, which names the
 * student and the amount. Then every invoice screen (admin and student) in both themes at both
 * sizes: axe finds nothing.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const MONTHS = [
  'Siječanj',
  'Veljača',
  'Ožujak',
  'Travanj',
  'Svibanj',
  'Lipanj',
  'Srpanj',
  'Kolovoz',
  'Rujan',
  'Listopad',
  'Studeni',
  'Prosinac',
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** November of the school year today falls in (it starts in September), 'YYYY-11'. */
function novemberOfSchoolYear(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zagreb',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return `${month >= 9 ? year : year - 1}-11`;
}

async function open(
  browser: Browser,
  baseURL: string | undefined,
  theme: 'light' | 'dark',
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return { context, page: await context.newPage() };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test('an admin issues November for a program, a parent pays it from a phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const period = novemberOfSchoolYear();
  const [year] = period.split('-');

  // The admin on a desktop.
  const admin = await open(browser, baseURL, 'light', DESKTOP);
  await signIn(admin.page, 'admin');
  await admin.page.goto('/racuni-admin');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Računi učenika' })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Izdaj račune' }).click();
  const wizard = admin.page.getByRole('dialog', { name: 'Izdavanje računa' });
  await wizard.getByLabel('Vrsta razdoblja').selectOption('month');
  await wizard.getByLabel('Mjesec', { exact: true }).fill(period);
  await wizard.getByLabel('Učenici').selectOption({ label: 'Program: Gitara' });
  await wizard.getByRole('button', { name: 'Pregled iznosa' }).click();
  const preview = wizard.getByRole('table', { name: 'Pregled računa' });
  await expect(preview.getByRole('row', { name: /Luka Malić/ })).toContainText('Gitara – Grupno');
  await wizard.getByRole('button', { name: /^Izdaj \d+ računa$/ }).click();
  await expect(wizard.getByText(/Izdano računa: \d+\.|Izdan je 1 račun\./)).toBeVisible();
  // The PDFs are made in the background; the wizard follows them to the end.
  await expect(wizard.getByText('Svi PDF-ovi su izrađeni.')).toBeVisible({ timeout: 90_000 });
  await wizard.getByRole('button', { name: 'Gotovo' }).click();

  // The new invoice, found by the student's name, is mailed with its PDF.
  await admin.page.getByLabel('Pretraga').fill('Luka Malić');
  const table = admin.page.getByRole('table', { name: 'Računi' });
  const row = table.getByRole('row', { name: new RegExp(`Luka Malić.*studeni ${year}`) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Pošalji e-poštom račun/ }).click();
  await expect(admin.page.getByText('Račun je poslan e-poštom.')).toBeVisible();
  await expect(row).toContainText('Poslano e-poštom');
  await admin.context.close();

  // The parent on a phone, with the child's account.
  const parent = await open(browser, baseURL, 'light', PHONE);
  await parent.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(parent.page, 'ucenik.mali');
  await expect(parent.page.getByRole('heading', { name: 'Stanje računa' })).toBeVisible();
  await parent.page.getByRole('link', { name: 'Otvori račune i plati' }).click();
  await expect(parent.page.getByRole('heading', { level: 1, name: 'Računi' })).toBeVisible();
  await parent.page.getByRole('link', { name: new RegExp(`${MONTHS[10]} ${year}\\.`) }).click();
  const barcode = parent.page.getByRole('img', { name: /Barkod za plaćanje računa/ });
  await expect(barcode).toBeVisible();
  // Large on the phone: nearly the screen's width, and rows taller than a module is wide.
  const box = (await barcode.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.height).toBeGreaterThan(box.width / 4);
  await expect(parent.page.getByText('Maja Malić')).toBeVisible();

  await parent.page.getByRole('button', { name: 'Kopiraj: IBAN' }).click();
  await expect(parent.page.getByText('Kopirano.')).toBeVisible();
  expect(await parent.page.evaluate(() => navigator.clipboard.readText())).toBe(
    'HR1210010051863000160',
  );
  const reference = (await parent.page.locator('.invoice-copy code').nth(1).innerText())
    .split(' ')
    .at(-1)!;
  await parent.page.getByRole('button', { name: 'Kopiraj: poziv na broj' }).click();
  expect(await parent.page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  const amount = await parent.page.locator('.invoice-amount').innerText();

  const download = parent.page.waitForEvent('download');
  await parent.page.getByRole('button', { name: 'Preuzmi PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^racun-\d+-SKOLA1-1\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = await pdfText(Buffer.concat(chunks));
  expect(text).toContain('Učenik: Luka Malić');
  expect(text).toContain('Maja Malić');
  expect(text).toContain(amount.replace(/\s/g, ' ').replace(/\u00a0/g, ' '));
  expect(text).toContain(reference);
  await parent.context.close();
});

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`invoice screens pass axe (${theme}, ${size})`, async ({ browser, baseURL }) => {
      // Many axe passes on a shared machine: generous, as a budget for the worst run.
      test.setTimeout(300_000);
      const admin = await open(browser, baseURL, theme, viewport);
      await signIn(admin.page, 'admin');
      await admin.page.goto('/racuni-admin');
      await expect(admin.page.getByRole('table', { name: 'Računi' })).toBeVisible();
      await expectNoViolations(admin.page);

      await admin.page.getByRole('button', { name: 'Izdaj račune' }).click();
      const wizard = admin.page.getByRole('dialog', { name: 'Izdavanje računa' });
      await wizard.getByLabel('Vrsta razdoblja').selectOption('instalment');
      await wizard.getByLabel('Učenici').selectOption('students');
      await wizard.getByLabel('Dodaj učenika').fill('Iva');
      await wizard.getByRole('button', { name: 'Odaberi: Iva Učenica' }).click();
      await wizard.getByRole('button', { name: 'Pregled iznosa' }).click();
      await expect(wizard.getByRole('table', { name: 'Pregled računa' })).toBeVisible();
      await expectNoViolations(admin.page);
      await admin.page.keyboard.press('Escape');

      await admin.page.getByRole('button', { name: 'Uvoz uplata' }).click();
      await expect(admin.page.getByRole('dialog', { name: 'Uvoz uplata' })).toBeVisible();
      await expectNoViolations(admin.page);
      await admin.page.keyboard.press('Escape');

      await admin.page.getByRole('button', { name: 'Postavke' }).click();
      const settings = admin.page.getByRole('dialog', { name: 'Postavke računa' });
      await expect(settings.getByLabel('Model plaćanja')).toHaveValue('HR01');
      await expect(settings.getByLabel('Šifra namjene')).toHaveValue('OTHR');
      await expectNoViolations(admin.page);
      await admin.page.keyboard.press('Escape');

      await admin.page.getByRole('button', { name: 'Pošalji e-poštom', exact: true }).click();
      await expect(
        admin.page.getByRole('alertdialog', { name: 'Slanje računa e-poštom' }),
      ).toBeVisible();
      await expectNoViolations(admin.page);
      await admin.page.getByRole('button', { name: 'Odustani' }).click();
      await admin.context.close();

      const student = await open(browser, baseURL, theme, viewport);
      await signIn(student.page, 'ucenik');
      await student.page.goto('/racuni');
      await expect(student.page.getByRole('list', { name: 'Moji računi' })).toBeVisible();
      await expectNoViolations(student.page);
      await student.page
        .getByRole('list', { name: 'Moji računi' })
        .getByRole('link')
        .first()
        .click();
      await expect(student.page.getByRole('img', { name: /Barkod za plaćanje/ })).toBeVisible();
      await expectNoViolations(student.page);
      await student.page.getByRole('button', { name: 'Povećaj barkod' }).click();
      await expect(student.page.getByRole('dialog', { name: 'Barkod za plaćanje' })).toBeVisible();
      await expectNoViolations(student.page);
      await student.context.close();

      // A mentor has no invoices: a Croatian note, not an error.
      const mentor = await open(browser, baseURL, theme, viewport);
      await signIn(mentor.page, 'mentor');
      await mentor.page.goto('/racuni');
      await expect(
        mentor.page.getByText('Računi se izdaju učenicima, pa ovdje nemate svojih računa.'),
      ).toBeVisible();
      await expect(mentor.page.getByRole('alert')).toHaveCount(0);
      await expectNoViolations(mentor.page);
      await mentor.context.close();
    });
  }
}
