import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

const setups = [
  { theme: 'light', viewport: { width: 390, height: 844 } },
  { theme: 'dark', viewport: { width: 1440, height: 900 } },
] as const;

for (const { theme, viewport } of setups) {
  test(`enrollment and documents screens have no axe violations (${theme}, ${viewport.width} px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const open = async (username: string) => {
      const context = await browser.newContext({ baseURL, viewport });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await signIn(page, username);
      return { context, page };
    };

    const student = await open('ucenik.mali');
    await student.page.goto('/enroll');
    await expect(
      student.page.getByRole('heading', { name: 'Uvjeti upisa (verzija 1)' }),
    ).toBeVisible();
    // A minor: both parents are asked for.
    await expect(student.page.getByRole('group', { name: 'Roditelj/skrbnik 2' })).toBeVisible();
    await expectNoViolations(student.page);
    await student.page.goto('/profil');
    await expect(student.page.getByText('Čeka potvrdu')).toBeVisible();
    await expectNoViolations(student.page);
    await student.context.close();

    const mentor = await open('mentor');
    await mentor.page.goto('/dokumenti');
    await mentor.page.getByRole('link', { name: 'Mala ljestvica (ABC)' }).click();
    // The tune is drawn as notation (abcjs draws an SVG).
    await expect(mentor.page.locator('.abc-notation svg')).toBeVisible();
    await expectNoViolations(mentor.page);
    await mentor.page.goto('/dokumenti');
    await mentor.page.getByRole('button', { name: 'Dijeli: Ljestvice i akordi' }).click();
    await expect(mentor.page.getByRole('dialog', { name: /^Dijeljenje/ })).toBeVisible();
    await expectNoViolations(mentor.page);
    await mentor.context.close();

    const admin = await open('admin');
    await admin.page.goto('/enrollments');
    await expect(admin.page.getByRole('heading', { name: /^Školska godina/ })).toBeVisible();
    await expect(admin.page.getByRole('table')).toBeVisible();
    await expectNoViolations(admin.page);
    await admin.context.close();
  });
}
