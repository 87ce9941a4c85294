import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** A valid OIB (ISO 7064 MOD 11,10 check digit) from ten digits derived from the seed. */
export function validOib(seed: number): string {
  const firstTen = String(1_000_000_000 + (Math.abs(seed) % 8_999_999_999)).slice(0, 10);
  let remainder = 10;
  for (const char of firstTen) {
    remainder = (remainder + Number(char)) % 10;
    if (remainder === 0) remainder = 10;
    remainder = (remainder * 2) % 11;
  }
  const check = 11 - remainder;
  return `${firstTen}${check === 10 ? 0 : check}`;
}

/** A YYYY-MM-DD birth date `years` years ago (minus a month, so the age is certain). */
export function birthDateYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/login', {
    data: { emailOrUsername: username, password: 'demo1234' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The newest outbox mail of the admin's school matching `kind` and the address. */
export async function waitForMail(
  request: APIRequestContext,
  token: string,
  kind: string,
  to: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { mails } = (await response.json()) as { mails: Mail[] };
      found = mails.find((m) => m.kind === kind && m.to === to);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Reads `Label: value` from a mail's plain text. */
export function mailField(text: string, label: string): string {
  const match = new RegExp(`^${label}: (\\S+)$`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`No "${label}" in mail:\n${text}`);
  return match[1];
}

/** A page from a context of our own (what @axe-core/playwright needs) with the theme preset. */
export async function pageInTheme(browser: Browser, baseURL: string, theme: string) {
  const context = await browser.newContext({ baseURL, locale: 'hr-HR' });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  return { context, page };
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Sends an adult's sign-up request through the form (the browser solves the challenge). */
export async function submitAdultSignup(page: Page, ime: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Ime', { exact: true }).fill(ime);
  await page.getByLabel('Prezime', { exact: true }).fill('Odrasli');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('OIB').fill(validOib(Date.now()));
  await page.getByLabel('Datum rođenja').fill(birthDateYearsAgo(30));
  await page.getByLabel('Škola', { exact: true }).selectOption({ label: 'Glazbena škola Allegro' });
  await page.getByLabel('Program', { exact: true }).selectOption({ label: 'Violina' });
  await page.getByRole('radio', { name: /Grupno – 50,00/ }).check();
  await page.getByLabel(/Pročitao\/la sam ugovor i privolu/).check();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/signup/pending'));
  await page.getByRole('button', { name: 'Pošalji prijavu' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Hvala na prijavi!' })).toBeVisible();
}
