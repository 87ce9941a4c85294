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
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  // The CSP alone would stop inline handlers and javascript: URLs; bypassing it here proves the
  // stored HTML itself is harmless, as the server's sanitizer promises.
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
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
  // Hover over what the vectors left, as a reader would, and focus every link in it.
  for (const content of await page.locator('.post-content:not(:empty)').all()) {
    await content.hover();
    for (const link of await content.locator('a').all()) await link.focus();
  }

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  // What a rendered post may never hold: a handler attribute, a script-capable element, inline
  // style, or a link or source to a scripting or data URL.
  const findings = await page.locator('.post-content').evaluateAll((roots) => {
    const banned =
      'script,iframe,frame,object,embed,form,svg,math,img,style,link,meta,base,video,audio';
    const found: string[] = [];
    for (const element of roots.flatMap((root) => Array.from(root.querySelectorAll('*')))) {
      if (element.matches(banned)) found.push(`<${element.tagName.toLowerCase()}>`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore whitespace and control characters inside a URL's scheme.
        const value = Array.from(attribute.value)
          .filter((ch) => ch.charCodeAt(0) > 32)
          .join('')
          .toLowerCase();
        if (name.startsWith('on') || ['style', 'srcdoc', 'formaction'].includes(name)) {
          found.push(`${name}=`);
        }
        if (/^(javascript|vbscript|data):/.test(value)) found.push(`${name}=${value.slice(0, 20)}`);
      }
    }
    return found;
  });
  expect(findings).toEqual([]);
  await context.close();
});
