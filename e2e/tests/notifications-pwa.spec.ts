import {
  expect as baseExpect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';
import { apiAuth, apiCreatePost, apiDelete } from './home-api.ts';
import { replaceWorker } from './notifications-helpers.ts';

// The service worker's first visit downloads the whole app while the page loads: on a busy
// machine a screen can take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The installable app: service worker, offline reload, the offline queue, the update toast. */

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Unesite email adresu ili korisničko ime').fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
}

/** Waits until the service worker controls the page (after its first install, one reload). */
async function controlledBy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

type Viewport = { width: number; height: number };

async function newContext(browser: Browser, baseURL: string | undefined, viewport: Viewport) {
  return browser.newContext({ baseURL, serviceWorkers: 'allow', viewport });
}

// Every journey of the installable app on a phone and on a desktop screen.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`Chromium finds the app installable, and it reloads offline from the service worker (${viewport.width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const mentor = await apiAuth(request, 'mentor');
    const title = `Za čitanje bez veze ${Date.now()}`;
    const postId = await apiCreatePost(request, mentor, { title, content: '<p>Spremljeno</p>' });
    const context: BrowserContext = await newContext(browser, baseURL, viewport);
    const page = await context.newPage();
    try {
      await signInAs(page, 'ucenik');
      await controlledBy(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      // Contexts of a test run are incognito, which alone keeps Chromium from offering to install.
      expect(installabilityErrors).toEqual([expect.objectContaining({ errorId: 'in-incognito' })]);
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ lang: 'hr', start_url: '/user', display: 'standalone' });

      // Visit the screens once online (their answers are kept for this person), then go offline.
      await page.goto('/obavijesti');
      await expect(page.getByText(title)).toBeVisible();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Obavijesti' })).toBeVisible();
      // The person's notifications come from their cached answers.
      await expect(page.getByText(title)).toBeVisible();
      await context.setOffline(false);
    } finally {
      await context.close();
      await apiDelete(request, mentor, `/api/posts/${postId}`);
    }
  });

  test(`a post written offline is saved, then sent once when the connection returns (${viewport.width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await newContext(browser, baseURL, viewport);
    const page = await context.newPage();
    const title = `Bez veze ${Date.now()}`;
    const posted: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/posts'))
        posted.push(r.headers()['idempotency-key'] ?? '');
    });
    const mentor = await apiAuth(request, 'mentor');
    try {
      await signInAs(page, 'mentor');
      await controlledBy(page);
      await page.goto('/user?tab=posts');
      await expect(page.getByRole('button', { name: 'Nova objava' })).toBeVisible();
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Nova objava' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova objava' });
      await dialog.getByLabel('Naslov').fill(title);
      await dialog.getByRole('textbox', { name: 'Sadržaj' }).click();
      await page.keyboard.type('Napisano bez interneta.');
      await dialog.getByRole('button', { name: 'Spremi' }).click();
      await expect(
        page.getByText('Zahtjev spremljen. Bit će poslan kad se vratiš online.'),
      ).toBeVisible();
      // Only the spec's toast: the dialog does not claim a post it has not sent yet.
      await expect(dialog.getByText('Objava uspješno kreirana')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Spremanje...' })).toBeDisabled();

      await context.setOffline(false);
      await expect(page.getByText('Spremljeni zahtjevi su poslani.')).toBeVisible({
        timeout: 20_000,
      });
      // The dialog got the server's real answer when the replay landed, then closed.
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      const res = await request.get('/api/posts?limit=50', { headers: mentor });
      const mine = ((await res.json()) as { posts: { id: number; title: string }[] }).posts.filter(
        (p) => p.title === title,
      );
      expect(mine).toHaveLength(1);
      // Every attempt carried one and the same key.
      expect(new Set(posted.filter(Boolean)).size).toBe(1);
      await apiDelete(request, mentor, `/api/posts/${mine[0]!.id}`);
    } finally {
      await context.close();
    }
  });

  test(`a new build shows the update toast, then the new version takes over (${viewport.width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await newContext(browser, baseURL, viewport);
    const page = await context.newPage();
    try {
      await signInAs(page, 'ucenik');
      await controlledBy(page);
      // The server now has another build: its worker (and the compressed twins it sends) differ.
      const original = await replaceWorker(`\n// build ${Date.now()}\n`);
      try {
        const reloaded = page.waitForEvent('framenavigated', { timeout: 25_000 });
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => r?.update()),
        );
        await expect(page.getByText('Nova verzija je dostupna')).toBeVisible({ timeout: 15_000 });
        await reloaded;
      } finally {
        await original.restore();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
