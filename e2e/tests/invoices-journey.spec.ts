import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

/**
 * Invoices in Chromium: an admin issues next month for a program on a desktop, and a parent
 * (signed in with the child's account) opens the invoice on a phone and downloads its PDF.
 * Axe finds nothing on the admin screen, the wizard, the list and the slip, in both themes.
 */

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** The month after the current one in Zagreb, 'YYYY-MM' (the demo has issued up to this one). */
function nextMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zagreb',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
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

for (const theme of ['light', 'dark'] as const) {
  test(`admin issues a month for a program, a parent pays from a phone (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const period = theme === 'light' ? nextMonth() : '2030-01';

    // The admin on a desktop.
    const admin = await open(browser, baseURL, theme, { width: 1440, height: 900 });
    await signIn(admin.page, 'admin');
    await admin.page.goto('/racuni-admin');
    await expect(
      admin.page.getByRole('heading', { level: 1, name: 'Računi učenika' }),
    ).toBeVisible();
    await expect(admin.page.getByRole('table', { name: 'Računi' })).toBeVisible();
    await expectNoViolations(admin.page);

    await admin.page.getByRole('button', { name: 'Izdaj račune' }).click();
    const wizard = admin.page.getByRole('dialog', { name: 'Izdavanje računa' });
    await wizard.getByLabel('Mjesec').fill(period);
    await wizard.getByLabel('Učenici').selectOption({ label: 'Program: Gitara' });
    await wizard.getByRole('button', { name: 'Pregled iznosa' }).click();
    const preview = wizard.getByRole('table', { name: 'Pregled računa' });
    await expect(preview.getByRole('row', { name: /Luka Malić/ })).toContainText('Gitara – Grupno');
    await expectNoViolations(admin.page);
    await wizard.getByRole('button', { name: /^Izdaj \d+ računa$/ }).click();
    await expect(wizard).toBeHidden();
    await expect(admin.page.getByText(/Izdano računa: \d+\.|Izdan je 1 račun\./)).toBeVisible();
    await admin.context.close();

    // The parent on a phone, with the child's account.
    const parent = await open(browser, baseURL, theme, { width: 390, height: 844 });
    await signIn(parent.page, 'ucenik.mali');
    await expect(parent.page.getByRole('heading', { name: 'Stanje računa' })).toBeVisible();
    await parent.page.getByRole('link', { name: 'Otvori račune i plati' }).click();
    await expect(parent.page.getByRole('heading', { level: 1, name: 'Računi' })).toBeVisible();
    await expectNoViolations(parent.page);
    const [year, month] = period.split('-');
    const monthNames = [
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
    await parent.page
      .getByRole('link', { name: new RegExp(`${monthNames[Number(month) - 1]} ${year}\\.`) })
      .click();
    await expect(parent.page.getByRole('img', { name: /Barkod za plaćanje računa/ })).toBeVisible();
    await expect(parent.page.getByText('HR1210010051863000160')).toBeVisible();
    await expect(parent.page.getByText('Maja Malić')).toBeVisible();
    await expectNoViolations(parent.page);

    const download = parent.page.waitForEvent('download');
    await parent.page.getByRole('button', { name: 'Preuzmi PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^racun-\d+-SKOLA1-1\.pdf$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await parent.context.close();
  });
}
