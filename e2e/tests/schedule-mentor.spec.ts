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

test('a mentor writes the note of a past lesson, which its card shows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await openAs(browser, baseURL, 'mentor');
  await openSchedule(page);
  await page.getByRole('button', { name: 'Prethodni tjedan' }).click();
  await expect(page.locator('.week-grid')).toBeVisible();
  await page.getByRole('button', { name: 'Prisutnost' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Prisutnost' });
  await dialog.getByLabel('Što se radilo na satu').fill('Etida br. 3');
  await dialog.getByLabel('Zadaća').fill('Ljestvica C-dur, 15 minuta dnevno');
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Prisutnost je spremljena.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.locator('.lesson-card', { hasText: 'Zadaća: Ljestvica C-dur' });
  await expect(card).toContainText('Rađeno: Etida br. 3');
  await expect(page.getByRole('region', { name: 'Prisutnost po mjesecima' })).toBeVisible();
  // A free slot for make-ups, in a room.
  const makeups = page.getByRole('region', { name: 'Nadoknade' });
  // The slot form starts on tomorrow.
  await makeups.getByLabel('Početak termina').fill('19:00');
  await makeups.getByLabel('Učionica termina').selectOption({ label: 'Dvorana' });
  await makeups.getByRole('button', { name: 'Objavi termin' }).click();
  await expect(page.getByText('Termin za nadoknadu je objavljen.')).toBeVisible();
  await expect(makeups).toContainText('19:00–19:45, Dvorana');
  await page.getByLabel('Prikaz').selectOption({ label: 'Moji sati i sati mojih učenika' });
  await expect(page.locator('.week-grid')).toBeVisible();
  await expect(page.locator('.lesson-card', { hasText: 'Zadaća: Ljestvica C-dur' })).toBeVisible();
  await context.close();
});

test('an admin sees one day of the whole school by classroom and by mentor', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await openAs(browser, baseURL, 'admin');
  await openSchedule(page);
  await page.getByLabel('Raspored', { exact: true }).selectOption({ label: 'Dan po učionicama' });
  const day = page.getByLabel('Dan', { exact: true });
  const tuesday = await day.locator('option', { hasText: /^Utorak/ }).getAttribute('value');
  await day.selectOption(tuesday!);
  await expect(page.getByRole('heading', { name: /^Utorak, .* · po učionicama$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Učionica 3' })).toContainText('Gitara');
  await page.getByLabel('Raspored', { exact: true }).selectOption({ label: 'Dan po mentorima' });
  await expect(page.getByRole('heading', { name: /^Utorak, .* · po mentorima$/ })).toBeVisible();
  await expect(page.locator('.day-board .lesson-card').first()).toBeVisible();
  await page.getByLabel('Raspored', { exact: true }).selectOption({ label: 'Tjedan' });
  await expect(page.locator('.week-grid')).toBeVisible();
  await context.close();
});

test('a mentor moves a lesson and is told the clash when moving another onto it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await openAs(browser, baseURL, 'mentor');
  await openSchedule(page);
  // From next week on: a lesson moved to 08:00 on its day is still ahead.
  const move = page.getByRole('button', { name: 'Premjesti' });
  for (let i = 0; i < 8 && (i === 0 || (await move.count()) < 2); i++) {
    await page.getByRole('button', { name: 'Sljedeći tjedan' }).click();
    await expect(page.getByText(/^Tjedan /)).toBeVisible();
    await expect(page.locator('.week-grid')).toBeVisible();
  }
  const [first, second] = [move.nth(0), move.nth(1)];
  await first.click();
  let dialog = page.getByRole('dialog', { name: 'Premjesti sat' });
  const day = await dialog.getByLabel('Novi dan').inputValue();
  await dialog.getByLabel('Početak').fill('08:00');
  await dialog.getByLabel('Učionica').selectOption({ label: 'Bez učionice' });
  await dialog.getByRole('button', { name: 'Premjesti' }).click();
  await expect(page.getByText('Termin je premješten.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.lesson-card', { hasText: '08:00–' })).toContainText('Premješteno');

  await second.click();
  dialog = page.getByRole('dialog', { name: 'Premjesti sat' });
  await dialog.getByLabel('Novi dan').fill(day);
  await dialog.getByLabel('Početak').fill('08:15');
  await dialog.getByRole('button', { name: 'Premjesti' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Termin se preklapa s drugim satima.');
  await expect(alert).toContainText('Mentor Marko Mentor već ima sat');
  await context.close();
});
