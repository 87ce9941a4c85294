import { expect, test } from '@playwright/test';
import { expectNoViolations, openProfile, signedInPage } from './profile-helpers.ts';

for (const theme of ['light', 'dark'] as const) {
  test(`profile, settings and /ucenik have no axe violations (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedInPage(browser, baseURL ?? '', 'ana.horvat', theme);
    await openProfile(page);
    await page
      .getByRole('region', { name: 'Povezani računi' })
      .getByRole('button', { name: 'Prikaži' })
      .click();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Postavke', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Postavke' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Promijeni profilnu sliku' }).click();
    await expect(page.getByRole('dialog', { name: 'Profilna slika' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/ucenik');
    await expect(page.getByRole('heading', { level: 1, name: 'Moj profil' })).toBeVisible();
    await expectNoViolations(page);
    await context.close();
  });

  test(`mentor's students and the student editor have no axe violations (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedInPage(browser, baseURL ?? '', 'admin', theme);
    await openProfile(page);
    await page.getByRole('tab', { name: 'Moji učenici' }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoViolations(page);
    await page
      .getByRole('button', { name: /^Uredi: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Detalji učenika' });
    await expect(dialog.getByRole('combobox', { name: 'Škola' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resetiraj lozinku' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/mentor');
    await expect(page.getByLabel('Predmet')).toHaveValue('Klavir');
    await expectNoViolations(page);
    await context.close();
  });
}
