import { expect, test, type Page } from '@playwright/test';
import {
  apiToken,
  birthDateYearsAgo,
  expectNoAxeViolations,
  pageInTheme,
  submitAdultSignup,
} from './accounts-helpers.ts';

const themes = ['light', 'dark'] as const;

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill('admin');
  await page.getByLabel('Lozinka', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test('sign-up (with the minor section and errors) and reset have no axe violations', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageInTheme(browser, baseURL ?? '', theme);
      await page.goto('/signup');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByLabel('Email', { exact: true }).fill('ucenik@example.com');
      await page.getByLabel('Email', { exact: true }).blur();
      await expect(page.getByRole('link', { name: 'Prijavi se', exact: true })).toBeVisible();
      await page.getByLabel('Datum rođenja').fill(birthDateYearsAgo(12));
      await page.getByLabel('Škola', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Program', { exact: true }).selectOption({ label: 'Gitara' });
      await page.getByLabel('Ime', { exact: true }).fill('x');
      await page.getByLabel('Ime', { exact: true }).blur();
      await expect(page.getByRole('group', { name: 'Roditelj/skrbnik' })).toBeVisible();
      await expect(page.getByText('Mora sadržavati barem 2 znaka')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/reset-password');
      await page.getByRole('button', { name: 'Pošalji kod' }).click();
      await expect(page.getByText('Obavezan unos')).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });

    test('admin home, requests, mentor form and password change have no axe violations', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(60_000);
      const { context, page } = await pageInTheme(browser, baseURL ?? '', theme);
      const token = await apiToken(request, 'admin');
      const pending = await request.get('/api/admin/pending-users', {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (((await pending.json()) as { requests: unknown[] }).requests.length === 0) {
        await submitAdultSignup(page, 'Axe', `axe.${theme}.${Date.now()}@example.com`);
      }

      await signInAsAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Administracija' })).toBeVisible();
      await expect(page.getByLabel('Poveznica', { exact: true })).toHaveValue(/\/signup\//);
      await page.getByText('Prikaži sadržaj').first().click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Izradi novu poveznicu' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Nova poveznica' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      const mentorLink = await page.getByLabel('Poveznica', { exact: true }).inputValue();

      await page.goto('/pending-users');
      await page
        .getByRole('button', { name: /^Detalji zahtjeva/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Odbij' }).click();
      await expect(dialog.getByLabel('Razlog odbijanja (neobavezno)')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/promjena-lozinke');
      await expect(page.getByRole('heading', { level: 1, name: 'Promjena lozinke' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(mentorLink);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Registracija mentora' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Registriraj se' }).click();
      await expect(page.getByText('Obavezan unos').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });
  });
}
