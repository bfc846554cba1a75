import type { CDPSession, Page } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { expect, test } from './support/fixtures';
import { createUser } from './support/users';

// Issue 25 point 2: register a passkey in Segurança, sign out, sign in with it. Chromium's virtual authenticator
// (CDP WebAuthn domain) stands in for the device: a platform authenticator that keeps discoverable credentials and
// verifies the person. WebAuthn refuses an IP address as the relying party, so this test opens the app at localhost
// (the server derives the relying party from the request's address: no PUBLIC_URL in the e2e server).
const APP = `http://localhost:${E2E_PORT}`;

test.describe.configure({ timeout: 120_000 });

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a Secretary registers a passkey in Segurança, names it, signs in with it (alone, and after the password), removes it', async ({
  page,
  admin,
}) => {
  const secretary = await createUser(admin.api, 'Secretary', { prefix: 'pk' });
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await page.goto(`${APP}/login`);
  await page.getByLabel('Nome de utilizador').fill(secretary.username);
  await page.getByLabel('Password').fill(secretary.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/`);

  await page.goto(`${APP}/preferencias`);
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await expect(page.getByText('Ainda não tem chaves de acesso.')).toBeVisible();
  // adding a way to sign in asks for the account's password: without it, or with a wrong one, nothing is created
  await page.getByLabel('Nome da nova chave de acesso (opcional)').fill('Portátil do escritório');
  const addPassword = page.getByLabel('Password para adicionar a chave *');
  await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(page.getByText('Indique a sua password atual.')).toBeVisible();
  await addPassword.fill('não-é-esta');
  await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(page.getByText('Password atual incorreta.')).toBeVisible();
  await expect(page.getByLabel('Nome da nova chave de acesso (opcional)')).toHaveValue('Portátil do escritório');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);
  await addPassword.fill(secretary.password);
  await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(page.getByText('Chave de acesso adicionada.')).toBeVisible();
  const row = page.getByTestId('passkey');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Portátil do escritório')).toBeVisible();
  await expect(row.getByText(/Adicionada em .* · Ainda não usada/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  // rename it
  await row.getByRole('button', { name: 'Mudar nome' }).click();
  const nameField = row.getByLabel('Nome da chave de acesso');
  await nameField.fill('');
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(row.getByText('Dê um nome à chave de acesso.')).toBeVisible();
  await nameField.fill('Portátil');
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Nome da chave de acesso alterado.')).toBeVisible();
  await expect(row.getByText('Portátil', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/passkeys-security-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(`${APP}/login`);

  // the passkey alone: no username, no password, no code
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByText('Sessão iniciada com sucesso!')).toBeVisible();
  const [signed] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(signed!.signCount).toBeGreaterThan(0);

  // the password alone no longer opens a session: the second step asks for the passkey
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByLabel('Nome de utilizador').fill(secretary.username);
  await page.getByLabel('Password').fill(secretary.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Confirme a sua identidade com a chave de acesso.')).toBeVisible();
  await expect(page.getByLabel('Código de verificação')).toHaveCount(0);
  await page.getByRole('button', { name: 'Usar chave de acesso' }).click();
  await expect(page).toHaveURL(`${APP}/`);

  // removing it asks for the password; a wrong one says so and removes nothing
  await page.goto(`${APP}/preferencias`);
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await expect(row.getByText(/Última utilização: /)).toBeVisible();
  await row.getByRole('button', { name: 'Remover' }).click();
  const passwordField = row.getByLabel('Password para remover "Portátil"');
  await passwordField.fill('não-é-esta');
  await row.getByRole('button', { name: 'Remover' }).click();
  await expect(row.getByText('Password atual incorreta.')).toBeVisible();
  await expect(passwordField).toHaveValue('não-é-esta');
  await passwordField.fill(secretary.password);
  await row.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Chave de acesso removida.')).toBeVisible();
  await expect(page.getByText('Ainda não tem chaves de acesso.')).toBeVisible();

  // the device still holds the key, but the app no longer knows it
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(
    page.getByText('Esta chave de acesso não está registada nesta aplicação (ou foi removida).'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${APP}/login`);
});
