import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectNoViolations, openAs, openSchedule, PHONE } from './schedule-helpers.ts';

/** Goes week by week (`direction`) until a lesson offers `action`, and opens its dialog. */
async function openDialog(page: Page, direction: string, action: string, title: string) {
  const button = page.getByRole('button', { name: action, exact: true });
  for (let i = 0; i < 8 && (await button.count()) === 0; i++) {
    await page.getByRole('button', { name: direction }).click();
    await expect(page.locator('.week-grid')).toBeVisible();
  }
  await button.first().click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test(`the timetable, its dialogs, the classrooms and the calendar have no axe violations (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The student's agenda on a phone in the light theme, the admin's screens on a desktop in both.
    if (theme === 'light') {
      const student = await openAs(browser, baseURL, 'ucenik', { theme, viewport: PHONE });
      await openSchedule(student.page);
      await expectNoViolations(student.page);
      await student.context.close();
    }

    const { context, page } = await openAs(browser, baseURL, 'admin', { theme, viewport: DESKTOP });
    await openSchedule(page);
    await page.getByRole('button', { name: 'Novi sat' }).click();
    await expect(page.getByRole('dialog', { name: 'Novi sat' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    // The lesson dialogs: moving one ahead, attendance and the note of one past.
    await openDialog(page, 'Sljedeći tjedan', 'Premjesti', 'Premjesti sat');
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await openDialog(page, 'Prethodni tjedan', 'Prisutnost', 'Prisutnost');
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await page.getByLabel('Raspored', { exact: true }).selectOption({ label: 'Dan po učionicama' });
    await expect(page.locator('.day-board')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/classrooms');
    await expect(page.getByRole('heading', { level: 1, name: 'Učionice' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Učionice škole' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/kalendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Školski kalendar' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Neradni dani' })).toBeVisible();
    await expectNoViolations(page);
    await context.close();
  });
}
