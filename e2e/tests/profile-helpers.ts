import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

/** A real 64×64 PNG (made with sharp), for uploads from the browser. */
export const PNG_64 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqqQ6T2JkrYh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHn1w4Ty4UmDiAAAAAElFTkSuQmCC',
  'base64',
);

/** A page from a context of our own (what axe needs), signed in, in the given theme. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  username: string,
  theme: 'light' | 'dark' = 'light',
) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
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

/** Goes to /profil through the bottom bar, as a person does. */
export async function openProfile(page: Page) {
  await page
    .getByRole('navigation', { name: 'Glavna navigacija' })
    .getByRole('link', { name: 'Profil' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
}
