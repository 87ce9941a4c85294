import { expect, test } from '@playwright/test';
import {
  PHONE,
  VIEWPORTS,
  expectAxeInBothThemes,
  expectFits,
  logIn,
  supportPage,
} from './support-helpers.ts';

test('the login logo leads to /, where a signed-in visitor is shown the way into the app', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await supportPage(browser, baseURL ?? '', viewport);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Prijava', exact: true })).toBeVisible();
    await expectFits(page);
    await page.goto('/login');
    await expectFits(page);
    await page.getByRole('link', { name: 'Početna stranica' }).click();
    await expect(page).toHaveURL(/\/$/);

    await logIn(page, 'mentor');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Prijava', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Registracija', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Otvori aplikaciju' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Naslovna' })).toBeVisible();
    await expectFits(page);
    await context.close();
  }
});

test("a mentor's 'Moji učenici': aligned rows with the parent's phone, a search, no doubled title", async ({
  browser,
  baseURL,
}) => {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await supportPage(browser, baseURL ?? '', viewport);
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await logIn(page, 'mentor');
    // The page's own heading names it; the top bar does not repeat it.
    await expect(page.locator('.top-bar-title')).toHaveText('');
    // Every bottom-bar label fits inside its own link, whole words readable side by side.
    const squeezed = await page
      .locator('.bottom-bar-label')
      .evaluateAll((labels) =>
        labels
          .filter((l) => l.scrollWidth > (l.parentElement?.clientWidth ?? 0) + 1)
          .map((l) => l.textContent),
      );
    expect(squeezed).toEqual([]);
    await page.goto('/profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(page.locator('.top-bar-title')).toHaveText('');
    await page.getByRole('tab', { name: 'Moji učenici' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Moji učenici' });
    const rows = panel.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // Every row's button starts at the same x: the rows line up.
    const lefts = await rows
      .getByRole('button', { name: /^Uredi: / })
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().left)));
    expect(lefts.length).toBeGreaterThan(1);
    expect(new Set(lefts).size).toBe(1);
    // A minor's row carries the parent's phone as a link to call.
    const withParent = rows.filter({ hasText: 'Roditelj:' }).first();
    await expect(withParent.getByRole('link', { name: /^\+385/ })).toHaveAttribute(
      'href',
      /^tel:\+385\d+$/,
    );
    await expectFits(page);

    const search = panel.getByLabel('Pretraži učenike');
    await search.fill('božić');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('heading', { level: 2 })).toHaveText('Mia Božić');
    await search.fill('nitko-takav');
    await expect(panel.getByText('Nijedan učenik ne odgovara pretrazi.')).toBeVisible();
    await search.fill('');
    await expect(rows.nth(1)).toBeVisible();
    // A mentor without a profile picture: no failed request in the console.
    expect(consoleErrors.filter((e) => /404|profile-picture/.test(e))).toEqual([]);
    if (viewport === PHONE) await expectAxeInBothThemes(page);
    await context.close();
  }
});

test('a pupil reads as Učenik and sees their programs and mentors; a new folder is named in a dialog', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await supportPage(browser, baseURL ?? '', PHONE);
  await logIn(page, 'ucenik');
  await page.goto('/profil');
  const summary = page.locator('.profile-summary');
  await expect(summary.getByText('Učenik', { exact: true })).toBeVisible();
  await expect(summary.getByText(/^Programi?: /)).toBeVisible();
  await expect(summary.getByText(/^Mentori?: /)).toBeVisible();
  await expect(page.getByText('Student', { exact: true })).toHaveCount(0);
  await expectFits(page);

  await page.goto('/dokumenti');
  await page.getByRole('button', { name: '+ Mapa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mapa' });
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(dialog.getByText('Unesite naziv mape.')).toBeVisible();
  const name = `Ljestvice ${Date.now() % 100000}`;
  await dialog.getByLabel('Naziv nove mape').fill(name);
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${name} (0)` })).toBeVisible();
  await expectFits(page);
  await context.close();
});
