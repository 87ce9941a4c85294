import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';
import { apiAuth, apiCreatePost, apiDelete } from './home-api.ts';

/** Pastes text into the editor the way a browser does (a paste event with clipboard data). */
async function pasteIntoEditor(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Sadržaj' }).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Counts the write calls to /api/posts* a page makes. */
function countPostWrites(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/posts/.test(r.url())) calls.push(r.method());
  });
  return calls;
}

test('a mentor writes a post with a link and a document link; a student reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Koncert ${Date.now()}`;
  await signIn(page, 'mentor');
  await page.goto('/user?tab=posts');
  const writes = countPostWrites(page);

  await page.getByRole('button', { name: 'Nova objava' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova objava' });
  await expect(dialog).toBeVisible();

  // Title required after trimming; nothing is sent.
  await dialog.getByLabel('Naslov').fill('   ');
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(dialog.getByText('Molimo unesite naslov objave')).toBeVisible();
  expect(writes).toEqual([]);

  await dialog.getByLabel('Naslov').fill(title);
  const editor = dialog.getByRole('textbox', { name: 'Sadržaj' });
  await editor.click();
  await page.keyboard.type('Program: https://example.com/program ');
  await page.keyboard.type('i dokument ');
  const origin = new URL(baseURL ?? page.url()).origin;
  await pasteIntoEditor(page, `${origin}/documents/12?pregled=1`);
  await expect(editor.getByRole('link', { name: 'Dokument 12' })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'https://example.com/program' })).toBeVisible();

  // The link button asks in the app's own dialog; only http, https and mailto pass.
  await page.keyboard.type(' raspored: ');
  await dialog.getByRole('button', { name: 'Poveznica' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Umetni poveznicu' });
  const address = linkDialog.getByLabel('Adresa poveznice (http, https ili mailto)');
  await expect(address).toBeFocused();
  await expect(address).toHaveValue('https://');
  await address.press('Enter');
  await expect(linkDialog.getByText('Upišite adresu poveznice.')).toBeVisible();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(
    linkDialog.getByText('Dopuštene su samo poveznice http, https i mailto.'),
  ).toBeVisible();
  await address.fill('skola.example/raspored');
  await address.press('Enter');
  await expect(linkDialog).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(editor.getByRole('link', { name: 'http://skola.example/raspored' })).toBeVisible();

  // A double click sends one request (duplicate submits are blocked while saving).
  await dialog.getByRole('button', { name: 'Spremi' }).dblclick();
  await expect(dialog.getByText('Objava uspješno kreirana')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(writes).toEqual(['POST']);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The student reads it: the link opens in a new tab; document 12 is not one they may open,
  // so its link reads 'Dokument nije dostupan'.
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await signIn(student, 'ucenik');
  await student.goto('/user?tab=posts');
  const post = student.getByRole('article', { name: title });
  await expect(post).toBeVisible();
  const link = post.getByRole('link', { name: 'https://example.com/program' });
  await expect(link).toHaveAttribute('href', 'https://example.com/program');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  const documentLink = post.getByRole('link', { name: 'Dokument nije dostupan' });
  await expect(documentLink).toHaveAttribute('href', '/documents/12');
  await expect(post.getByRole('link', { name: 'http://skola.example/raspored' })).toHaveAttribute(
    'href',
    'http://skola.example/raspored',
  );
  await expect(post.getByText('Marko Mentor')).toBeVisible();
  await expect(post.getByRole('button', { name: /Uredi/ })).toHaveCount(0);
  await expect(post.getByRole('button', { name: /Obriši/ })).toHaveCount(0);
  await context.close();
});

test('the author edits with an unsaved-changes question, sees the new version and deletes', async ({
  page,
}) => {
  const title = `Obavijest ${Date.now()}`;
  await signIn(page, 'mentor');
  await page.goto('/user?tab=my-posts');
  await page.getByRole('button', { name: 'Nova objava' }).click();
  const create = page.getByRole('dialog', { name: 'Nova objava' });
  await create.getByLabel('Naslov').fill(title);
  await create.getByRole('textbox', { name: 'Sadržaj' }).click();
  await page.keyboard.type('Prva verzija.');
  await create.getByLabel('Vidljivost').selectOption('mentor');
  await create.getByRole('button', { name: 'Spremi' }).click();
  await expect(create).toBeHidden();
  const post = page.getByRole('article', { name: title });
  await expect(post.getByText('Samo mentori')).toBeVisible();

  await post.getByRole('button', { name: `Uredi: ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Uredi objava' });
  await expect(edit.getByLabel('Naslov')).toHaveValue(title);
  await expect(edit.getByLabel('Vidljivost')).toHaveValue('mentor');
  await edit.getByLabel('Naslov').fill(`${title} (izmijenjeno)`);

  // Escape on a dirty form asks first, in the app's own dialog; declining keeps the form.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Nespremljene promjene' });
  await expect(discard).toHaveAccessibleDescription(
    'Imate nespremljene promjene. Jeste li sigurni da želite zatvoriti?',
  );
  const keepEditing = discard.getByRole('button', { name: 'Nastavi uređivanje' });
  await expect(keepEditing).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Naslov')).toHaveValue(`${title} (izmijenjeno)`);

  await edit.getByRole('button', { name: 'Spremi' }).click();
  await expect(edit.getByText('Objava uspješno ažurirana')).toBeVisible();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('article', { name: `${title} (izmijenjeno)` });
  await expect(edited).toBeVisible();
  await page.getByRole('link', { name: 'Objave', exact: true }).click();
  await expect(page.getByRole('article', { name: `${title} (izmijenjeno)` })).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Detalji: ${title} (izmijenjeno)` }).click();
  const detail = page.getByRole('dialog', { name: `${title} (izmijenjeno)` });
  await expect(detail.getByText('Prva verzija.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Deleting asks first; cancelling deletes nothing.
  const deleteButton = page.getByRole('button', { name: `Obriši: ${title} (izmijenjeno)` });
  const confirm = page.getByRole('alertdialog', { name: 'Brisanje objave' });
  await deleteButton.click();
  await expect(confirm).toHaveAccessibleDescription(
    'Jeste li sigurni da želite obrisati ovu objavu?',
  );
  await confirm.getByRole('button', { name: 'Odustani' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Objava uspješno obrisana')).toBeVisible();
  await expect(page.getByRole('article', { name: `${title} (izmijenjeno)` })).toHaveCount(0);
});

test('a dirty post dialog makes the browser ask before leaving the page', async ({ page }) => {
  await signIn(page, 'mentor');
  await page.goto('/user?tab=posts');
  await page.getByRole('button', { name: 'Nova objava' }).click();
  await page.getByRole('dialog', { name: 'Nova objava' }).getByLabel('Naslov').fill('Skica');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('the posts tab has quick actions; a student has no "Moje objave" tab', async ({ page }) => {
  await signIn(page, 'ucenik.mali');
  const actions = page.getByRole('navigation', { name: 'Brze akcije' });
  for (const name of ['Raspored', 'Chat', 'Računi', 'Profil']) {
    await expect(actions.getByRole('link', { name })).toBeVisible();
  }
  await expect(actions.getByRole('link', { name: 'Administracija' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Moje objave' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nova objava' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ankete' }).click();
  await expect(
    page.getByText('Samo učenici koji pohađaju teorijsku nastavu mogu vidjeti ankete.'),
  ).toBeVisible();
});

test('only admins get the administration shortcut', async ({ page, browser }) => {
  await signIn(page, 'mentor');
  await page.goto('/user?tab=posts');
  const mentorActions = page.getByRole('navigation', { name: 'Brze akcije' });
  await expect(mentorActions.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(mentorActions.getByRole('link', { name: 'Administracija' })).toHaveCount(0);

  const adminPage = await browser.newPage();
  await signIn(adminPage, 'admin');
  await adminPage.goto('/user?tab=posts');
  const adminActions = adminPage.getByRole('navigation', { name: 'Brze akcije' });
  await adminActions.getByRole('link', { name: 'Administracija' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Administracija' })).toBeVisible();
  await adminPage.close();
});

test('on a phone the questions before deleting and discarding show their buttons in view', async ({
  browser,
  baseURL,
  request,
}) => {
  const title = `Telefon ${Date.now()}`;
  const headers = await apiAuth(request, 'mentor');
  const id = await apiCreatePost(request, headers, { title, content: '<p>Kratko.</p>' });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'mentor');
  await page.goto('/user?tab=my-posts');

  await page.getByRole('button', { name: `Obriši: ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Brisanje objave' });
  await expect(confirm.getByText('Jeste li sigurni da želite obrisati ovu objavu?')).toBeVisible();
  for (const name of ['Odustani', 'Obriši']) {
    await expect(confirm.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  // A question, not a success: nothing in it wears the success colours.
  await expect(confirm.locator('.alert-success, .toast-success')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Odustani' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Nova objava' }).click();
  const create = page.getByRole('dialog', { name: 'Nova objava' });
  await create.getByLabel('Naslov').fill('Skica');
  await create.getByRole('button', { name: 'Odustani' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Nespremljene promjene' });
  for (const name of ['Nastavi uređivanje', 'Zatvori bez spremanja']) {
    await expect(discard.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await discard.getByRole('button', { name: 'Zatvori bez spremanja' }).click();
  await expect(create).toBeHidden();
  await context.close();
  await apiDelete(request, headers, `/api/posts/${id}`);
});
