import { expect, test } from '@playwright/test';
import { apiToken, mailField, waitForMail } from './accounts-helpers.ts';
import { DEMO_PASSWORD } from './helpers.ts';
import {
  DESKTOP,
  PHONE,
  expectAxeInBothThemes,
  expectFits,
  logIn,
  supportPage,
} from './support-helpers.ts';

test('anyone changes their own password from Profil', async ({ browser, baseURL }) => {
  const { context, page } = await supportPage(browser, baseURL ?? '', PHONE);
  // A demo student no other journey signs in as or resets (accounts-reset resets ucenik20, Noa).
  await logIn(page, 'klara.tomic');
  await page.goto('/profil');
  await page.getByRole('link', { name: 'Promijeni lozinku' }).click();
  await expect(page).toHaveURL(/\/promjena-lozinke$/);
  await expectFits(page);
  const change = async (from: string, to: string) => {
    await page.getByLabel('Trenutna lozinka', { exact: true }).fill(from);
    await page.getByLabel('Nova lozinka', { exact: true }).fill(to);
    await page.getByLabel('Ponovite novu lozinku', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Spremi novu lozinku' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  };
  await change(DEMO_PASSWORD, 'nova-lozinka-klara-1');
  const fresh = await supportPage(browser, baseURL ?? '', DESKTOP);
  await logIn(fresh.page, 'klara.tomic', 'nova-lozinka-klara-1');
  await fresh.context.close();
  // And back, so the demo password still works.
  await page.goto('/promjena-lozinke');
  await change('nova-lozinka-klara-1', DEMO_PASSWORD);
  await context.close();
});

test('siblings confirm their shared e-mail with a code, then switch without a password', async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await supportPage(browser, baseURL ?? '', PHONE);
  await logIn(page, 'ana.horvat');
  await page.goto('/profil');
  const card = page.getByRole('region', { name: 'Povezani računi' });
  await card.getByRole('button', { name: 'Prikaži' }).click();
  await expect(card.getByRole('link', { name: 'Prijavi se kao luka.horvat' })).toBeVisible();
  await card.getByRole('button', { name: 'Pošalji kôd na email' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Kôd za potvrdu poslan je na zajedničku email adresu.',
  );
  const admin = await apiToken(request, 'admin');
  const mail = await waitForMail(request, admin, 'account-link-code', 'obitelj.horvat@example.com');
  await card.getByLabel('Kôd iz emaila').fill(mailField(mail.text, 'Kôd za potvrdu'));
  await card.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page.getByText(/Povezani računi su potvrđeni/)).toBeVisible();
  await expectFits(page);
  await expectAxeInBothThemes(page);

  await card.getByRole('button', { name: 'Prikaži' }).click();
  await card.getByRole('button', { name: 'Prebaci na Luka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await page.goto('/profil');
  await expect(page.getByRole('heading', { level: 2, name: 'Luka Horvat' })).toBeVisible();
  await context.close();
});
