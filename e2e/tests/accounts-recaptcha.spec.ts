import { expect, test } from '@playwright/test';
import { birthDateYearsAgo, validOib } from './accounts-helpers.ts';

/**
 * The sign-up page of a school that chose reCAPTCHA. Google cannot be reached from here, so its
 * script is served by the test, and this server (on the self-hosted check) is made to announce
 * reCAPTCHA; the server side of that mode, CSP included, is covered by the API tests. CSP is
 * bypassed because this server's policy admits Google's script only in reCAPTCHA mode.
 */
test('with reCAPTCHA the page loads Google’s script, says so, and sends a fresh token', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await page.route('**/api/signup/protection', (route) =>
    route.fulfill({ json: { mode: 'recaptcha', siteKey: 'test-site-key' } }),
  );
  const scriptUrls: string[] = [];
  await page.route('https://www.google.com/recaptcha/api.js**', (route) => {
    scriptUrls.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => setTimeout(callback, 0),
        execute: (key, options) => Promise.resolve('token-' + key + '-' + options.action + '-' + Date.now()),
      };`,
    });
  });
  const challengeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/signup/challenge')) challengeCalls.push(r.url());
  });

  const stamp = Date.now();
  await page.goto('/signup');
  await expect(page.getByText(/zaštićena je sustavom reCAPTCHA/)).toBeVisible();
  await page.getByLabel('Ime', { exact: true }).fill('Petra');
  await page.getByLabel('Prezime', { exact: true }).fill('Novak');
  await page.getByLabel('Email', { exact: true }).fill(`petra.${stamp}@example.com`);
  await page.getByLabel('OIB').fill(validOib(stamp + 7));
  await page.getByLabel('Datum rođenja').fill(birthDateYearsAgo(30));
  await page.getByLabel('Škola', { exact: true }).selectOption({ label: 'Glazbena škola Allegro' });
  await page.getByLabel('Program', { exact: true }).selectOption({ label: 'Klavir' });
  await page.getByRole('radio', { name: /Individualno 1x tjedno – 60,00/ }).check();
  await page.getByLabel(/Pročitao\/la sam ugovor i privolu/).check();
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/signup/pending') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pošalji prijavu' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;

  expect(scriptUrls).toEqual(['https://www.google.com/recaptcha/api.js?render=test-site-key']);
  expect(body.recaptchaToken).toMatch(/^token-test-site-key-signup-\d+$/);
  expect(body).not.toHaveProperty('altcha');
  expect(challengeCalls).toEqual([]);
  await context.close();
});
