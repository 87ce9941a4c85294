import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

async function pasteIntoEditor(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Sadržaj' }).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('a mentor uploads a PDF, shares it with their students, a student opens it from a post', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'mentor');
  await page.goto('/dokumenti');
  await expect(page.getByRole('heading', { level: 1, name: 'Poveznice' })).toBeVisible();

  await page.getByRole('button', { name: '+ Datoteka' }).click();
  const add = page.getByRole('dialog', { name: 'Nova datoteka' });
  await add.getByLabel('Naziv').fill('Etide za gitaru');
  await add
    .getByLabel('Datoteka (PDF, slika, zvuk, MusicXML)')
    .setInputFiles({ name: 'etide.pdf', mimeType: 'application/pdf', buffer: PDF });
  await add.getByRole('button', { name: 'Spremi' }).click();
  await expect(add).toBeHidden();
  const link = page.getByRole('link', { name: 'Etide za gitaru' });
  await expect(link).toBeVisible();
  const id = (await link.getAttribute('href'))!.split('/').pop()!;

  await page.getByRole('button', { name: 'Dijeli: Etide za gitaru' }).click();
  const share = page.getByRole('dialog', { name: 'Dijeljenje: Etide za gitaru' });
  await share.getByLabel('Dijeljeno').check();
  await share.getByLabel('Moji učenici').check();
  const theory = share.getByRole('group', { name: 'Grupe (teorija)' });
  const chats = share.getByRole('group', { name: 'Grupe u chatu' });
  await theory.getByLabel('Solfeggio 1', { exact: true }).check();
  await chats.getByLabel('Teorija glazbe – 1. razred', { exact: true }).check();
  await share.getByRole('button', { name: 'Spremi dijeljenje' }).click();
  await expect(share).toBeHidden();

  // Re-opened, the dialog shows every kind of target it saved: none is dropped.
  await page.getByRole('button', { name: 'Dijeli: Etide za gitaru' }).click();
  await expect(share.getByLabel('Dijeljeno')).toBeChecked();
  await expect(share.getByLabel('Moji učenici')).toBeChecked();
  await expect(theory.getByLabel('Solfeggio 1', { exact: true })).toBeChecked();
  await expect(chats.getByLabel('Teorija glazbe – 1. razred', { exact: true })).toBeChecked();
  await share.getByRole('button', { name: 'Zatvori' }).click();
  await expect(share).toBeHidden();

  // A post linking it (the editor turns a pasted document address into a document link).
  await page.goto('/user?tab=posts');
  await page.getByRole('button', { name: 'Nova objava' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova objava' });
  await dialog.getByLabel('Naslov').fill('Etide za idući sat');
  await dialog.getByRole('textbox', { name: 'Sadržaj' }).click();
  await page.keyboard.type('Pogledajte: ');
  await pasteIntoEditor(page, `${new URL(page.url()).origin}/documents/${id}`);
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(dialog).toBeHidden();

  const studentContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  const student = await studentContext.newPage();
  await signIn(student, 'ucenik.mali');
  await student.goto('/user?tab=posts');
  const post = student.getByRole('article', { name: 'Etide za idući sat' });
  await post.getByRole('link', { name: 'Etide za gitaru' }).click();
  await expect(student).toHaveURL(new RegExp(`/documents/${id}$`));
  await expect(student.getByRole('heading', { level: 1, name: 'Etide za gitaru' })).toBeVisible();
  await expect(student.getByText('Marko Mentor')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Preuzmi' })).toBeVisible();

  // A reader of the post it is not shared with (the school's admin: no student of the mentor,
  // in neither group) sees the link as 'Dokument nije dostupan', and the page says the same.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/user?tab=posts');
  const seen = admin.getByRole('article', { name: 'Etide za idući sat' });
  await expect(seen.getByRole('link', { name: 'Dokument nije dostupan' })).toBeVisible();
  await expect(seen.getByText('Etide za gitaru')).toHaveCount(0);
  await seen.getByRole('link', { name: 'Dokument nije dostupan' }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Dokument nije dostupan' }),
  ).toBeVisible();
  await adminContext.close();

  // Someone of another school never sees it: the same address reads 'Dokument nije dostupan'.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signIn(other, 'admin2');
  await other.goto(`/documents/${id}`);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Dokument nije dostupan' }),
  ).toBeVisible();
  await Promise.all([context.close(), studentContext.close(), otherContext.close()]);
});
