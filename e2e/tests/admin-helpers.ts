import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

/** A phone and a desktop screen: every admin journey runs on both. */
export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export type Viewport = (typeof viewports)[number];

/** A page of its own context (what axe needs) at the viewport's size. */
export async function pageAt(browser: Browser, baseURL: string, viewport: Viewport) {
  const context = await browser.newContext({
    baseURL,
    locale: 'hr-HR',
    viewport: { width: viewport.width, height: viewport.height },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the form; `landing` is where the app goes next. */
export async function signInAs(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  landing: RegExp = /\/user(\?tab=polls)?$/,
) {
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(landing);
}

/** Runs axe on what the page shows now, in the light and in the dark theme. */
export async function expectNoViolationsInBothThemes(page: Page) {
  const original = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  for (const theme of ['light', 'dark']) {
    // What the theme toggle does (lib/theme.ts); the toggle itself sits behind open dialogs.
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
      localStorage.setItem('theme', value);
    }, theme);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, `axe in the ${theme} theme`).toEqual([]);
  }
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
    localStorage.setItem('theme', value);
  }, original);
}
