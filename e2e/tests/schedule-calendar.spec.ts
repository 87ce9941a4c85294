import { expect, test } from '@playwright/test';
import { openAs } from './schedule-helpers.ts';

test('an admin edits the school calendar: holidays proposed, a day without teaching added and removed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await openAs(browser, baseURL, 'admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Školski kalendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Školski kalendar' })).toBeVisible();
  const days = page.getByRole('list', { name: 'Neradni dani' });
  await expect(days).toContainText('Uskrsni ponedjeljak');
  await expect(days).toContainText('Tijelovo');
  await expect(days).toContainText('Zimski odmor');
  await expect(page.getByText(/^Referentni A tjedan počinje /)).toBeVisible();

  // A public holiday removed comes back when the public holidays are proposed again.
  await days.getByRole('button', { name: 'Ukloni: Tijelovo' }).click();
  await expect(page.getByText('Neradni dan je uklonjen.')).toBeVisible();
  await expect(days).not.toContainText('Tijelovo');
  await page.getByRole('button', { name: 'Predloži državne praznike' }).click();
  await expect(page.getByText('Državni praznici su dodani u kalendar.')).toBeVisible();
  await expect(days).toContainText('Tijelovo');

  // A day outside the year is refused in Croatian; one inside it is listed, then removed.
  const lastDay = await page.getByLabel('Kraj nastave').inputValue();
  await page.getByLabel('Naziv', { exact: true }).last().fill('Dan škole');
  await page.getByLabel('Vrsta').selectOption({ label: 'Nenastavni dan' });
  await page.getByLabel('Od', { exact: true }).fill('2000-01-03');
  await page.getByRole('button', { name: 'Dodaj neradni dan' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Neradni dani moraju biti unutar školske godine.',
  );
  await page.getByLabel('Od', { exact: true }).fill(lastDay);
  await page.getByRole('button', { name: 'Dodaj neradni dan' }).click();
  await expect(page.getByText('Neradni dan je dodan.')).toBeVisible();
  await expect(days).toContainText('Dan škole');
  await days.getByRole('button', { name: 'Ukloni: Dan škole' }).click();
  await expect(days).not.toContainText('Dan škole');

  // The make-up policy: a bad number is refused in Croatian; a good one is saved, then undone.
  const policy = page.getByRole('region', { name: 'Pravila nadoknada' });
  const validDays = policy.getByLabel('Pravo na nadoknadu vrijedi (dana)');
  await validDays.fill('0');
  await policy.getByRole('button', { name: 'Spremi pravila' }).click();
  await expect(policy.getByRole('alert')).toContainText('Broj dana mora biti od 1 do 365.');
  await validDays.fill('30');
  await policy.getByRole('button', { name: 'Spremi pravila' }).click();
  await expect(page.getByText('Pravila nadoknade su spremljena.')).toBeVisible();
  await page.reload();
  await expect(validDays).toHaveValue('30');
  await validDays.fill('');
  await policy.getByRole('button', { name: 'Spremi pravila' }).click();
  await expect(page.getByText('Pravila nadoknade su spremljena.').first()).toBeVisible();
  await page.reload();
  await expect(validDays).toHaveValue('');
  await context.close();
});
