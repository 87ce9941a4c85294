import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { apiToken, waitForMail } from './accounts-helpers.ts';

test('the admin copies the mentor link, a visitor registers as a mentor, rotation ends it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administracija' })).toBeVisible();
  const linkField = page.getByLabel('Poveznica', { exact: true });
  await expect(linkField).toHaveValue(new RegExp(`^${new URL(baseURL ?? '').origin}/signup/.+`));
  await page.getByRole('button', { name: 'Kopiraj poveznicu' }).click();
  await expect(page.getByText('Poveznica je kopirana.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await linkField.inputValue());

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Registracija mentora' }),
  ).toBeVisible();
  await expect(visitor.getByText('Glazbena škola Allegro').first()).toBeVisible();

  await visitor.getByRole('button', { name: 'Registriraj se' }).click();
  await expect(visitor.getByText('Obavezan unos')).toHaveCount(3);
  await expect(visitor.getByText('Odaberite program', { exact: true }).last()).toBeVisible();

  const email = `mentor.${Date.now()}@example.com`;
  await visitor.getByLabel('Ime', { exact: true }).fill('Marko');
  await visitor.getByLabel('Prezime', { exact: true }).fill('Marić');
  await visitor.getByLabel('Email', { exact: true }).fill('mentor@example.com');
  await visitor.getByLabel('Email', { exact: true }).blur();
  await expect(
    visitor.getByText('Ova email adresa već postoji u bazi. Molimo prijavite se.'),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Registriraj se' })).toBeDisabled();
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await visitor.getByLabel('OIB').fill('123');
  await visitor.getByLabel('OIB').blur();
  await expect(visitor.getByText('OIB mora imati točno 11 znamenki')).toBeVisible();
  await visitor.getByLabel('OIB').fill('');
  await visitor.getByLabel('Program', { exact: true }).selectOption({ label: 'Gitara' });
  await visitor.getByRole('button', { name: 'Registriraj se' }).click();
  await expect(visitor.getByText('Mentor uspješno registriran!')).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(
    visitor.getByText(
      'Mentor uspješno registriran! Korisničko ime i privremena lozinka poslani su na vašu email adresu.',
    ),
  ).toBeVisible();
  const mail = await waitForMail(
    request,
    await apiToken(request, 'admin'),
    'mentor-welcome',
    email,
  );
  expect(mail.text).toMatch(/Korisničko ime: marko\.mari/);

  // A new link: the old one stops working and shows the invalid-link message.
  await page.getByRole('button', { name: 'Izradi novu poveznicu' }).click();
  await page
    .getByRole('alertdialog', { name: 'Nova poveznica' })
    .getByRole('button', { name: 'Izradi novu' })
    .click();
  await expect(linkField).not.toHaveValue(link);
  await visitor.goto(link);
  await expect(visitor.getByText('Poveznica za registraciju mentora nije valjana.')).toBeVisible();
  await context.close();
});

test('a wrong mentor token shows the invalid-link message with a way back', async ({ page }) => {
  await page.goto('/signup/ovo-nije-pravi-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Poveznica za registraciju mentora nije valjana.',
  );
  await page.getByRole('link', { name: 'Povratak na početnu stranicu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Takt' })).toBeVisible();
});
