import { expect, test } from '@playwright/test';
import { xssCorpus } from '../../apps/server/src/modules/posts/xss-corpus.ts';
import { signIn } from './helpers.ts';
import { apiAuth } from './home-api.ts';

/** Messages are plain text: every vector of the XSS corpus shows as the characters typed. */
test('the XSS corpus sent as messages renders as text and runs nothing', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  const headers = await apiAuth(request, 'admin');
  const found = await (await request.get('/api/chats/contacts?q=Mentor', { headers })).json();
  const contacts = (found as { contacts: { id: number; ime: string; prezime: string }[] }).contacts;
  const mentorId = contacts.find((c) => c.ime === 'Marko' && c.prezime === 'Mentor')!.id;
  // A few messages hold the whole corpus (the per-minute limit allows ten).
  const chunks: string[] = [];
  let current = '';
  for (const vector of xssCorpus) {
    if (current.length + vector.html.length + 1 > 1900) {
      chunks.push(current);
      current = '';
    }
    current += `${vector.html}\n`;
  }
  chunks.push(current);
  for (const [i, body] of chunks.entries()) {
    const res = await request.post('/api/chats/direct', {
      headers,
      data: { userId: mentorId, body, clientId: `xss-${Date.now()}-${i}` },
    });
    expect(res.status()).toBe(201);
  }

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, 'mentor');
  await page.goto('/chat');
  await page.getByRole('link', { name: /Ana Admin/ }).click();
  const texts = page.locator('.chat-bubble-text');
  await expect(texts.filter({ hasText: '<script>alert(1)</script>' }).first()).toBeVisible();
  for (const text of await texts.all()) await text.hover();
  const shown = (await texts.allTextContents()).join('\n');
  for (const vector of xssCorpus) expect(shown).toContain(vector.html.trim());
  const elements = await page
    .locator('.chat-bubble-text *')
    .evaluateAll((nodes) => nodes.map((n) => n.tagName.toLowerCase()));
  expect(elements.filter((t) => t !== 'span' && t !== 'a')).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
});
