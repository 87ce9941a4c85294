import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';
import { openProfile, signedInPage } from './profile-helpers.ts';

test('a student switches to a linked account through its prefilled login', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL ?? '', 'ana.horvat');
  await openProfile(page);
  const card = page.getByRole('region', { name: 'Povezani računi' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Prikaži' }).click();
  await expect(card.getByText('Trenutni račun')).toBeVisible();
  const link = card.getByRole('link', { name: 'Prijavi se kao luka.horvat' });
  await expect(link).toHaveAttribute('href', '/login?prefill=luka.horvat');
  await link.click();

  await expect(page).toHaveURL(/\/login\?prefill=luka\.horvat$/);
  await expect(page.getByPlaceholder('Unesite email adresu ili korisničko ime')).toHaveValue(
    'luka.horvat',
  );
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await openProfile(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Luka Horvat' })).toBeVisible();
  await context.close();
});

test('a student without siblings sees no linked-accounts card; settings save and close', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL ?? '', 'ucenik');
  await openProfile(page);
  await expect(page.getByRole('button', { name: 'Odjava' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Povezani računi' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Postavke', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Postavke' });
  await dialog.getByLabel('Tamna').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await dialog.getByLabel('Zelena').check();
  expect(await page.evaluate(() => localStorage.getItem('colorPreset'))).toBe('green');
  await expect(dialog.getByLabel('Vrijeme podsjetnika')).toHaveValue('14:00');
  await dialog.getByLabel('Vrijeme podsjetnika').fill('18:30');
  await dialog.getByLabel('Podsjetnici za vježbanje').uncheck();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/reminder-settings'));
  await dialog.getByRole('button', { name: 'Spremi postavke' }).click();
  expect((await saved).postDataJSON()).toEqual({
    reminderPreferences: { reminderTime: '18:30', classReminders: true, practiceReminders: false },
  });
  await expect(page.getByText('Postavke su uspješno spremljene')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Spremljeno' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  // Kept in this browser (the test context sets 'light' again on every load, so read storage).
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await page.getByRole('button', { name: 'Postavke', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Postavke' }).getByLabel('Vrijeme podsjetnika'),
  ).toHaveValue('18:30');
  await context.close();
});
