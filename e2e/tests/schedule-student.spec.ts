import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, openAs, openSchedule, PHONE } from './schedule-helpers.ts';

/** Moves week by week until a lesson can be cancelled ahead ('Odjava sata'). */
async function weekWithUpcomingLesson(page: Page) {
  for (let i = 0; i < 8; i++) {
    if ((await page.getByRole('button', { name: 'Odjava sata' }).count()) > 0) return;
    await page.getByRole('button', { name: 'Sljedeći tjedan' }).click();
    await expect(page.locator('.week-grid')).toBeVisible();
  }
  throw new Error('no upcoming lesson in the next eight weeks');
}

test('a student sees the week on the phone and cancels a lesson ahead', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await openAs(browser, baseURL, 'ucenik', { viewport: PHONE });
  await expect(page.getByRole('heading', { name: 'Sljedeći sat' })).toBeVisible();
  await openSchedule(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Moj raspored' })).toBeVisible();
  // On a phone the days stack as an agenda.
  const days = page.locator('.week-day');
  const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y);

  await weekWithUpcomingLesson(page);
  const card = page
    .locator('.lesson-card', { has: page.getByRole('button', { name: 'Odjava sata' }) })
    .first();
  const label = await card.getAttribute('aria-label');
  await card.getByRole('button', { name: 'Odjava sata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odjava sata' });
  await dialog.getByLabel('Razlog').fill('Natjecanje u Varaždinu');
  await dialog.getByRole('button', { name: 'Pošalji odjavu' }).click();
  await expect(page.getByText('Odjava sata je poslana mentoru.')).toBeVisible();
  // An individual lesson is cancelled; in a group only the student's own attendance changes.
  const after = page.getByRole('article', { name: label! });
  await expect(after).toContainText('Opravdano odsutan');
  await expect(after.getByRole('button', { name: 'Odjava sata' })).toHaveCount(0);
  await context.close();
});

test('a student sees the week as columns on a desktop', async ({ browser, baseURL }) => {
  const { context, page } = await openAs(browser, baseURL, 'ucenik', { viewport: DESKTOP });
  await openSchedule(page);
  const days = page.locator('.week-day');
  const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
  expect(second!.x).toBeGreaterThan(first!.x);
  expect(Math.abs(second!.y - first!.y)).toBeLessThan(2);
  await expect(page.getByText(/[AB] tjedan/)).toBeVisible();

  // The demo's cancelled lesson earned a make-up credit; the mentor's free slot is booked.
  const makeups = page.getByRole('region', { name: 'Nadoknade' });
  await expect(makeups).toContainText('za iskoristiti');
  await makeups
    .getByRole('button', { name: /^Rezerviraj/ })
    .first()
    .click();
  await expect(page.getByText('Nadoknada je rezervirana.')).toBeVisible();
  await expect(makeups).toContainText('iskorištena');
  await context.close();
});
