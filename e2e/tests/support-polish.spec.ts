import { expect, test } from '@playwright/test';
import { VIEWPORTS, expectFits, logIn, supportPage } from './support-helpers.ts';

test('the login logo leads to /, where a signed-in visitor is shown the way into the app', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await supportPage(browser, baseURL ?? '', viewport);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Prijava', exact: true })).toBeVisible();
    await expectFits(page);
    await page.goto('/login');
    await expectFits(page);
    await page.getByRole('link', { name: 'Početna stranica' }).click();
    await expect(page).toHaveURL(/\/$/);

    await logIn(page, 'mentor');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Prijava', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Registracija', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Otvori aplikaciju' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
    await expectFits(page);
    await context.close();
  }
});
