import { expect, test } from '@playwright/test';
import { expectNoViolationsInBothThemes, pageAt, signInAs, viewports } from './admin-helpers.ts';

const FROM = 'Glazbena škola Allegro';
const TO = 'Glazbena škola Vivace';

for (const viewport of viewports) {
  test(`the admin asks to move a student, the other school's admin accepts (${viewport.name})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The school 1 admin opens one of their students in 'Detalji učenika'.
    const first = await pageAt(browser, baseURL ?? '', viewport);
    const admin = first.page;
    const programAsks: string[] = [];
    admin.on('request', (r) => {
      if (r.url().includes('/api/programs?')) programAsks.push(r.url());
    });
    await signInAs(admin, 'admin');
    await admin
      .getByRole('navigation', { name: 'Glavna navigacija' })
      .getByRole('link', { name: 'Profil' })
      .click();
    await admin.getByRole('tab', { name: 'Moji učenici' }).click();
    const students = admin.getByRole('tabpanel', { name: 'Moji učenici' });
    const row = students.getByRole('listitem').last();
    const name = (await row.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await row.getByRole('button', { name: `Uredi: ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Detalji učenika' });
    const school = dialog.getByRole('combobox', { name: 'Škola' });
    await expect(school).toHaveValue(/\d+/);
    const ownSchool = await school.inputValue();

    // Another school: the editor says it is a request and asks nothing of that school.
    await school.selectOption({ label: TO });
    const note = dialog.getByRole('status').filter({ hasText: 'je zahtjev' });
    await expect(note).toContainText(TO);
    await expect(note).toContainText(
      'Programi, načini pohađanja i mentori ostaju u ovoj školi i ne prelaze s učenikom.',
    );
    await expect(dialog.getByRole('group', { name: 'Programi' })).toBeVisible();
    await expectNoViolationsInBothThemes(admin);

    const saved = admin.waitForResponse(
      (r) => r.url().includes('/api/update-korisnik/') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Spremi promjene' }).click();
    expect((await saved).status()).toBe(200);
    const sent = dialog
      .getByRole('status')
      .filter({ hasText: 'Zahtjev za premještaj poslan je drugoj školi' });
    await expect(sent).toBeVisible();
    // Nothing moved yet: the select shows the student's own school again.
    await expect(school).toHaveValue(ownSchool);
    await expect(note).toHaveCount(0);
    // Only the own school's programs were asked for (another school's answer 404).
    expect(programAsks.length).toBeGreaterThan(0);
    expect(
      programAsks.every((url) => new URL(url).searchParams.get('schoolId') === ownSchool),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Zatvori' }).click();

    // The request waits on the admin home of both schools.
    await admin.goto('/admin');
    const outgoing = admin.getByRole('list', { name: 'Premještaji iz vaše škole' });
    await expect(outgoing.getByRole('listitem').filter({ hasText: name })).toContainText(
      `U školu ${TO}`,
    );

    const second = await pageAt(browser, baseURL ?? '', viewport);
    const admin2 = second.page;
    await signInAs(admin2, 'admin2');
    await admin2.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(admin2.getByRole('heading', { level: 1, name: 'Administracija' })).toBeVisible();
    const incoming = admin2.getByRole('list', { name: 'Premještaji u vašu školu' });
    const request = incoming.getByRole('listitem').filter({ hasText: name });
    await expect(request).toContainText(`Iz škole ${FROM}`);
    await expectNoViolationsInBothThemes(admin2);

    await request.getByRole('button', { name: `Prihvati premještaj: ${name}` }).click();
    const confirm = admin2.getByRole('alertdialog', { name: 'Prihvaćanje premještaja' });
    await expect(confirm).toContainText(name);
    await expectNoViolationsInBothThemes(admin2);
    await confirm.getByRole('button', { name: 'Prihvati' }).click();
    await expect(admin2.getByText('Učenik je premješten u vašu školu.')).toBeVisible();
    await expect(request).toHaveCount(0);

    // The student is now the other school's: its admin finds them, the first school's does not.
    await admin2.goto('/user?tab=search');
    await admin2.getByLabel('Pretraži korisnike').fill(name);
    await expect(admin2.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await admin.goto('/profil');
    await admin.getByRole('tab', { name: 'Moji učenici' }).click();
    await expect(students.getByRole('listitem').first()).toBeVisible();
    await expect(students.getByRole('heading', { name, exact: true })).toHaveCount(0);
    await first.context.close();
    await second.context.close();
  });
}
