import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`chat list, conversation, dialogs and group details have no axe violations (${theme}, ${size})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({ baseURL, viewport });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await signIn(page, 'mentor');
      await page.goto('/chat');
      await expect(page.getByRole('link', { name: /Teorija glazbe/ })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('link', { name: /Teorija glazbe/ }).click();
      await expect(
        page.getByRole('log', { name: 'Poruke' }).getByText('Hoćemo li pisati diktat?'),
      ).toBeVisible();
      await expectNoViolations(page);

      if (size === 'desktop') {
        await page.getByRole('button', { name: 'Nova grupa' }).click();
        await expect(page.getByRole('dialog', { name: 'Nova grupa' })).toBeVisible();
        await expectNoViolations(page);
        await page.keyboard.press('Escape');
      }

      await page.getByRole('link', { name: 'Detalji grupe' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Članovi' })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  }
}
