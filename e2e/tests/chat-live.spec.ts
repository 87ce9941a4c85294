import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';
import { socketConnected } from './realtime-helpers.ts';

/** A mentor and a student chat live in two browsers; the student's unread dot clears. */

const log = (page: Page) => page.getByRole('log', { name: 'Poruke' });
const chatLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: /^Chat/ });

test('mentor and student see each other’s messages live on phones; the dot clears when read', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const phone = { viewport: { width: 390, height: 844 }, baseURL };
  const studentContext = await browser.newContext(phone);
  const mentorContext = await browser.newContext(phone);
  const student = await studentContext.newPage();
  const mentor = await mentorContext.newPage();
  const stamp = Date.now();

  const connected = socketConnected(student);
  await signIn(student, 'ucenik');
  await connected;
  // The demo leaves the student unread messages: the bottom bar's Chat has its dot.
  await expect(chatLink(student)).toHaveAccessibleName('Chat (nepročitane poruke)');
  await chatLink(student).click();
  await student.getByRole('link', { name: /Marko Mentor/ }).click();
  // Full screen on a phone: the conversation, not the list.
  await expect(student.getByRole('heading', { level: 1, name: 'Marko Mentor' })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Razgovori' })).toBeHidden();
  await expect(log(student).getByText('Ponesi note za Clementijevu sonatinu.')).toBeVisible();

  await signIn(mentor, 'mentor');
  await mentor.goto('/chat');
  await mentor.getByRole('link', { name: /Iva Učenica/ }).click();
  const box = mentor.getByLabel('Poruka', { exact: true });
  await box.pressSequentially('Vid', { delay: 30 });
  await expect(student.getByText('Marko piše…')).toBeVisible();
  await box.fill(`Vidimo se u četvrtak ${stamp}`);
  await mentor.getByRole('button', { name: 'Pošalji' }).click();

  await expect(log(student).getByText(`Vidimo se u četvrtak ${stamp}`)).toBeVisible();
  await student.getByLabel('Poruka', { exact: true }).fill(`Hvala! ${stamp}`);
  await student.getByLabel('Poruka', { exact: true }).press('Enter');
  await expect(log(mentor).getByText(`Hvala! ${stamp}`)).toBeVisible();

  // Reading the theory group too leaves nothing unread: the dot goes.
  await student.getByRole('link', { name: 'Natrag' }).click();
  await student.getByRole('link', { name: /Teorija glazbe/ }).click();
  await expect(log(student).getByText('Hoćemo li pisati diktat?')).toBeVisible();
  await expect(chatLink(student)).toHaveAccessibleName('Chat');

  await studentContext.close();
  await mentorContext.close();
});

test('on a desktop the list and the conversation sit side by side; group details; the list searches', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
  const page = await context.newPage();
  await signIn(page, 'mentor');
  await page.goto('/chat');
  await page.getByRole('link', { name: /Teorija glazbe/ }).click();
  await expect(page.getByRole('region', { name: 'Razgovori' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Teorija glazbe/ })).toBeVisible();
  // Inside chat the top bar hides 'Admin' and 'report a problem', and offers group details.
  await expect(page.getByRole('link', { name: 'Prijavi problem' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Detalji grupe' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Članovi' })).toBeVisible();
  await expect(page.getByText('Luka Malić', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Obriši grupu' })).toBeVisible();

  // The list searches the server, marks optional; a person one already writes to opens that chat.
  await page.goto('/chat');
  const list = page.getByRole('region', { name: 'Razgovori' });
  await page.getByLabel('Pretraži razgovore').fill('ucenica');
  await expect(list.getByRole('link', { name: /Iva Učenica/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Teorija glazbe/ })).toHaveCount(0);
  await page.getByLabel('Pretraži razgovore').fill('nitko takav');
  await expect(list.getByText('Nema razgovora koji odgovaraju pretrazi.')).toBeVisible();
  await page.getByRole('button', { name: 'Novi razgovor' }).click();
  await page.getByLabel('Pretraži osobe').fill('Učenica');
  await page.getByRole('button', { name: /Iva Učenica/ }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iva Učenica' })).toBeVisible();
  await context.close();
});

test('inside chat an admin’s top bar hides Admin and report-a-problem; a searched contact opens a draft', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
  const page = await context.newPage();
  await signIn(page, 'admin');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: /^Admin/ })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Prijavi problem' })).toBeVisible();
  await page.goto('/chat');
  await expect(page.getByRole('region', { name: 'Razgovori' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: /^Admin/ })).toHaveCount(0);
  await expect(topBar.getByRole('link', { name: 'Prijavi problem' })).toHaveCount(0);

  // The picker searches the server; the draft asks the server about its addressee by id.
  await page.getByRole('button', { name: 'Novi razgovor' }).click();
  await page.getByLabel('Pretraži osobe').fill('Malić');
  await page.getByRole('button', { name: /Luka Malić/ }).click();
  await expect(page).toHaveURL(/\/chat\/novi\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Luka Malić' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Luka Malić' })).toBeVisible();
  await expect(page.getByText('Pošaljite prvu poruku.')).toBeVisible();
  await context.close();
});
