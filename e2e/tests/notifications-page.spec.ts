import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';
import { apiAuth, apiCreatePost, apiDelete } from './home-api.ts';

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Starts from a known state: everything of the person read (earlier journeys leave notices). */
async function readEverything(request: APIRequestContext, username: string) {
  const res = await request.put('/api/notifications/read-all', {
    headers: await apiAuth(request, username),
  });
  expect(res.ok()).toBe(true);
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`a new post reaches a student: dot, /obavijesti unread first, read one and all (${width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const mentor = await apiAuth(request, 'mentor');
    await readEverything(request, 'ucenik');
    const stamp = `${width} ${Date.now()}`;
    const first = `Obavijest A ${stamp}`;
    const second = `Obavijest B ${stamp}`;
    const firstId = await apiCreatePost(request, mentor, { title: first, content: '<p>A</p>' });
    const secondId = await apiCreatePost(request, mentor, { title: second, content: '<p>B</p>' });
    const context = await browser.newContext({ baseURL, viewport: { width, height } });
    const page = await context.newPage();
    try {
      await signInAs(page, 'ucenik');
      const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
      await expect(
        nav.getByRole('link', { name: /Obavijesti \(nepročitane obavijesti\)/ }),
      ).toBeVisible();
      await nav.getByRole('link', { name: /Obavijesti/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Obavijesti' })).toBeVisible();
      const unread = page.getByRole('region', { name: /Nepročitane/ });
      await expect(unread.getByRole('heading', { name: 'Nepročitano: Nova objava' })).toHaveCount(
        2,
      );
      await expect(unread.getByText(first)).toBeVisible();
      await expect(unread.getByText(second)).toBeVisible();
      await expect(unread.getByRole('heading', { name: 'Danas' })).toBeVisible();

      // Open goes to what it is about (the post on the home page's posts tab) and marks it read.
      await unread
        .getByRole('listitem')
        .filter({ hasText: second })
        .getByRole('button', { name: 'Otvori: Nova objava' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/user\\?tab=posts&post=${secondId}$`));
      await page.goBack();
      const read = page.getByRole('region', { name: 'Pročitane' });
      await expect(read.getByText(second)).toBeVisible();
      await expect(
        page.getByRole('region', { name: /Nepročitane/ }).getByText(first),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Označi sve kao pročitano' }).click();
      await expect(page.getByText('Sve obavijesti su pročitane.')).toBeVisible();
      await expect(read.getByText(first)).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Obavijesti', exact: true })).toBeVisible();
    } finally {
      await context.close();
      await apiDelete(request, mentor, `/api/posts/${firstId}`);
      await apiDelete(request, mentor, `/api/posts/${secondId}`);
    }
  });
}

test('a notice appears on /obavijesti through the socket, long before the 60 s poll', async ({
  browser,
  baseURL,
  request,
}) => {
  const mentor = await apiAuth(request, 'mentor');
  await readEverything(request, 'ucenik');
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let postId: number | undefined;
  try {
    await signInAs(page, 'ucenik');
    await page.goto('/obavijesti');
    // Loaded (other notices may arrive meanwhile, e.g. the hourly unread-chat one).
    await expect(page.getByRole('region', { name: /Nepročitane|Pročitane/ }).first()).toBeVisible();
    const title = `Uživo ${Date.now()}`;
    postId = await apiCreatePost(request, mentor, { title, content: '<p>Uživo</p>' });
    // The list polls every 60 s; well within that, the push of the socket refreshed it.
    await expect(page.getByRole('region', { name: /Nepročitane/ }).getByText(title)).toBeVisible({
      timeout: 15_000,
    });
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await expect(
      nav.getByRole('link', { name: /Obavijesti \(nepročitane obavijesti\)/ }),
    ).toBeVisible();
  } finally {
    await context.close();
    if (postId !== undefined) await apiDelete(request, mentor, `/api/posts/${postId}`);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`/obavijesti and the notification settings have no axe violations (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    try {
      await signInAs(page, 'ucenik.mali');
      await page.goto('/obavijesti');
      await expect(page.getByRole('heading', { level: 1, name: 'Obavijesti' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: /Nepročitane|Pročitane/ }).first(),
      ).toBeVisible();
      await expectNoViolations(page);

      await page.goto('/profil');
      const settings = page.getByRole('region', { name: 'Obavijesti i aplikacija' });
      await expect(
        settings.getByRole('table', { name: 'Gdje primaš koje obavijesti' }),
      ).toBeVisible();
      await settings.getByRole('checkbox', { name: 'Nove objave: Email' }).check();
      await settings.getByRole('button', { name: 'Spremi izbor obavijesti' }).click();
      await expect(page.getByText('Postavke obavijesti su spremljene.')).toBeVisible();
      await expectNoViolations(page);
      await settings.getByRole('checkbox', { name: 'Nove objave: Email' }).uncheck();
      await settings.getByRole('button', { name: 'Spremi izbor obavijesti' }).click();
    } finally {
      await context.close();
    }
  });
}
