import { expect, test } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  expectAxeInBothThemes,
  expectFits,
  logIn,
  supportPage,
  expectNoViolations,
} from './support-helpers.ts';

test('a visitor saves custom cookie preferences; analytics then flow only with that consent', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await supportPage(browser, baseURL ?? '', PHONE, { consent: false });
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Kolačići i lokalna pohrana' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Ne koristimo marketinške kolačiće');
  await expectFits(page);
  await expectAxeInBothThemes(page);

  await banner.getByRole('button', { name: 'Prilagodi' }).click();
  await expect(banner.getByRole('checkbox', { name: /Nužni/ })).toBeDisabled();
  await expect(banner.getByRole('checkbox', { name: /Nužni/ })).toBeChecked();
  await banner.getByRole('checkbox', { name: /Funkcionalni/ }).uncheck();
  await banner.getByRole('checkbox', { name: /Analitika/ }).check();
  await banner.getByRole('button', { name: 'Spremi odabir' }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => ({
    consent: localStorage.getItem('cookieConsent'),
    prefs: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown,
  }));
  expect(stored).toEqual({
    consent: 'true',
    prefs: { necessary: true, functional: false, analytics: true, marketing: false },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'O aplikaciji' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Signed in with the analytics consent: leaving a page sends its numbers, no personal data.
  await logIn(page, 'mentor');
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/analytics'));
  await page
    .getByRole('navigation', { name: 'Glavna navigacija' })
    .getByRole('link', { name: 'Profil' })
    .click();
  const body = (await beacon).postDataJSON() as {
    consent: { analytics: boolean };
    sessionId: string;
    metrics: Array<{ route: string; metric: string }>;
  };
  expect(body.consent).toEqual({ analytics: true });
  expect(body.sessionId).toMatch(/^[0-9a-f]{32}$/);
  expect(body.metrics.every((m) => m.route === '/user')).toBe(true);
  expect(JSON.stringify(body)).not.toContain('mentor');
  await context.close();

  // 'Samo nužni': nothing is sent.
  const other = await supportPage(browser, baseURL ?? '', DESKTOP, { consent: false });
  await other.page.goto('/login');
  await other.page.getByRole('button', { name: 'Samo nužni' }).click();
  let sent = 0;
  other.page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics')) sent += 1;
  });
  await logIn(other.page, 'mentor');
  await other.page.goto('/profil');
  await other.page.goto('/user');
  expect(sent).toBe(0);
  await other.context.close();
});

test('/about reads well on a phone and a desktop, with the support form for signed-in people', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(75_000);
  for (const viewport of VIEWPORTS) {
    const { context, page } = await supportPage(browser, baseURL ?? '', viewport);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'O aplikaciji' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Podrška' })).toHaveCount(0);
    await expectFits(page);
    await logIn(page, 'ucenik');
    await page.goto('/about');
    await page.getByText('Pravila privatnosti', { exact: true }).click();
    await expect(page.getByText('Voditelj obrade osobnih podataka')).toBeVisible();
    const form = page.getByRole('form', { name: 'Podrška' });
    await form.getByRole('button', { name: 'Pošalji pitanje' }).click();
    await expect(form.getByText('Unesite naslov poruke.')).toBeVisible();
    await form.getByLabel('Naslov').fill('Pitanje o rasporedu');
    await form.getByLabel('Poruka').fill('Kada počinje nastava teorije?');
    await form.getByRole('button', { name: 'Pošalji pitanje' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Vaše pitanje je uspješno poslano. Odgovorit ćemo vam uskoro.',
    );
    await expectFits(page);
    if (viewport === DESKTOP) await expectAxeInBothThemes(page);
    await page.getByRole('link', { name: 'Natrag na profil' }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await context.close();
  }
});

test('after the admin changes the terms, the modal asks again until accepted', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await supportPage(browser, baseURL ?? '', PHONE);
  await logIn(page, 'admin2');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Uredi uvjete i privatnost' }).click();
  const terms = page.getByLabel('Uvjeti korištenja', { exact: true });
  await terms.fill(`${await terms.inputValue()}\n\nDopuna: pravila ponašanja u chatu.`);
  await page.getByRole('button', { name: 'Spremi', exact: true }).click();
  await expect(
    page.getByText('Uvjeti korištenja i pravila privatnosti su spremljeni.'),
  ).toBeVisible();

  await page.goto('/user');
  const modal = page.getByRole('dialog', { name: 'Uvjeti korištenja' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('verzija 1.1.0');
  await expect(modal).toContainText('Dopuna: pravila ponašanja u chatu.');
  await expectFits(page);
  await expectAxeInBothThemes(page);
  await expect(modal).toBeVisible();
  const accepted = page.waitForResponse((r) => r.url().endsWith('/api/terms/accept'));
  await modal.getByRole('button', { name: 'Prihvaćam' }).click();
  expect(((await accepted).request().postDataJSON() as { version: string }).version).toBe('1.1.0');
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await expect(modal).toHaveCount(0);
  await context.close();
});

test('while the session loads, the screen still has a main landmark and a heading', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await supportPage(browser, baseURL ?? '', PHONE, { theme: 'dark' });
  await logIn(page, 'ucenik');
  // The signed-in user is confirmed after a reload: hold that answer to look at the wait.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const loading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Učitavanje...' });
  await expect(loading).toBeVisible();
  await expectNoViolations(page);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await expect(loading).toHaveCount(0);
  await context.close();
});
