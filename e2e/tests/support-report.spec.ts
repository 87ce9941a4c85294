import { expect, test } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expectAxeInBothThemes,
  expectFits,
  logIn,
  supportPage,
} from './support-helpers.ts';

test('a pupil reports a problem step by step; the admin answers it from the inbox', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const pupil = await supportPage(browser, baseURL ?? '', PHONE);
  const page = pupil.page;
  await logIn(page, 'ucenik');
  await page.getByRole('link', { name: 'Prijavi problem' }).click();
  await expect(page).toHaveURL(/\/report-problem$/);
  await expectFits(page);

  // Each step needs its answer before the next.
  await page.getByRole('button', { name: 'Dalje' }).click();
  await expect(page.getByRole('alert')).toHaveText('Odaberite kategoriju problema.');
  await page.getByRole('radio', { name: 'Sadržaj i funkcije' }).check();
  await page.getByRole('button', { name: 'Dalje' }).click();
  await page.getByRole('button', { name: 'Dalje' }).click();
  await expect(page.getByRole('alert')).toHaveText('Odaberite podkategoriju problema.');
  await page.getByRole('radio', { name: 'Raspored' }).check();
  await page.getByRole('button', { name: 'Dalje' }).click();
  await page.getByLabel('Opis problema (najmanje 10 znakova)').fill('Ne radi');
  await page.getByRole('button', { name: 'Pošalji prijavu' }).click();
  await expect(page.getByRole('alert')).toHaveText('Opis mora imati najmanje 10 znakova.');
  await expectFits(page);
  await expectAxeInBothThemes(page);

  // The reload kept the theme but restarted the wizard: go through it again and send.
  await page.getByRole('radio', { name: 'Sadržaj i funkcije' }).check();
  await page.getByRole('button', { name: 'Dalje' }).click();
  await page.getByRole('radio', { name: 'Raspored' }).check();
  await page.getByRole('button', { name: 'Dalje' }).click();
  const description = `Raspored ne prikazuje sat iz glazbene teorije (${Date.now()}).`;
  await page.getByLabel('Opis problema (najmanje 10 znakova)').fill(description);
  await page.getByLabel('Koraci do problema (neobavezno)').fill('Otvori Raspored, tjedan B');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/error/report'));
  await page.getByRole('button', { name: 'Pošalji prijavu' }).click();
  expect((await sent).status()).toBe(202);
  await expect(page.getByRole('status')).toContainText('Vaša prijava je zaprimljena');
  await pupil.context.close();

  for (const viewport of [PHONE, DESKTOP]) {
    const admin = await supportPage(browser, baseURL ?? '', viewport);
    await logIn(admin.page, 'admin');
    await admin.page.goto('/admin/prijave-problema');
    const card = admin.page.getByRole('article').filter({ hasText: description });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Iva Učenica (Učenik)');
    await expect(card).toContainText('Otvori Raspored, tjedan B');
    await expectFits(admin.page);
    if (viewport === DESKTOP) {
      await card.getByRole('button', { name: 'Odgovori emailom' }).click();
      await card.getByLabel('Odgovor pošiljatelju').fill('Hvala, ispravljeno je u novoj verziji.');
      await card.getByRole('button', { name: 'Pošalji odgovor' }).click();
      await expect(admin.page.getByText('Odgovor je poslan emailom.')).toBeVisible();
      await admin.page.getByRole('button', { name: /^U obradi/ }).click();
      await expect(card.getByLabel('Status')).toHaveValue('in_progress');
      await card.getByLabel('Status').selectOption('resolved');
      await expect(admin.page.getByText('Status prijave je spremljen.')).toBeVisible();
      await admin.page.getByRole('button', { name: /^Riješeno/ }).click();
      await expect(card).toContainText('Hvala, ispravljeno je u novoj verziji.');
      await expectAxeInBothThemes(admin.page);
    }
    await admin.context.close();
  }
});
