import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the login form as a person does and waits for the home page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  // Mentors and theory students land on ?tab=polls when active polls exist (spec §2).
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
}
