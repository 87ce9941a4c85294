import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a student enrolls for the next school year and downloads the confirmation (phone)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, 'ucenik');
  await page.goto('/profil');
  const card = page.getByRole('region', { name: /^Upis / });
  await expect(card.getByText('Čeka potvrdu')).toBeVisible();
  await card.getByRole('link', { name: 'Upiši se!' }).click();

  await expect(page).toHaveURL(/\/enroll$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Upis za školsku godinu/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Uvjeti upisa \(verzija 1\)/ })).toBeVisible();
  await expect(page.getByLabel('Program')).toHaveValue(/\d+/);
  await page.getByLabel('OIB').fill('123');
  await page.getByLabel('Ulica').fill('Ilica');
  await page.getByLabel('Mjesto').fill('Zagreb');
  await page.getByLabel('Broj mobitela').fill('091 234 5678');
  await page.getByRole('button', { name: 'Potvrdi upis' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Neispravan unos podataka:' });
  await expect(problems).toContainText('OIB mora imati 11 znamenki');
  await expect(problems).toContainText('Potrebno je prihvatiti uvjete upisa.');

  await page.getByLabel('OIB').fill('69435151530');
  await page.getByLabel('Pročitao/la sam i prihvaćam uvjete upisa').check();
  await page.getByRole('button', { name: 'Potvrdi upis' }).click();
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/);

  await page.goto('/profil');
  await expect(card.getByText(/Upis potvrđen|Aktivno/)).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Preuzmi potvrdu (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^potvrda-o-upisu-Iva-Ucenica-\d+\.pdf$/);
  await context.close();
});
