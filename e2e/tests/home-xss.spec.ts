import { expect, test } from '@playwright/test';
import { xssCorpus } from '../../apps/server/src/modules/posts/xss-corpus.ts';
import { signIn } from './helpers.ts';
import { apiAuth, apiCreatePost, apiDelete } from './home-api.ts';

const runId = Date.now();
const created: number[] = [];

test.afterAll(async ({ request }) => {
  const headers = await apiAuth(request, 'mentor');
  for (const id of created) await apiDelete(request, headers, `/api/posts/${id}`);
});

test('no XSS vector of the server corpus runs in the student’s home page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await apiAuth(request, 'mentor');
  for (const [i, vector] of xssCorpus.entries()) {
    created.push(
      await apiCreatePost(request, headers, {
        title: `XSS ${runId} #${i}: ${vector.name}`,
        content: vector.html,
      }),
    );
  }

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  // A canary a vector could set; alert() is caught by the dialog listener above.
  await page.addInitScript(() => {
    Object.defineProperty(window, '__xss', { value: undefined, writable: true });
  });

  await signIn(page, 'ucenik');
  await page.goto('/user?tab=posts');
  const more = page.getByRole('button', { name: 'Učitaj još' });
  // Page through the feed until every vector's post is on screen.
  for (let pageNo = 0; pageNo < 10; pageNo++) {
    const last = page.getByRole('heading', { name: `XSS ${runId} #0:`, exact: false });
    if ((await last.count()) > 0) break;
    await expect(more).toBeVisible();
    await more.click();
    await expect(more.or(last)).toBeVisible();
  }
  for (const [i] of xssCorpus.entries()) {
    await expect(
      page.getByRole('heading', { name: new RegExp(`XSS ${runId} #${i}:`) }),
    ).toHaveCount(1);
  }
  // Hover and click on what the vectors left, as a reader would.
  for (const content of await page.locator('.post-content:not(:empty)').all()) {
    await content.hover();
  }

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(
    await page
      .locator(
        '.post-content script, .post-content [onerror], .post-content [onclick], .post-content iframe, .post-content svg, .post-content img',
      )
      .count(),
  ).toBe(0);
});
