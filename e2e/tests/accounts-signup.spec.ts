import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { birthDateYearsAgo, mailField, validOib } from './accounts-helpers.ts';

test('a minor signs up, the admin approves, the credentials log in and force a new password', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `lana.${stamp}@example.com`;

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijava za upis' })).toBeVisible();
  await page.getByLabel('Ime', { exact: true }).fill('Lana');
  await page.getByLabel('Prezime', { exact: true }).fill('Kovačić');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('OIB').fill(validOib(stamp));
  await expect(
    page.getByText('Na ovu adresu ćete primiti podatke za prijavu nakon odobrenja.'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Roditelj/skrbnik' })).toHaveCount(0);
  await page.getByLabel('Datum rođenja').fill(birthDateYearsAgo(10));
  const parent = page.getByRole('group', { name: 'Roditelj/skrbnik' });
  await expect(parent).toBeVisible();

  // Submitting without the parent shows the spec's parent message.
  await page.getByLabel('Škola', { exact: true }).selectOption({ label: 'Glazbena škola Allegro' });
  await page.getByLabel('Program', { exact: true }).selectOption({ label: 'Klavir' });
  await page.getByRole('radio', { name: /Individualno 1x tjedno – 60,00/ }).check();
  const submit = page.getByRole('button', { name: 'Pošalji prijavu' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Pročitao\/la sam ugovor i privolu/).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    parent.getByText('Ime, prezime i ispravan broj mobitela roditelja/skrbnika su obavezni'),
  ).toBeVisible();

  await parent.getByLabel('Ime roditelja/skrbnika', { exact: true }).fill('Ivana');
  await parent.getByLabel('Prezime roditelja/skrbnika', { exact: true }).fill('Kovačić');
  await parent.getByLabel('Broj mobitela roditelja/skrbnika').fill('+385911234567');
  await page.getByLabel('Glazbeno opismenjavanje').check();
  // The parent consents to photos on the website (nothing is ticked in advance).
  const photos = page.getByLabel('Pristajem: Fotografije na web stranici škole');
  await expect(photos).not.toBeChecked();
  await photos.check();
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/signup/pending') && r.request().method() === 'POST',
  );
  await submit.click();
  expect((await sent).status()).toBe(201);

  const thanks = page.getByRole('region', { name: 'Hvala na prijavi!' });
  await expect(thanks).toBeVisible();
  for (const text of ['Klavir', 'Glazbena škola Allegro', 'Lana Kovačić', email]) {
    await expect(thanks.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(new URL('/', baseURL).href, { timeout: 10_000 });
  await expect(
    page.getByText(/Prijava je zaprimljena\. Administrator će je pregledati/),
  ).toBeVisible();

  // The admin approves the request.
  await signIn(page, 'admin');
  // The top bar's Admin link carries the number of waiting requests on every page.
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAccessibleDescription(
    /^Zahtjevi za upis na čekanju: [1-9]\d*$/,
  );
  await page.goto('/admin');
  // The management list's entry (the overview card links to the same list).
  const requests = page
    .getByRole('navigation', { name: 'Administracija' })
    .getByRole('link', { name: /Zahtjevi za upis/ });
  await expect(requests).toContainText(/[1-9]/);
  await requests.click();
  await page.getByRole('button', { name: 'Detalji zahtjeva: Lana Kovačić' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahtjev: Lana Kovačić' });
  await expect(dialog.getByText('+385911234567', { exact: false })).toBeVisible();
  await expect(
    dialog.getByText('Fotografije na web stranici škole', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Odobri' }).click();
  // The question stands alone, not styled as a success, its buttons in view without scrolling.
  const question = dialog.getByText(/^Jeste li sigurni da želite odobriti zahtjev\?/);
  await expect(question).toBeVisible();
  await expect(question).not.toHaveClass(/alert-success/);
  await expect(dialog.getByRole('button', { name: 'Potvrdi odobrenje' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Potvrdi odobrenje' }).click();
  await expect(page.getByText(/Zahtjev je odobren/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The credentials mail, read on the admin's outbox screen.
  await page.goto('/admin');
  const mail = page
    .getByRole('list', { name: 'Poslana pošta' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ hasText: 'Podaci za prijavu' });
  await mail.getByText('Prikaži sadržaj').click();
  const text = (await mail.locator('pre').textContent()) ?? '';
  // A minor's mail greets the parent who signed them up and names the child.
  expect(text).toContain('Poštovani/a Ivana Kovačić,');
  expect(text).toMatch(/^Učenik: Lana Kovačić$/m);
  const username = mailField(text, 'Korisničko ime');
  const password = mailField(text, 'Privremena lozinka');

  // The new student logs in and must set their own password first.
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await student.goto('/login');
  await student.getByPlaceholder('Unesite email adresu ili korisničko ime').fill(username);
  await student.getByLabel('Lozinka', { exact: true }).fill(password);
  await student.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(student).toHaveURL(/\/promjena-lozinke$/);
  await student.goto('/profil');
  await expect(student).toHaveURL(/\/promjena-lozinke$/);
  await student.getByLabel('Trenutna lozinka', { exact: true }).fill(password);
  await student.getByLabel('Nova lozinka', { exact: true }).fill('nova-lozinka-123');
  await student.getByLabel('Ponovite novu lozinku', { exact: true }).fill('nova-lozinka-124');
  await student.getByRole('button', { name: 'Spremi novu lozinku' }).click();
  await expect(student.getByText('Lozinke se ne podudaraju')).toBeVisible();
  await student.getByLabel('Ponovite novu lozinku', { exact: true }).fill('nova-lozinka-123');
  await student.getByRole('button', { name: 'Spremi novu lozinku' }).click();
  await expect(student).toHaveURL(/\/user(\?tab=polls)?$/);
  await expect(student.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
  await context.close();
});

test('the e-mail check on blur shows the registered note and blocks sending', async ({ page }) => {
  await page.goto('/signup');
  const emailField = page.getByLabel('Email', { exact: true });
  await emailField.fill('ucenik@example.com');
  await emailField.blur();
  await expect(
    page.getByText('Ova email adresa je već registrirana. Molimo prijavite se.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prijavi se', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  const blocked = page.getByRole('button', { name: 'Ova email adresa već postoji. Prijavite se.' });
  await expect(blocked).toBeDisabled();
  await page.getByLabel(/Pročitao\/la sam ugovor i privolu/).check();
  await expect(blocked).toBeDisabled();

  await emailField.fill('netko.novi@example.com');
  await expect(
    page.getByText('Na ovu adresu ćete primiti podatke za prijavu nakon odobrenja.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pošalji prijavu' })).toBeEnabled();

  // Validation on blur with the spec's messages, and the contract PDF is really served.
  await page.getByLabel('Ime', { exact: true }).fill('A');
  await page.getByLabel('Ime', { exact: true }).blur();
  await expect(page.getByText('Mora sadržavati barem 2 znaka')).toBeVisible();
  const pdf = page.getByRole('link', { name: /Ugovor o obrazovanju i privola/ });
  const response = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
