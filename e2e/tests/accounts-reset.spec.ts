import { expect, test } from '@playwright/test';
import { apiToken, mailField, waitForMail } from './accounts-helpers.ts';

test('password reset: unknown e-mail, code from the mail, wrong code, then success', async ({
  page,
  request,
}) => {
  const email = 'ucenik20@example.com';
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Resetiranje lozinke' })).toBeVisible();

  // Both fields are required, and an unknown address is told to register.
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page.getByText('Obavezan unos')).toBeVisible();
  await page.getByLabel('Email adresa').fill('nitko.nepoznat@example.com');
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Email adresa nije pronađena. Molimo registrirajte se.',
  );

  await page.getByLabel('Email adresa').fill(email);
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  const codeField = page.getByLabel('Kod iz emaila');
  await expect(codeField).toBeVisible();

  const token = await apiToken(request, 'admin');
  const mail = await waitForMail(request, token, 'reset-code', email);
  const code = mailField(mail.text, 'Kod');
  expect(code).toMatch(/^\d{6}$/);

  await page.getByRole('button', { name: 'Potvrdi kod' }).click();
  await expect(page.getByText('Obavezan unos')).toBeVisible();
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Potvrdi kod' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nevažeći ili istekli kod. Molimo pokušajte ponovno.',
  );

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Potvrdi kod' }).click();
  await expect(page.getByText('Nova lozinka je poslana na vašu email adresu.')).toBeVisible();
  await waitForMail(request, token, 'new-password', email);
  await page.getByRole('link', { name: 'Povratak na prijavu' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
