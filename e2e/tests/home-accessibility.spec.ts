import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';
import { apiAuth, apiCreatePost, apiDelete } from './home-api.ts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`home tabs and the post, link and confirm dialogs have no axe violations (${theme})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    // Six full axe scans: generous on a busy 2-core machine.
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill('mentor');
    await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();

    await page.goto('/user?tab=posts');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/user?tab=polls');
    await expect(page.getByRole('heading', { name: 'Ankete', level: 2 })).toBeVisible();
    await expect(page.getByText('Učitavanje anketa...')).toHaveCount(0);
    await expectNoViolations(page);

    await page.goto('/user?tab=search');
    await page.getByLabel('Pretraži korisnike').fill('Ana');
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/user?tab=posts');
    await page.getByRole('button', { name: 'Nova objava' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova objava' });
    await expect(dialog.getByRole('toolbar', { name: 'Oblikovanje teksta' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Spremi' }).click();
    await expect(dialog.getByText('Molimo unesite naslov objave')).toBeVisible();
    await expectNoViolations(page);

    // The link dialog over the post dialog, with its error shown.
    await dialog.getByRole('button', { name: 'Poveznica' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Umetni poveznicu' });
    await linkDialog.getByLabel(/Adresa poveznice/).fill('ftp://x');
    await linkDialog.getByRole('button', { name: 'Spremi' }).click();
    await expect(linkDialog.getByText(/Dopuštene su samo/)).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(linkDialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The question before deleting.
    const headers = await apiAuth(request, 'mentor');
    const id = await apiCreatePost(request, headers, {
      title: `Axe ${theme}`,
      content: '<p>x</p>',
    });
    await page.goto('/user?tab=my-posts');
    await page.getByRole('button', { name: `Obriši: Axe ${theme}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Brisanje objave' })).toBeVisible();
    await expectNoViolations(page);
    await apiDelete(request, headers, `/api/posts/${id}`);
    await context.close();
  });
}
