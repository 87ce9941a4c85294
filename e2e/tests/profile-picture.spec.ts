import { expect, test } from '@playwright/test';
import { openProfile, PNG_64, signedInPage } from './profile-helpers.ts';

test('a student uploads a picture and sees it in the bottom bar', async ({ browser, baseURL }) => {
  const { context, page } = await signedInPage(browser, baseURL ?? '', 'ucenik.mali');
  const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
  // Spec §7: pictures are asked for with 'Cache-Control: no-cache' (the bottom bar asks on load).
  const pictureRequest = page.waitForRequest((r) => r.url().includes('/api/profile-picture/'));
  await page.reload();
  expect((await pictureRequest).headers()['cache-control']).toBe('no-cache');
  await openProfile(page);
  await expect(page.getByRole('img', { name: 'Nema profilne slike' })).toBeVisible();
  await expect(nav.locator('img')).toHaveCount(0);

  await page.getByRole('button', { name: 'Promijeni profilnu sliku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profilna slika' });
  const input = dialog.getByLabel('Odaberite sliku (JPEG, PNG ili GIF, najviše 5MB)');

  // A text file dressed up as a PNG is refused in the browser, before anything is sent.
  await input.setInputFiles({
    name: 'x.png',
    mimeType: 'image/png',
    buffer: Buffer.from('nije slika'),
  });
  await expect(
    dialog.getByText('Nepodržani format slike. Dozvoljeni formati su: JPEG, PNG i GIF.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Postavi sliku' })).toBeDisabled();
  // So is anything over 5 MB.
  await input.setInputFiles({
    name: 'velika.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_64, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(dialog.getByText('Slika je prevelika. Maksimalna veličina je 5MB.')).toBeVisible();

  // A real PNG, named .jpg: judged by its bytes, accepted.
  await input.setInputFiles({ name: 'ja.jpg', mimeType: 'image/jpeg', buffer: PNG_64 });
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/profile-picture/upload'));
  await dialog.getByRole('button', { name: 'Postavi sliku' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Profilna slika je uspješno postavljena')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('img', { name: 'Profilna slika: Luka Malić' })).toBeVisible();
  const navPicture = nav.getByRole('link', { name: 'Profil' }).locator('img');
  await expect(navPicture).toBeVisible();
  await expect(navPicture).toHaveAttribute('src', /^data:image\/webp;base64,/);

  // Still there after a reload, on another page.
  await page.goto('/user');
  await expect(nav.getByRole('link', { name: 'Profil' }).locator('img')).toBeVisible();
  await context.close();
});
