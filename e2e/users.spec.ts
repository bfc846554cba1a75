import type { Page } from '@playwright/test';
import type { Api, SessionUser } from './support/api';
import { BASE_URL, MAIL_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { loginAs, openUserMenu, signInWithSession, storedUser } from './support/session';
import { createUser, uniqueSuffix } from './support/users';

const MAILBOX_URL = `${MAIL_URL}/messages`;

/** A service group in this reserved range (500-599); reused when a previous run created it. */
async function ensureGroup(api: Api, groupNumber: number): Promise<number> {
  await api.call('POST', '/service-groups/', { groupNumber });
  const groups = await api.get<{ id: number; groupNumber: number }[]>('/service-groups/');
  return groups.find((g) => g.groupNumber === groupNumber)!.id;
}

/** The 6-digit code of the `nth` message (1 = the first) sent to `address` by the e2e server's SMTP listener. */
async function readCode(address: string, nth = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(MAILBOX_URL);
      const messages = (await response.json()) as { to: string[]; raw: string }[];
      const raw = messages.filter((m) => m.to.includes(address))[nth - 1]?.raw ?? '';
      code = raw.slice(raw.indexOf('\r\n\r\n')).match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

async function openUsers(page: Page, search: string) {
  await expect(page.getByRole('heading', { name: 'Gestão de Utilizadores' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar utilizadores' }).fill(search);
}

const card = (page: Page, username: string) => page.locator(`[data-testid="user-card"][data-username="${username}"]`);

const openActions = (page: Page, username: string) =>
  card(page, username)
    .getByRole('button', { name: /Ações para/ })
    .click();

test.describe('user management', () => {
  test('register a user through the form (validation, duplicate, lower-casing) and sign in as them', async ({
    page,
    admin,
  }) => {
    const groupId = await ensureGroup(admin.api, 501);
    const existing = await createUser(admin.api, 'Elder');
    const username = `novo_${uniqueSuffix()}`;
    await signInWithSession(page, admin.session, '/registar-utilizador');

    await page.getByLabel('Nome de utilizador *').fill('ab');
    await page.getByLabel('Nome de exibição *').focus();
    await expect(page.getByText('Nome de utilizador deve ter pelo menos 3 caracteres')).toBeVisible();
    await page.getByLabel('Nome de utilizador *').fill('com espaço');
    await page.getByLabel('Nome de exibição *').focus();
    await expect(page.getByText('Nome de utilizador só pode conter letras, números e underscore')).toBeVisible();

    await page.getByLabel('Nome de utilizador *').fill(existing.username);
    await page.getByLabel('Nome de exibição *').fill('Irmão Registado');
    await page.getByLabel('Email (opcional)').fill('nao-e-email');
    await page.getByLabel('Password *', { exact: true }).fill('segredo-1');
    await page.getByLabel('Confirmar password *').fill('segredo-2');
    await page.getByLabel('Tipo de conta *').selectOption({ label: 'Superintendente de Grupo' });
    await page.getByLabel('Grupo *').selectOption({ label: 'Grupo 501' });
    await page.getByRole('button', { name: 'Registar Utilizador' }).click();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('Passwords não são iguais!')).toBeVisible();

    await page.getByLabel('Email (opcional)').fill('');
    await page.getByLabel('Confirmar password *').fill('segredo-1');
    await page.getByRole('button', { name: 'Registar Utilizador' }).click();
    await expect(page.getByText('Nome de utilizador já existe!')).toBeVisible();

    await page.getByLabel('Nome de utilizador *').fill(username.toUpperCase());
    await page.getByRole('button', { name: 'Registar Utilizador' }).click();
    await expect(page.getByText('Utilizador registado com sucesso!')).toBeVisible();

    const { users } = await admin.api.get<{ users: SessionUser[] }>('/users');
    expect(users.find((u) => u.username === username)).toMatchObject({ role: 'Elder', groupId, email: null });

    await page.evaluate(() => localStorage.clear());
    await loginAs(page, username, 'segredo-1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Irmão Registado');
  });

  test('editing a user ends that user’s other session', async ({ page, browser, admin }) => {
    const elder = await createUser(admin.api, 'Elder');
    const elderSession = await admin.api.login(elder.username, elder.password);
    const elderContext = await browser.newContext({ baseURL: BASE_URL });
    const elderPage = await elderContext.newPage();
    elderPage.on('dialog', (dialog) => void dialog.accept());
    await signInWithSession(elderPage, elderSession, '/preferencias');
    await expect(elderPage.getByRole('heading', { name: 'Preferências do Utilizador' })).toBeVisible();

    await signInWithSession(page, admin.session, '/utilizadores');
    await openUsers(page, elder.username);
    await openActions(page, elder.username);
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Utilizador' });
    await dialog.getByLabel('Nome de exibição').fill('Nome Editado');
    await dialog.getByRole('button', { name: 'Atualizar Utilizador' }).click();
    await expect(
      page.getByText('Utilizador atualizado com sucesso! Todas as sessões do utilizador foram invalidadas.'),
    ).toBeVisible();
    await expect(card(page, elder.username)).toContainText('Nome Editado');

    // the elder's next call is refused: the app says so and goes to /login
    await elderPage.getByRole('tab', { name: 'Perfil' }).click();
    await elderPage.getByRole('button', { name: 'Guardar Alterações' }).click();
    await expect(elderPage).toHaveURL('/login');
    expect(await storedUser(elderPage)).toBeNull();
    await elderContext.close();
  });

  test('delete and restore a user; nobody can delete themselves', async ({ page, admin }) => {
    const target = await createUser(admin.api, 'Elder');
    await signInWithSession(page, admin.session, '/utilizadores');
    await openUsers(page, target.username);
    await openActions(page, target.username);
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await expect(page.getByText('Tem a certeza que deseja eliminar este utilizador?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Utilizador eliminado com sucesso!')).toBeVisible();
    await expect(card(page, target.username)).toHaveCount(0);
    await expect(page.getByText('Nenhum utilizador encontrado')).toBeVisible();

    await page.getByRole('tab', { name: /Utilizadores Eliminados/ }).click();
    await expect(card(page, target.username)).toContainText(/Eliminado em \d{2}\/\d{2}\/\d{4}/);
    await card(page, target.username).getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByRole('dialog')).toContainText(target.username);
    await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText('Utilizador restaurado com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhum utilizador eliminado encontrado')).toBeVisible();
    await page.getByRole('tab', { name: /Utilizadores Ativos/ }).click();
    await expect(card(page, target.username)).toBeVisible();

    await openUsers(page, 'admin');
    await openActions(page, 'admin');
    await expect(page.getByRole('menuitem', { name: 'Invalidar Sessões' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toHaveCount(0);
  });

  test('a Secretary is offered nothing on an Admin’s card (the server would refuse it), everything on an Elder’s', async ({
    page,
    admin,
  }) => {
    const secretary = await createUser(admin.api, 'Secretary');
    const otherAdmin = await createUser(admin.api, 'Admin');
    const elder = await createUser(admin.api, 'Elder');
    await signInWithSession(page, await admin.api.login(secretary.username, secretary.password), '/utilizadores');
    await openUsers(page, otherAdmin.username);
    await expect(card(page, otherAdmin.username)).toBeVisible();
    await expect(card(page, otherAdmin.username).getByRole('button', { name: /Ações para/ })).toHaveCount(0);

    await openUsers(page, elder.username);
    await openActions(page, elder.username);
    for (const action of ['Editar', 'Invalidar Sessões', 'Eliminar']) {
      await expect(page.getByRole('menuitem', { name: action })).toBeVisible();
    }
  });
});

test.describe('preferences', () => {
  test('a theme choice applies at once and survives a reload', async ({ page, admin }) => {
    const elder = await createUser(admin.api, 'Elder');
    await signInWithSession(page, await admin.api.login(elder.username, elder.password), '/preferencias');
    await page.getByRole('tab', { name: 'Tema' }).click();
    await expect(page.getByRole('radio', { name: 'Azul (Padrão)' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: 'Verde', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'green');
    await expect(page.getByText('Tema atualizado com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'green');
    await page.getByRole('tab', { name: 'Tema' }).click();
    await expect(page.getByRole('radio', { name: 'Verde', exact: true })).toHaveAttribute('aria-checked', 'true');
    expect((await admin.api.login(elder.username, elder.password)).user.preferredTheme).toBe('green');
  });

  test('change the password, then sign in with the new one', async ({ page, admin }) => {
    const elder = await createUser(admin.api, 'Elder');
    await loginAs(page, elder.username, elder.password);
    await page.goto('/preferencias');
    await page.getByRole('tab', { name: 'Segurança' }).click();
    await page.getByLabel('Password atual *').fill('not-my-password');
    await page.getByLabel('Nova password *', { exact: true }).fill('nova-1');
    await page.getByLabel('Confirmar nova password *').fill('nova-2');
    await page.getByRole('button', { name: 'Atualizar Password' }).click();
    await expect(page.getByText('As palavras-passe não coincidem.')).toBeVisible();
    await page.getByLabel('Nova password *', { exact: true }).fill('nova-senha-e2e');
    await page.getByLabel('Confirmar nova password *').fill('nova-senha-e2e');
    await page.getByRole('button', { name: 'Atualizar Password' }).click();
    await expect(page.getByText('Password atual incorreta. Por favor, verifique e tente novamente.')).toBeVisible();
    await expect(page).toHaveURL('/preferencias');

    await page.getByLabel('Password atual *').fill(elder.password);
    await page.getByLabel('Nova password *', { exact: true }).fill('nova-senha-e2e');
    await page.getByLabel('Confirmar nova password *').fill('nova-senha-e2e');
    await page.getByRole('button', { name: 'Atualizar Password' }).click();
    await expect(page.getByText('Palavra-passe atualizada com sucesso!')).toBeVisible();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/login');
    await loginAs(page, elder.username, 'nova-senha-e2e');
  });

  test('change the email with the code received over SMTP, then remove it', async ({ page, admin }) => {
    const elder = await createUser(admin.api, 'Elder');
    const address = `e2e.${uniqueSuffix()}@example.com`;
    await signInWithSession(page, await admin.api.login(elder.username, elder.password), '/preferencias');
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('button', { name: 'Remover Email' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enviar Código' })).toBeDisabled();
    await page.getByLabel('Email *').fill(address);
    await page.getByRole('button', { name: 'Enviar Código' }).click();
    await expect(page.getByText('Código de confirmação enviado para o seu email!')).toBeVisible();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Insira o código de 6 dígitos enviado para o seu email')).toBeVisible();
    const code = await readCode(address);
    const codeInput = dialog.getByLabel('Código de confirmação');
    await expect(codeInput).toHaveAttribute('maxlength', '6');
    await expect(codeInput).toHaveAttribute('placeholder', '000000');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByText('Por favor, insira o código de confirmação.')).toBeVisible();
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Código de confirmação inválido. Verifique o código e tente novamente.')).toBeVisible();
    await expect(codeInput).toBeVisible();
    await codeInput.fill(code);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Email atualizado com sucesso!')).toBeVisible();
    await expect(codeInput).toBeHidden();
    expect((await storedUser(page))?.email).toBe(address);

    await page.getByRole('button', { name: 'Remover Email' }).click();
    const removal = page.getByRole('dialog', { name: 'Remover Email' });
    await expect(removal).toContainText('não pode ser desfeita');
    await removal.getByRole('button', { name: 'Remover Email' }).click();
    await expect(page.getByText('Email removido com sucesso!')).toBeVisible();
    expect((await storedUser(page))?.email).toBeNull();
  });

  test('a code used up by five wrong tries: the dialog says a new one is needed and asks for it', async ({
    page,
    admin,
  }) => {
    const elder = await createUser(admin.api, 'Elder');
    const address = `e2e.${uniqueSuffix()}@example.com`;
    await signInWithSession(page, await admin.api.login(elder.username, elder.password), '/preferencias');
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Email *').fill(address);
    await page.getByRole('button', { name: 'Enviar Código' }).click();
    const dialog = page.getByRole('dialog');
    const code = await readCode(address);
    const codeInput = dialog.getByLabel('Código de confirmação');
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    for (let i = 0; i < 5; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/users/email/confirm'));
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await answer;
    }
    const usedUp = dialog.getByRole('alert');
    await expect(usedUp).toContainText('Este código já não pode ser usado');
    await expect(usedUp).toContainText('Peça um novo código');
    await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Pedir Novo Código' }).click();
    const fresh = await readCode(address, 2);
    await expect(usedUp).toHaveCount(0);
    await expect(codeInput).toHaveValue('');
    await codeInput.fill(fresh);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Email atualizado com sucesso!')).toBeVisible();
    expect((await storedUser(page))?.email).toBe(address);
  });
});

test('without VITE_GOOGLE_CLIENT_ID the login page shows no Google button', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.locator('iframe[src*="accounts.google.com"]')).toHaveCount(0);
  await expect(page.getByText('ou', { exact: true })).toHaveCount(0);
});
