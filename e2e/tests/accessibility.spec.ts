import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

const themes = ['light', 'dark'] as const;

/** A page from a context of our own (what @axe-core/playwright needs) with the theme preset. */
async function pageInTheme(browser: Browser, baseURL: string, theme: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  return { context, page };
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test('welcome page has no axe violations', async ({ browser, baseURL }) => {
      const { context, page } = await pageInTheme(browser, baseURL ?? '', theme);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1, name: 'Takt' })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });

    test('login page has no axe violations, also with an error shown', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageInTheme(browser, baseURL ?? '', theme);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Prijavi se' })).toBeVisible();
      await expectNoViolations(page);
      await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill('nitko');
      await page.getByLabel('Lozinka', { exact: true }).fill('krivo');
      await page.getByRole('button', { name: 'Prijavi se' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });

    test('error page has no axe violations', async ({ browser, baseURL }) => {
      const { context, page } = await pageInTheme(browser, baseURL ?? '', theme);
      await page.goto('/');
      // Open /error the way the app does: with an error in the router's history state.
      await page.evaluate(() => {
        const state = { message: 'Testna greška', path: '/raspored', category: 'unknown' };
        history.replaceState({ usr: state, key: 'e2e', idx: 0 }, '', '/error');
      });
      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'Oops! Nešto je pošlo po zlu' }),
      ).toBeVisible();
      await expect(page.getByText('Testna greška')).toBeVisible();
      await page.getByRole('button', { name: 'Prikaži tehničke detalje' }).click();
      await expect(page.getByRole('button', { name: 'Sakrij tehničke detalje' })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });

    test('signed-in home and profile have no axe violations', async ({ browser, baseURL }) => {
      const { context, page } = await pageInTheme(browser, baseURL ?? '', theme);
      await page.goto('/login');
      await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill('admin');
      await page.getByLabel('Lozinka', { exact: true }).fill('demo1234');
      await page.getByRole('button', { name: 'Prijavi se' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
      await expectNoViolations(page);
      // The home page's quick actions link to /profil too; use the bottom bar.
      await page
        .getByRole('navigation', { name: 'Glavna navigacija' })
        .getByRole('link', { name: 'Profil' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  });
}

test('the theme toggle switches and remembers the theme', async ({ browser, baseURL }) => {
  const { context, page } = await pageInTheme(browser, baseURL ?? '', 'light');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await context.close();
});
