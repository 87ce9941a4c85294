import { expect, test } from '@playwright/test';
import { openProfile, signedInPage } from './profile-helpers.ts';

test('a mentor edits a student’s phone and program', async ({ browser, baseURL }) => {
  const { context, page } = await signedInPage(browser, baseURL ?? '', 'mentor');
  await openProfile(page);
  await page.getByRole('tab', { name: 'Moji učenici' }).click();
  const list = page.getByRole('tabpanel', { name: 'Moji učenici' });
  await expect(list.getByRole('heading', { name: 'Iva Učenica' })).toBeVisible();
  await list.getByRole('button', { name: 'Uredi: Iva Učenica' }).click();

  const dialog = page.getByRole('dialog', { name: 'Detalji učenika' });
  await expect(dialog.getByLabel('Korisničko ime')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  // A mentor does not move students between schools.
  await expect(dialog.getByRole('combobox', { name: 'Škola' })).toHaveCount(0);

  // A bad phone is caught before anything is sent.
  const phone = dialog.getByLabel('Broj mobitela', { exact: true });
  await phone.fill('zovi me');
  await dialog.getByRole('button', { name: 'Spremi promjene' }).click();
  await expect(dialog.getByText('Unesite ispravan broj mobitela (min 8 znamenki)')).toBeVisible();

  await phone.fill('+385 91 555 1234');
  const saved = page.waitForRequest(
    (r) => r.url().includes('/api/update-korisnik/') && r.method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Spremi promjene' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ brojMobitela: '+385 91 555 1234' });
  await expect(page.getByText('Korisnik uspješno ažuriran')).toBeVisible();

  // Adding a program already there is warned about; a new one is saved at once.
  await dialog.getByLabel('Dodaj program').selectOption({ label: 'Gitara' });
  await dialog.getByRole('button', { name: 'Dodaj program' }).click();
  await expect(dialog.getByText('Program je već dodan')).toBeVisible();
  await dialog.getByLabel('Dodaj program').selectOption({ label: 'Solo pjevanje' });
  await dialog.getByRole('button', { name: 'Dodaj program' }).click();
  await expect(page.getByText('Program uspješno dodan')).toBeVisible();
  // The program's only attendance type is chosen for it.
  await expect(dialog.getByLabel('Način pohađanja: Solo pjevanje')).toHaveValue('individualno1');

  await dialog.getByRole('button', { name: 'Zatvori' }).click();
  const ivaRow = list.getByRole('listitem').filter({ hasText: 'Iva Učenica' });
  await expect(ivaRow.getByText(/Solo pjevanje \(Individualno 1x tjedno\)/)).toBeVisible();

  // Removing asks once more, in the row.
  await list.getByRole('button', { name: 'Uredi: Iva Učenica' }).click();
  await dialog.getByRole('button', { name: 'Ukloni Solo pjevanje' }).click();
  await dialog.getByRole('button', { name: 'Potvrdi uklanjanje' }).click();
  await expect(page.getByText('Program uspješno uklonjen')).toBeVisible();
  await expect(dialog.getByLabel('Broj mobitela', { exact: true })).toHaveValue('+385915551234');
  await context.close();
});

test('a student’s self-service form has no school or program controls', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL ?? '', 'ucenik');
  await openProfile(page);
  // GET /api/user names the student's mentors.
  await expect(page.getByText('Mentor: Marko Mentor', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Uredi moje podatke' }).click();
  await expect(page).toHaveURL(/\/ucenik$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moj profil' })).toBeVisible();

  await expect(page.getByRole('combobox', { name: 'Škola' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Programi' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Mentori' })).toHaveCount(0);
  await expect(page.getByLabel('Dodaj program')).toHaveCount(0);
  await expect(page.getByLabel(/Glazbeno opismenjavanje/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resetiraj lozinku' })).toHaveCount(0);
  await expect(page.getByLabel('OIB')).toHaveAttribute('readonly', '');

  await page.getByLabel('Ulica').fill('Vlaška');
  const saved = page.waitForRequest(
    (r) => r.url().includes('/api/update-korisnik/') && r.method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Spremi promjene' }).click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['adresa', 'brojMobitela', 'roditelj1', 'roditelj2']);
  await expect(page.getByText('Korisnik uspješno ažuriran')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spremljeno' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spremi promjene' })).toBeVisible();
  await context.close();
});

test('an admin opens any student’s details from the profile popup', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL ?? '', 'admin');
  await page.goto('/user?tab=search');
  await page.getByLabel('Pretraži korisnike').fill('Iva Učenica');
  await page.getByRole('button', { name: /Iva Učenica/ }).click();
  const popup = page.getByRole('dialog', { name: 'Iva Učenica' });
  await popup.getByRole('link', { name: 'Uredi podatke učenika' }).click();

  await expect(page).toHaveURL(/\/profil\?uredi=\d+$/);
  const editorUrl = page.url();
  const dialog = page.getByRole('dialog', { name: 'Detalji učenika' });
  await expect(dialog.getByLabel('Korisničko ime')).toBeVisible();
  // The school's admin may move a student: the school select is there.
  await expect(dialog.getByRole('combobox', { name: 'Škola' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Zatvori' }).click();
  await expect(page).toHaveURL(/\/profil$/);

  // When the schools cannot be loaded, the editor says so (spec §8).
  await page.route('**/api/schools/public', (route) =>
    route.fulfill({ status: 403, json: { message: 'Zabranjeno', code: 'forbidden' } }),
  );
  await page.goto(editorUrl);
  await expect(dialog.getByText('Greška pri učitavanju škola')).toBeVisible();
  await context.close();
});
