import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a student opening /korisnici is turned away to /user', async ({ page }) => {
  await signIn(page, 'ucenik');
  await page.goto('/korisnici');
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Korisnici' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('an admin reaches the admin pages and sees the Admin link', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administracija' })).toBeVisible();
  await page.goto('/korisnici');
  await expect(page.getByRole('heading', { level: 1, name: 'Korisnici' })).toBeVisible();
});

test('an unknown path shows the not-found error and moves a signed-in user to /user', async ({
  page,
}) => {
  await signIn(page, 'ucenik');
  await page.goto('/ovo-ne-postoji');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: 'Oops! Nešto je pošlo po zlu' })).toBeVisible();
  await expect(page.getByText('Stranica nije pronađena')).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/, { timeout: 10_000 });
  // The spec's 3 s on the error page, not an immediate bounce.
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
});

test('/error without an error goes to /login for a visitor', async ({ page }) => {
  await page.goto('/error');
  await expect(page).toHaveURL(/\/login$/);
});

test('a revoked session on reload ends at /login', async ({ page, request }) => {
  await signIn(page, 'mentor');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoked = await request.post('/api/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
});
