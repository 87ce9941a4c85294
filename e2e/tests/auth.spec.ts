import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

test('a newcomer signs in from the welcome page, stays signed in on reload and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Takt' })).toBeVisible();
  await expect(page.getByText('Platforma za glazbeno obrazovanje')).toBeVisible();
  // The links the server is configured with (SCHOOL_WEBSITE_URL, PROVIDER_WEBSITE_URL).
  await expect(page.getByRole('link', { name: /^Web stranica škole/ })).toHaveAttribute(
    'href',
    'https://www.glazbena-skola.example/',
  );

  await page.getByRole('link', { name: 'Prijava', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: /^Web stranica pružatelja usluge/ })).toHaveAttribute(
    'href',
    'https://takt.example/',
  );

  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill('  ucenik ');
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prikaži lozinku' }).click();
  await expect(page.getByLabel('Lozinka', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Prijavi se' }).click();

  // ucenik attends theory: with active polls (another journey may have made one) home opens on them.
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
  await expect(nav.getByRole('link', { name: 'Naslovna' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

  await page.reload();
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();

  await nav.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  const logout = page.waitForResponse(
    (r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Odjava' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The session is gone: a signed-in page sends the visitor back to /login.
  await page.goto('/raspored');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the Croatian error, cleared when typing', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill('mentor');
  await page.getByLabel('Lozinka', { exact: true }).fill('pogresno');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Netočni podaci za prijavu');
  await page.getByLabel('Lozinka', { exact: true }).fill('pogresno2');
  await expect(alert).toHaveCount(0);
});

test('empty fields are checked before anything is sent', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login')) loginCalls++;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByText('Unesite lozinku')).toBeVisible();
  await expect(page.getByText('Unesite email adresu ili korisničko ime').last()).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('?prefill= fills the identifier', async ({ page }) => {
  await page.goto('/login?prefill=ucenik.mali');
  await expect(page.getByPlaceholder('Unesite email adresu ili korisničko ime')).toHaveValue(
    'ucenik.mali',
  );
});

test('a signed-in visitor to /login goes to /user', async ({ page }) => {
  await signIn(page, 'mentor');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/user(\?tab=polls)?$/);
});

test('a visitor is sent to /login and back to where they were going', async ({ page }) => {
  await page.goto('/raspored');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill('ucenik');
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(/\/raspored$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Raspored' })).toBeVisible();
});

test('siblings sharing an e-mail get the server message', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByPlaceholder('Unesite email adresu ili korisničko ime')
    .fill('obitelj.horvat@example.com');
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  const response = await answer;
  expect(response.status()).toBe(409);
  const { message } = (await response.json()) as { message: string };
  await expect(page.getByRole('alert')).toHaveText(message);
});

test('a message passed in navigation state is shown once', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const state = { message: 'Vaša prijava je zaprimljena.' };
    history.replaceState({ usr: state, key: 'e2e', idx: 0 }, '', '/login');
  });
  await page.reload();
  await expect(page.getByText('Vaša prijava je zaprimljena.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Prijavi se' })).toBeVisible();
  await expect(page.getByText('Vaša prijava je zaprimljena.')).toHaveCount(0);
});
