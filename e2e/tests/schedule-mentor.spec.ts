import { expect, test } from '@playwright/test';
import { openAs, openSchedule } from './schedule-helpers.ts';

test('a mentor creates a weekly lesson and sees the clash when adding one at the same time', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await openAs(browser, baseURL, 'mentor');
  await openSchedule(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Raspored' })).toBeVisible();

  await page.getByRole('button', { name: 'Novi sat' }).click();
  let dialog = page.getByRole('dialog', { name: 'Novi sat' });
  await dialog.getByLabel('Naziv sata').fill('Gitara');
  await dialog.getByLabel('Učenik').selectOption({ label: 'Iva Učenica' });
  await dialog.getByLabel('Dan').selectOption({ label: 'subota' });
  await dialog.getByLabel('Početak').fill('12:00');
  await dialog.getByLabel('Učionica').selectOption({ label: 'Učionica 3' });
  await expect(dialog.getByText('Nema preklapanja.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Spremi sat' }).click();
  await expect(page.getByText('Sat je spremljen u raspored.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Novi sat' }).click();
  dialog = page.getByRole('dialog', { name: 'Novi sat' });
  await dialog.getByLabel('Učenik').selectOption({ label: 'Luka Malić' });
  await dialog.getByLabel('Dan').selectOption({ label: 'subota' });
  await dialog.getByLabel('Početak').fill('12:15');
  await dialog.getByLabel('Učionica').selectOption({ label: 'Učionica 3' });
  const clashes = dialog.locator('.clash-list');
  await expect(clashes).toContainText(
    'Učionica 3 je zauzeta u subotu 12:00–12:45 (Iva Učenica, Gitara)',
  );
  await expect(clashes).toContainText('Mentor Marko Mentor već ima sat u subotu 12:00–12:45');
  await dialog.getByRole('button', { name: 'Spremi sat' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Termin se preklapa s drugim satima.');
  await context.close();
});
