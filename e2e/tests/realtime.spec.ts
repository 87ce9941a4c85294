import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { apiAuth, apiDelete } from './home-api.ts';
import { socketConnected } from './realtime-helpers.ts';

test('a mentor publishes a post and the student’s Naslovna shows it without a reload', async ({
  browser,
  baseURL,
  request,
}) => {
  const title = `Uživo ${Date.now()}`;
  const studentContext = await browser.newContext({ baseURL });
  const mentorContext = await browser.newContext({ baseURL });
  const student = await studentContext.newPage();
  const mentor = await mentorContext.newPage();

  await signIn(student, 'ucenik');
  const connected = socketConnected(student);
  await student.goto('/user?tab=posts');
  await connected;
  await expect(student.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await expect(student.getByRole('article', { name: title })).toHaveCount(0);
  // A mark on the page's window: a reload would wipe it.
  await student.evaluate(() => Object.assign(window, { takeNoReload: true }));

  await signIn(mentor, 'mentor');
  await mentor.goto('/user?tab=posts');
  await mentor.getByRole('button', { name: 'Nova objava' }).click();
  const dialog = mentor.getByRole('dialog', { name: 'Nova objava' });
  await dialog.getByLabel('Naslov').fill(title);
  await dialog.getByRole('textbox', { name: 'Sadržaj' }).click();
  await mentor.keyboard.type('Proba orkestra je u petak.');
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(dialog).toBeHidden();

  const post = student.getByRole('article', { name: title });
  await expect(post).toBeVisible();
  await expect(post.getByText('Proba orkestra je u petak.')).toBeVisible();
  expect(await student.evaluate(() => 'takeNoReload' in window)).toBe(true);

  // Deleted elsewhere, gone here too.
  const headers = await apiAuth(request, 'mentor');
  const mine = await request.get('/api/posts?mine=1', { headers });
  const { posts } = (await mine.json()) as { posts: { id: number; title: string }[] };
  const created = posts.find((p) => p.title === title);
  expect(created).toBeDefined();
  await apiDelete(request, headers, `/api/posts/${created!.id}`);
  await expect(post).toHaveCount(0);
  expect(await student.evaluate(() => 'takeNoReload' in window)).toBe(true);

  await studentContext.close();
  await mentorContext.close();
});
