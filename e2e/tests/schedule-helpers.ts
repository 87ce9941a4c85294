import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** A page of its own context (axe needs one), signed in, in the given theme and size. */
export async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  options: { theme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ baseURL, viewport: options.viewport ?? DESKTOP });
  if (options.theme) {
    await context.addInitScript((value) => localStorage.setItem('theme', value), options.theme);
  }
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  return { context, page };
}

export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Opens /raspored and waits for the week to load. */
export async function openSchedule(page: Page) {
  await page.goto('/raspored');
  await expect(page.getByText(/^Tjedan /)).toBeVisible();
  await expect(page.locator('.week-grid')).toBeVisible();
}
