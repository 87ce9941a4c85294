import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

// Chunks are named after the screen's module (Vite's default naming).
const profileChunk = /\/assets\/profile-page-[\w-]+\.js$/;

test('a screen whose code cannot be loaded shows a retry notice between the bars; retry loads it', async ({
  browser,
  baseURL,
}) => {
  // A context of our own: @axe-core/playwright needs one.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'ucenik.mali');
  await page.route(profileChunk, (route) => route.abort('internetdisconnected'));

  const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
  await nav.getByRole('link', { name: 'Profil' }).click();
  const notice = page.getByRole('heading', { level: 1, name: 'Stranicu nije moguće učitati' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(nav).toBeVisible();
  await expect(page.locator('.top-bar-title')).toHaveText('Profil');
  await expect(page.getByRole('heading', { name: 'Oops! Nešto je pošlo po zlu' })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Still blocked: trying again shows the notice again, no error page.
  await page.getByRole('button', { name: 'Pokušaj ponovno' }).click();
  await expect(notice).toBeVisible();

  await page.unroute(profileChunk);
  await page.getByRole('button', { name: 'Pokušaj ponovno' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Other screens were never affected: the bars still lead on.
  await nav.getByRole('link', { name: 'Naslovna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await context.close();
});

test('offline, the post editor says so in the dialog and loads once the connection is back', async ({
  page,
  context,
}) => {
  await signIn(page, 'mentor');
  await page.goto('/user?tab=my-posts');
  const write = page.getByRole('button', { name: 'Nova objava' });
  await expect(write).toBeVisible();
  await context.setOffline(true);
  await write.click();
  const dialog = page.getByRole('dialog', { name: 'Nova objava' });
  await expect(dialog.getByRole('alert')).toContainText('Sadržaj nije moguće učitati.');
  await expect(dialog.getByRole('alert')).toContainText('Problem s internet vezom.');
  await expect(dialog.getByLabel('Naslov')).toBeVisible();
  await expect(page).toHaveURL(/\/user\?tab=my-posts$/);

  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Pokušaj ponovno' }).click();
  await expect(dialog.getByRole('toolbar', { name: 'Oblikovanje teksta' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Sadržaj' })).toBeVisible();
});

test('an unhandled failure to load is a toast; any other unhandled rejection is the error page', async ({
  page,
}) => {
  await signIn(page, 'ucenik.mali');
  await page.evaluate(() => {
    void Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js'));
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Problem s internet vezom.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();

  await page.evaluate(() => {
    void Promise.reject(new Error('Nešto sasvim drugo'));
  });
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Nešto sasvim drugo')).toBeVisible();
});
