import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, mailField, waitForMail } from './accounts-helpers.ts';
import {
  expectNoViolationsInBothThemes,
  pageAt,
  signInAs,
  viewports,
  type Viewport,
} from './admin-helpers.ts';

const NOTICE =
  'Vaš mentorski račun čeka potvrdu administratora škole; do tada ne vidite podatke o učenicima.';

/** A mentor registers through the school's secret link (the form itself has its own journey). */
async function registerThroughLink(request: APIRequestContext, adminToken: string, name: string) {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const { token } = (await (
    await request.get('/api/admin/mentor-signup-link', { headers })
  ).json()) as { token: string };
  const link = (await (await request.get(`/api/signup-mentori/${token}`)).json()) as {
    programs: { id: number; naziv: string }[];
  };
  const gitara = link.programs.find((p) => p.naziv === 'Gitara');
  const email = `potvrda.${Date.now()}@example.com`;
  const [ime, prezime] = name.split(' ');
  const res = await request.post('/api/signup-mentori', {
    data: { token, ime, prezime, email, programs: [gitara?.id] },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(request, adminToken, 'mentor-welcome', email);
  return {
    username: mailField(mail.text, 'Korisničko ime'),
    password: mailField(mail.text, 'Privremena lozinka'),
  };
}

// Letters only: names refuse digits (spec §5), so each screen size gets its own surname.
const surnames: Record<Viewport['name'], string> = { phone: 'Mobitelić', desktop: 'Zaslonić' };

for (const viewport of viewports) {
  test(`a mentor from the link waits for the admin's confirmation (${viewport.name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `Petra ${surnames[viewport.name]}`;
    const adminToken = await apiToken(request, 'admin');
    const { username, password } = await registerThroughLink(request, adminToken, name);

    // The new mentor signs in, sets a password, and is told why student data stays hidden.
    const own = await pageAt(browser, baseURL ?? '', viewport);
    const mentor = own.page;
    await signInAs(mentor, username, password, /\/promjena-lozinke$/);
    await mentor.getByLabel('Trenutna lozinka', { exact: true }).fill(password);
    await mentor.getByLabel('Nova lozinka', { exact: true }).fill('mentorska-lozinka-1');
    await mentor.getByLabel('Ponovite novu lozinku', { exact: true }).fill('mentorska-lozinka-1');
    await mentor.getByRole('button', { name: 'Spremi novu lozinku' }).click();
    await expect(mentor.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
    await expect(mentor.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
    await expectNoViolationsInBothThemes(mentor);
    await mentor
      .getByRole('navigation', { name: 'Glavna navigacija' })
      .getByRole('link', { name: 'Profil' })
      .click();
    await expect(mentor.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(mentor.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

    // The school's admin confirms them on the admin home.
    const other = await pageAt(browser, baseURL ?? '', viewport);
    const admin = other.page;
    await signInAs(admin, 'admin');
    await admin.getByRole('link', { name: 'Admin', exact: true }).click();
    const waiting = admin.getByRole('list', { name: 'Mentori koji čekaju potvrdu' });
    const row = waiting.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(username);
    await expectNoViolationsInBothThemes(admin);
    await row.getByRole('button', { name: `Potvrdi mentora: ${name}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Potvrda mentora' });
    await expect(confirm).toContainText(name);
    await expectNoViolationsInBothThemes(admin);
    await confirm.getByRole('button', { name: 'Potvrdi' }).click();
    await expect(admin.getByText('Mentor je potvrđen.')).toBeVisible();
    await expect(row).toHaveCount(0);

    // Confirmed: the notice is gone.
    await mentor.reload();
    await expect(mentor.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(mentor.getByRole('tab', { name: 'Moji učenici' })).toBeVisible();
    await expect(mentor.getByText(NOTICE)).toHaveCount(0);
    await own.context.close();
    await other.context.close();
  });
}
