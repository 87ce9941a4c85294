import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './helpers.ts';
import { apiActivePollIds, apiAuth, apiDelete } from './home-api.ts';

/** Removes the mentor's active polls (the demo's own included). */
async function removeActivePolls(request: APIRequestContext) {
  const headers = await apiAuth(request, 'mentor');
  for (const id of await apiActivePollIds(request, headers)) {
    await apiDelete(request, headers, `/api/polls/${id}`);
  }
}

// The journeys start from no active polls (the demo data has one), and polls stay active for a
// while: remove what this file leaves behind too, so later journeys that sign in as a mentor or
// theory student still land on /user.
test.beforeAll(async ({ request }) => removeActivePolls(request));
test.afterAll(async ({ request }) => removeActivePolls(request));

test('a mentor creates a poll, a theory student votes and changes the vote, the mentor sees statistics', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a fake clock and many steps on a shared machine.
  test.setTimeout(60_000);
  const question = `Dolazite li na probu ${Date.now()}?`;
  await signIn(page, 'mentor');
  await page.goto('/user?tab=polls');
  await expect(page.getByText('Trenutno nema aktivnih anketa.')).toBeVisible();

  await page.getByRole('button', { name: 'Nova anketa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova anketa' });
  await expect(dialog.getByLabel('Opcija 1')).toHaveValue('Da');
  await expect(dialog.getByLabel('Opcija 2')).toHaveValue('Ne');
  await expect(dialog.getByRole('button', { name: /Ukloni opciju/ })).toHaveCount(0);
  await dialog.getByLabel('Opcija 2').fill('');
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(dialog.getByText('Molimo unesite pitanje ankete')).toBeVisible();
  await expect(dialog.getByText('Molimo unesite barem dvije opcije odgovora')).toBeVisible();
  await expect(dialog.getByText('Molimo odaberite datum završetka ankete')).toBeVisible();

  await dialog.getByLabel('Pitanje').fill(question);
  await dialog.getByLabel('Opcija 2').fill('Ne');
  await dialog.getByRole('button', { name: 'Dodaj opciju' }).click();
  await dialog.getByLabel('Opcija 3').fill('Možda');
  await expect(dialog.getByRole('button', { name: /Ukloni opciju/ })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Ukloni opciju 3' }).click();
  await expect(dialog.getByRole('button', { name: /Ukloni opciju/ })).toHaveCount(0);
  const endField = dialog.getByLabel('Datum i vrijeme završetka');
  expect(await endField.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  const tomorrow = await page.evaluate(() => {
    const d = new Date(Date.now() + 24 * 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });
  await endField.fill(tomorrow);
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Anketa je uspješno kreirana')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: question })).toBeVisible();

  // The theory student lands on the polls tab, votes, then changes the answer.
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await student.clock.install();
  await signIn(student, 'ucenik');
  await expect(student).toHaveURL(/\/user\?tab=polls$/);
  const poll = student.getByRole('article', { name: question });
  await expect(poll.getByText(/Završava: \d{2}\.\d{2}\.\d{4}\. \d{2}:\d{2}/)).toBeVisible();
  await poll.getByRole('radio', { name: 'Ne' }).check();
  await poll.getByRole('button', { name: 'Glasaj' }).click();
  await expect(student.getByText('Vaš odgovor je zabilježen')).toBeVisible();
  await expect(poll.getByText('Odgovor možete promijeniti još 10 min.')).toBeVisible();
  await poll.getByRole('radio', { name: 'Da' }).check();
  await poll.getByRole('button', { name: 'Promijeni odgovor' }).click();
  await expect(poll.getByText(/Vaš odgovor: Da/)).toBeVisible();

  // Nothing left to answer: Naslovna opens on the posts again (once the polls have loaded).
  const indicator = student.getByRole('region', { name: 'Aktivne ankete' });
  await student.goto('/user');
  await expect(indicator.getByRole('link', { name: 'Aktivne ankete: 1' })).toBeVisible();
  await expect(student).toHaveURL(/\/user$/);
  await expect(student.getByRole('heading', { level: 2, name: 'Objave' })).toBeVisible();
  await student.goto('/user?tab=polls');

  // The indicator: minimised and hidden, remembered across a reload.
  await expect(indicator.getByRole('link', { name: 'Aktivne ankete: 1' })).toBeVisible();
  await indicator.getByRole('button', { name: 'Smanji' }).click();
  await student.reload();
  await expect(indicator.getByRole('button', { name: 'Proširi' })).toBeVisible();
  await indicator.getByRole('button', { name: 'Sakrij' }).click();
  await expect(indicator).toHaveCount(0);
  await student.reload();
  await expect(student.getByRole('article', { name: question })).toBeVisible();
  await expect(indicator).toHaveCount(0);

  // Ten minutes after the first answer the change window closes; after the end date it expires.
  await student.clock.fastForward('11:00');
  await expect(poll.getByText('Odgovor više nije moguće promijeniti.')).toBeVisible();
  await expect(poll.getByRole('radio', { name: 'Ne' })).toBeDisabled();
  await student.clock.fastForward('24:00:00');
  await expect(poll.getByText('Isteklo')).toBeVisible();
  await context.close();

  // The mentor's statistics: one poll, one answer, all of them 'da'.
  await page.reload();
  const stats = page.getByRole('region', { name: 'Statistika anketa' });
  await expect(stats.getByRole('definition').nth(0)).toHaveText('1');
  await expect(stats.getByRole('definition').nth(1)).toHaveText('1');
  await expect(stats.getByRole('definition').nth(2)).toHaveText(/^100\s?%$/);
  const mentorPoll = page.getByRole('article', { name: question });
  await expect(mentorPoll.getByText('Odgovori (1)')).toBeVisible();
  // Mentors see who answered what.
  await expect(mentorPoll.getByRole('listitem').filter({ hasText: /^Da: 1/ })).toContainText(
    'Iva Učenica',
  );

  await mentorPoll.getByRole('button', { name: /Obriši anketu/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Brisanje ankete' });
  await expect(confirm).toHaveAccessibleDescription(
    'Jeste li sigurni da želite obrisati ovu anketu?',
  );
  await confirm.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Anketa uspješno obrisana')).toBeVisible();
  await expect(page.getByText('Trenutno nema aktivnih anketa.')).toBeVisible();
});
