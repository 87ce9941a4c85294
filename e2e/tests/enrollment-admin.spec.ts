import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('an admin follows the open year, opens another and downloads the merged PDF with progress', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/enrollments');
  // The demo opened the next school year; some students accepted, others did not.
  const summary = page.getByRole('region', { name: /^Školska godina / });
  await expect(summary).toBeVisible();
  const nextYear = (await summary.getByRole('heading').textContent())!.replace(
    'Školska godina ',
    '',
  );
  await expect(summary.getByText('Čeka potvrdu')).toBeVisible();
  await expect(summary.getByText('Upis potvrđen')).toBeVisible();

  // The merged PDF: the progress bar shows while it arrives (the answer is held back a little).
  await page.route('**/api/enrollment/confirmations**', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ response });
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Potvrde (jedan PDF)' }).click();
  await expect(page.getByLabel('Preuzimanje…')).toBeVisible();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByLabel('Preuzimanje…')).toBeHidden();

  // Another school year: the current one, not opened for enrollment yet.
  await page.getByRole('button', { name: 'Otvori upis za novu školsku godinu' }).click();
  const form = page.getByRole('form', { name: 'Otvori upis' });
  await expect(form).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const choice = form.getByLabel('Školska godina');
  const options = await choice.locator('option').allTextContents();
  expect(options).not.toContain(nextYear);
  const other = options.find((o) => /^\d{4}\.\/\d{4}\.$/.test(o))!;
  await choice.selectOption({ label: other });
  await form.getByLabel(/^Tekst uvjeta upisa/).fill('<p>Uvjeti za tekuću godinu</p>');
  await form.getByRole('button', { name: 'Otvori upis' }).click();
  await expect(form).toBeHidden();

  // Both years can be followed; each has its own agreement version and counts.
  const picker = page.getByLabel('Upis za školsku godinu');
  await expect(picker.locator('option')).toHaveText([nextYear, other]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await picker.selectOption({ label: other });
  await expect(summary.getByRole('heading')).toHaveText(`Školska godina ${other}`);
  await expect(summary.getByText('Uvjeti upisa: verzija 1')).toBeVisible();
  await expect(summary.locator('.enrollment-stat').first()).toHaveText(/^0 Upis potvrđen/);
  await picker.selectOption({ label: nextYear });
  await expect(summary.getByRole('heading')).toHaveText(`Školska godina ${nextYear}`);
  await context.close();
});
