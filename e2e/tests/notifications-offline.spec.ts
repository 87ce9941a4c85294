import { AxeBuilder } from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';
import { apiAuth, apiCreatePost, apiDelete } from './home-api.ts';

// The service worker's first visit downloads the whole app while the page loads: on a busy
// machine a screen can take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// Service worker installs, reloads and axe runs: these journeys take longer than most.
test.describe.configure({ timeout: 90_000 });

/**
 * The installable app's overlays: the offline banner and the list of refused offline writes
 * (axe in both themes), the install card after 2 s, and the cached answers leaving with logout.
 */

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
}

async function controlledBy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

async function themedContext(browser: Browser, baseURL: string | undefined, theme: string) {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context;
}

for (const theme of ['light', 'dark'] as const) {
  test(`offline banner and a refused offline delete are shown, with no axe violations (${theme})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const mentor = await apiAuth(request, 'mentor');
    const title = `Obrisat ću bez veze ${theme} ${Date.now()}`;
    const postId = await apiCreatePost(request, mentor, { title, content: '<p>Uskoro nema</p>' });
    const context = await themedContext(browser, baseURL, theme);
    const page = await context.newPage();
    try {
      await signInAs(page, 'mentor');
      await controlledBy(page);
      await page.goto('/user?tab=my-posts');
      await expect(page.getByRole('article', { name: title })).toBeVisible();

      await context.setOffline(true);
      await expect(
        page.getByText(
          'Nema internetske veze. Promjene se spremaju i bit će poslane kad se veza vrati.',
        ),
      ).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: `Obriši: ${title}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Brisanje objave' })
        .getByRole('button', { name: 'Obriši' })
        .click();
      await expect(
        page.getByText('Zahtjev spremljen. Bit će poslan kad se vratiš online.'),
      ).toBeVisible();
      // Meanwhile the post goes another way: the saved delete will be refused.
      await apiDelete(request, mentor, `/api/posts/${postId}`);

      await context.setOffline(false);
      const failures = page.getByRole('alert').filter({
        hasText: 'Neki zahtjevi spremljeni bez veze nisu prihvaćeni:',
      });
      await expect(failures).toBeVisible({ timeout: 20_000 });
      await expect(failures.getByRole('listitem')).toHaveText(/^Objava \(brisanje\), spremljeno /);
      await expectNoViolations(page);
      await failures.getByRole('button', { name: 'U redu' }).click();
      await expect(failures).toBeHidden();
      // Read is read: it does not come back with the next visit.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
      await expect(
        page.getByText('Neki zahtjevi spremljeni bez veze nisu prihvaćeni:'),
      ).toHaveCount(0);
    } finally {
      await context.close();
      await apiDelete(request, mentor, `/api/posts/${postId}`);
    }
  });
}

/** Chromium's install offer, as the browser fires it (a test run is incognito: it never does). */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test('the install card comes 2 s after the app opens, installs, and stays away once closed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  try {
    await signInAs(page, 'ucenik');
    // The app opens with the page's clock held and moved on by hand, so the 2 s are counted
    // exactly (the app's own short timers are run in small steps until the screen is there).
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.reload();
    const heading = page.getByRole('heading', { level: 1, name: 'Naslovna' });
    let moved = 0;
    while (!(await heading.isVisible()) && moved < 1000) {
      await page.clock.runFor(20);
      moved += 20;
    }
    await expect(heading).toBeVisible();
    await offerInstall(page, 'dismissed');
    const card = page.getByRole('region', { name: 'Instaliraj aplikaciju' });
    await page.clock.runFor(1900 - moved);
    await expect(card).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(card).toBeVisible();
    await page.clock.resume();
    await expectNoViolations(page);
    await card.getByRole('button', { name: 'Instaliraj' }).click();
    await expect.poll(() => page.evaluate(() => 'prompted' in window)).toBe(true);
    // Declined in the browser's dialog: remembered, the card stays away on the next visit.
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
    await offerInstall(page, 'dismissed');
    await page.clock.fastForward(2500);
    await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
    await expect(card).toHaveCount(0);
    // Profil still offers it.
    await page.goto('/profil');
    await offerInstall(page, 'accepted');
    await expect(page.getByRole('button', { name: 'Instaliraj aplikaciju' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('on iOS the install card explains the home screen, in the dark theme too', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  await page.clock.install();
  try {
    await signInAs(page, 'ucenik');
    await page.clock.fastForward(2500);
    const card = page.getByRole('region', { name: 'Instaliraj aplikaciju' });
    await expect(card).toContainText('„Dodaj na početni zaslon”');
    await expect(card.getByRole('button', { name: 'Instaliraj' })).toHaveCount(0);
    await expectNoViolations(page);
    await card.getByRole('button', { name: 'U redu' }).click();
    await expect(card).toBeHidden();
    expect(
      await page.evaluate(() => localStorage.getItem('installPromptDismissed')),
    ).not.toBeNull();
  } finally {
    await context.close();
  }
});

test('logging out wipes the person’s cached answers from the service worker', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const apiCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('takt-api-')));
  try {
    await signInAs(page, 'ucenik');
    await controlledBy(page);
    await page.goto('/obavijesti');
    await expect(page.getByRole('heading', { level: 1, name: 'Obavijesti' })).toBeVisible();
    await expect.poll(apiCaches).toHaveLength(1);
    await page.goto('/profil');
    await page.getByRole('button', { name: 'Odjava', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(apiCaches).toEqual([]);
  } finally {
    await context.close();
  }
});
