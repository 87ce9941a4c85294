import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const VIEWPORTS = [PHONE, DESKTOP] as const;

/** A context of our own (axe needs one) at a viewport, cookie choice made unless told otherwise. */
export async function supportPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  options: { consent?: boolean; theme?: 'light' | 'dark' } = {},
) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'hr-HR' });
  await context.addInitScript(
    ({ theme, consent }) => {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', theme);
      if (consent && !localStorage.getItem('cookieConsent')) {
        localStorage.setItem('cookieConsent', 'true');
        localStorage.setItem(
          'cookiePreferences',
          JSON.stringify({ necessary: true, functional: true, analytics: false, marketing: false }),
        );
      }
    },
    { theme: options.theme ?? 'light', consent: options.consent ?? true },
  );
  return { context, page: await context.newPage() };
}

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const identifier = page.getByPlaceholder('Unesite email adresu ili korisničko ime');
  await identifier.fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  // Typed before the page took the field over would be lost: the values must still be there.
  await expect(identifier).toHaveValue(username);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/login') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  const response = await answered;
  expect(response.status(), `login of ${username}: ${await response.text()}`).toBe(200);
  // The first screen after a login loads the signed-in half of the app: give it time.
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Checked in the page: nothing wider than the viewport, and no element cuts its text (a box
 * narrower than its content that hides the rest, or an ellipsis).
 */
export async function expectFits(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`page ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (!el.offsetParent && getComputedStyle(el).position !== 'fixed') continue;
      if (el.closest('.visually-hidden, [aria-hidden="true"], svg')) continue;
      const style = getComputedStyle(el);
      const hides =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const hasText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (hides && hasText && el.scrollWidth > el.clientWidth + 1) {
        found.push(
          `clipped: ${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 40)}"`,
        );
      }
      const rect = el.getBoundingClientRect();
      if (
        hasText &&
        rect.width > 0 &&
        rect.right > window.innerWidth + 1 &&
        style.position !== 'fixed'
      ) {
        found.push(
          `past the edge: ${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`,
        );
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/**
 * Axe in the light theme and again after a reload in the dark one. The second check waits for
 * the screen the first one saw (its level-one heading and open dialogs, nothing loading) so
 * it never judges the moment in between.
 */
export async function expectAxeInBothThemes(page: Page) {
  await expectNoViolations(page);
  const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
  const dialogs = await page.locator('[role="dialog"], [role="alertdialog"]').count();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('h1').filter({ hasText: heading }).first()).toBeAttached();
  await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(dialogs);
  await expect(page.locator('.loading-screen')).toHaveCount(0);
  await expectNoViolations(page);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}
