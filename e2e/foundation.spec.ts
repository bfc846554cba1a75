import { expect, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import { displayLabel, loginAs, openUserMenu, storedToken, storedUser } from './support/session';

test.describe('foundation', () => {
  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Nome de utilizador').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nome de utilizador ou password incorretos.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('signing in greets the user on the dashboard', async ({ page }) => {
    await page.goto('/login');
    // the username is lower-cased as typed
    await page.getByLabel('Nome de utilizador').fill(ADMIN.username.toUpperCase());
    await expect(page.getByLabel('Nome de utilizador')).toHaveValue(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page.getByText('Sessão iniciada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL('/');
    const user = await storedUser(page);
    expect(user?.username).toBe(ADMIN.username);
    const name = displayLabel(user ?? { displayName: null, username: ADMIN.username });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('Admin');

    // the navigation bar: links for Admin and the user menu with the role underneath
    const nav = page.getByRole('navigation', { name: 'Navegação principal', exact: true });
    await expect(nav.getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Publicadores' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Grupos e Agregados' })).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toContainText('Administrador');
    await expect(page.getByRole('contentinfo')).toHaveText('Sistema de Gestão da Congregação');
    await openUserMenu(page);
    for (const item of ['Preferências', 'Gestão de Utilizadores', 'Audit Logs', 'Sair']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('a guarded route without a session goes to /login', async ({ page }) => {
    await page.goto('/publicadores');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('A sua sessão é inválida!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  });

  test('the display mode cycles light, dark, auto and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await loginAs(page, ADMIN.username, ADMIN.password);
    const html = page.locator('html');
    const darkMode = () => page.evaluate(() => localStorage.getItem('darkMode'));
    const toggle = page.getByRole('menuitem', { name: /Tema/ });

    // nothing stored: auto, following the (emulated dark) system setting
    expect(await darkMode()).toBeNull();
    await expect(html).toHaveClass(/\bdark\b/);

    await openUserMenu(page);
    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await darkMode()).toBe('false');
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);

    await openUserMenu(page);
    await expect(toggle).toContainText('Claro');
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await darkMode()).toBe('true');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);

    await openUserMenu(page);
    await expect(toggle).toContainText('Escuro');
    await toggle.click();
    expect(await darkMode()).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await openUserMenu(page);
    await expect(toggle).toContainText('Automático');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/esta/pagina/nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByTestId('not-found-path')).toHaveText('/esta/pagina/nao-existe');
    await expect(page.getByRole('link', { name: 'Ir para o Início' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Iniciar Sessão' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(page.getByText('contacte o administrador')).toBeVisible();
  });

  test("'Sair' ends the session locally and on the server", async ({ page, baseURL }) => {
    await loginAs(page, ADMIN.username, ADMIN.password);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    const api = await Api.create(baseURL ?? '', token);
    try {
      expect((await api.call('GET', '/auth/me')).status()).toBe(200);

      await openUserMenu(page);
      const logoutResponse = page.waitForResponse(
        (response) => response.url().endsWith('/api/auth/logout') && response.request().method() === 'POST',
      );
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      expect((await logoutResponse).status()).toBe(200);

      await expect(page).toHaveURL('/login');
      const stored = await page.evaluate(() => ['accessToken', 'user', 'role'].map((k) => localStorage.getItem(k)));
      expect(stored).toEqual([null, null, null]);
      await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

      const me = await api.call('GET', '/auth/me');
      expect(me.status()).toBe(401);
    } finally {
      await api.dispose();
    }
  });
});
