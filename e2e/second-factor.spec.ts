import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { createUser } from './support/users';

// Issue 25: enrol by reading the secret shown beside the QR, sign out, sign in with a code.
test.describe.configure({ timeout: 120_000 });

/** The code an authenticator app shows, `steps` periods of 30 s from now (computed here with otpauth). */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Nome de utilizador').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('a Secretary turns on two-factor sign-in, sees the sessions, signs out and signs in with a code', async ({
  page,
  admin,
}) => {
  const secretary = await createUser(admin.api, 'Secretary', { prefix: 'mfa' });
  await signInWithForm(page, secretary.username, secretary.password);
  await expect(page).toHaveURL(`${BASE_URL}/`);

  await page.goto(`${BASE_URL}/preferencias`);
  await page.getByRole('tab', { name: 'Segurança' }).click();
  // adding a way to sign in asks for the account's password
  const startPassword = page.getByLabel('Password para ativar *');
  await startPassword.fill('não-é-esta');
  await page.getByRole('button', { name: 'Ativar autenticação de dois fatores' }).click();
  await expect(page.getByText('Password atual incorreta.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/mfa-start-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await startPassword.fill(secretary.password);
  await page.getByRole('button', { name: 'Ativar autenticação de dois fatores' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para a aplicação de autenticação' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: 'test-results/mfa-enrol-1280.png', fullPage: true });

  await page.getByLabel('Código da aplicação *').fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código incorreto.')).toBeVisible();
  await page.getByLabel('Código da aplicação *').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText(/Ativa desde .*Códigos de recuperação por usar: 10\./)).toBeVisible();

  await page.getByRole('tab', { name: 'Sessões' }).click();
  await expect(page.getByTestId('own-session')).toHaveCount(1);
  await expect(page.getByTestId('own-session').getByText('Esta sessão')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/mfa-sessions-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);

  await signInWithForm(page, secretary.username, secretary.password);
  const codeField = page.getByLabel('Código de verificação');
  await expect(codeField).toBeVisible();
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código incorreto.')).toBeVisible();
  await expect(codeField).toHaveValue('123456');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/mfa-second-step-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // the enrolment used this step's code: the next one (one step of drift is accepted)
  await codeField.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText('Sessão iniciada com sucesso!')).toBeVisible();

  // ending the other sessions lists the factor added today; the person says it is theirs
  const elsewhere = await page.request.post(`${BASE_URL}/api/auth/login`, {
    data: { username: secretary.username, password: secretary.password },
  });
  const secondStep = await page.request.post(`${BASE_URL}/api/auth/login/mfa`, {
    data: { mfaToken: (await elsewhere.json()).mfaToken, code: recoveryCodes[0] },
  });
  expect(secondStep.ok()).toBe(true);
  await page.goto(`${BASE_URL}/preferencias`);
  await page.getByRole('tab', { name: 'Sessões' }).click();
  await expect(page.getByTestId('own-session')).toHaveCount(2);
  await page.getByRole('button', { name: 'Terminar todas as outras sessões' }).click();
  await expect(page.getByText('1 sessão terminada.')).toBeVisible();
  const recent = page.getByTestId('recent-factor');
  await expect(recent).toHaveCount(1);
  await expect(recent.getByText('Aplicação de autenticação')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/recent-factors-sessions-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Foram adicionadas por mim' }).click();
  await expect(recent).toHaveCount(0);

  // a password change lists it again, and removes it with the password alone (added today: no code)
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await page.getByLabel('Password atual *', { exact: true }).fill(secretary.password);
  await page.getByLabel('Nova password *', { exact: true }).fill('nova-password-e2e');
  await page.getByLabel('Confirmar nova password *').fill('nova-password-e2e');
  await page.getByRole('button', { name: 'Atualizar Password' }).click();
  await expect(page.getByText('Palavra-passe atualizada com sucesso!')).toBeVisible();
  await expect(recent).toHaveCount(1);
  await page.screenshot({ path: 'test-results/recent-factors-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/recent-factors-390.png', fullPage: true });
  await recent.getByRole('button', { name: 'Remover' }).click();
  const removePassword = recent.getByLabel('Password para remover "Aplicação de autenticação"');
  await page.screenshot({ path: 'test-results/recent-factors-remove-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await removePassword.fill(secretary.password);
  await recent.getByRole('button', { name: 'Remover' }).click();
  await expect(recent.getByText('Password atual incorreta.')).toBeVisible();
  await expect(removePassword).toHaveValue(secretary.password);
  await removePassword.fill('nova-password-e2e');
  await recent.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Autenticação de dois fatores desativada.')).toBeVisible();
  await expect(recent).toHaveCount(0);
  await expect(page.getByLabel('Password para ativar *')).toBeVisible();
});
