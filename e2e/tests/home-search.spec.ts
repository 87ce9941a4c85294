import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a student searches a mentor and opens the profile popup without sensitive sections', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search/users')) searches.push(r.url());
  });
  await signIn(page, 'ucenik.mali');
  await page.getByRole('link', { name: 'Pretraga' }).click();
  await expect(page).toHaveURL(/tab=search/);

  const field = page.getByLabel('Pretraži korisnike');
  await field.fill('m');
  await expect(page.getByText('Upišite barem 2 znaka.')).toBeVisible();
  expect(searches).toEqual([]);

  await field.fill('Mentor');
  const result = page.getByRole('button', { name: /Marko Mentor/ });
  await expect(result).toBeVisible();
  expect(searches.every((url) => new URL(url).searchParams.get('query')!.length >= 2)).toBe(true);
  await result.click();

  const popup = page.getByRole('dialog', { name: 'Marko Mentor' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('img', { name: 'Nema profilne slike' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Osnovni podaci' })).toBeVisible();
  await expect(popup.getByText('Mentor', { exact: true })).toBeVisible();
  for (const name of ['Kontakt', 'Osobni podaci', 'Roditelji / skrbnici', 'Napomene']) {
    await expect(popup.getByRole('heading', { name })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('a mentor sees a student’s sensitive sections; an unknown user shows the error dialog', async ({
  page,
}) => {
  await signIn(page, 'mentor');
  await page.goto('/user?tab=search');
  await page.getByLabel('Pretraži korisnike').fill('ucenik.mali');
  await page.getByRole('button', { name: /ucenik\.mali/ }).click();
  const popup = page.getByRole('dialog', { name: /Luka Malić/ });
  await expect(popup.getByRole('heading', { name: 'Osobni podaci' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Roditelji / skrbnici' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Both lookups failing (another school's user) gives 'Greška'.
  await page.route('**/api/search/users?*', (route) =>
    route.fulfill({
      json: {
        results: [
          {
            id: 999999,
            ime: 'Nepoznat',
            prezime: 'Korisnik',
            korisnickoIme: 'nitko',
            isStudent: true,
            isMentor: false,
            isAdmin: false,
          },
        ],
        offset: 0,
        limit: 20,
        hasMore: false,
      },
    }),
  );
  await page.getByLabel('Pretraži korisnike').fill('nitko');
  await page.getByRole('button', { name: /Nepoznat Korisnik/ }).click();
  const error = page.getByRole('dialog', { name: 'Greška' });
  await expect(error.getByText('Greška pri dohvaćanju podataka o korisniku')).toBeVisible();
});

test('a failing search shows the error toast', async ({ page }) => {
  await signIn(page, 'ucenik.mali');
  await page.route('**/api/search/users?*', (route) =>
    route.fulfill({ status: 500, json: { message: 'x', code: 'internal' } }),
  );
  await page.goto('/user?tab=search');
  await page.getByLabel('Pretraži korisnike').fill('Ana');
  await expect(page.getByText('Greška pri pretraživanju korisnika')).toBeVisible();
});
