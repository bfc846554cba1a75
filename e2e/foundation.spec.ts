import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { displayLabel, loginAs, openUserMenu, signInWithSession, storedToken, storedUser } from './support/session';
import { createUser, uniqueSuffix } from './support/users';

const isDark = /(^|\s)dark(\s|$)/;

/** axe-core violations (WCAG 2.x A/AA and best practices) as readable lines; [] when clean. */
async function axeViolations(page: Page, include?: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of include ?? []) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('sign-in', () => {
  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Nome de utilizador').fill(`ninguem_${uniqueSuffix()}`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nome de utilizador ou password incorretos.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('signing in stores the session and greets the user', async ({ page, admin }) => {
    const { username, password, user } = await createUser(admin.api, 'Admin', { displayName: 'Ana Fundação' });
    await page.goto('/login');
    // the username is lower-cased as typed
    await page.getByLabel('Nome de utilizador').fill(username.toUpperCase());
    await expect(page.getByLabel('Nome de utilizador')).toHaveValue(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page.getByText('Sessão iniciada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ana Fundação');
    expect((await storedUser(page))?.id).toBe(user.id);
    const stored = await page.evaluate(() => [localStorage.getItem('role'), localStorage.getItem('preferredTheme')]);
    expect(stored).toEqual(['Admin', user.preferredTheme]);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(user.preferredTheme);

    const nav = page.getByRole('navigation', { name: 'Navegação principal', exact: true });
    for (const link of ['Início', 'Publicadores', 'Grupos e Agregados']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(page.getByTestId('user-menu-button')).toContainText('Ana Fundação');
    await expect(page.getByTestId('user-menu-button')).toContainText('Administrador');
    await expect(page.getByRole('contentinfo')).toHaveText('Sistema de Gestão da Congregação');
    await openUserMenu(page);
    for (const item of ['Preferências', 'Gestão de Utilizadores', 'Audit Logs', 'Sair']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('the first-run admin is greeted by display name or username', async ({ page, admin }) => {
    await signInWithSession(page, admin.session);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(displayLabel(admin.session.user));
    expect(admin.session.user.username).toBe(ADMIN.username);
  });
});

test.describe('guards', () => {
  test('a guarded route without a session goes to /login; with what is left of one, says it is invalid', async ({
    page,
  }) => {
    await page.goto('/publicadores');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByText('A sua sessão é inválida!')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('role', 'Secretary'));
    await page.goto('/publicadores');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('A sua sessão é inválida!')).toBeVisible();
  });

  test('a role without access goes to / with a message', async ({ page, admin }) => {
    const elder = await createUser(admin.api, 'Elder');
    const session = await admin.api.login(elder.username, elder.password);
    await signInWithSession(page, session, '/grupos');
    await expect(page.getByText('Não tem acesso a esta página!')).toBeVisible();
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal', exact: true });
    await expect(nav.getByRole('link', { name: 'Publicadores' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Grupos e Agregados' })).toHaveCount(0);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Preferências' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Gestão de Utilizadores' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Audit Logs' })).toHaveCount(0);
  });

  test('a Publisher-role user gets the access-denied page and can sign out', async ({ page, admin }) => {
    const publisher = await createUser(admin.api, 'Publisher');
    await loginAs(page, publisher.username, publisher.password);
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('a session lost while on the dashboard shows Sessão Expirada', async ({ page, admin }) => {
    await signInWithSession(page, admin.session);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // as if another tab had signed out: the 1 s poll notices
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await expect(page.getByRole('heading', { name: 'Sessão Expirada' })).toBeVisible();
    await page.getByRole('link', { name: 'Iniciar Sessão' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('layout', () => {
  test('the display mode cycles light, dark, auto and survives a reload', async ({ page, admin }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInWithSession(page, admin.session);
    const html = page.locator('html');
    const darkMode = () => page.evaluate(() => localStorage.getItem('darkMode'));
    const toggle = page.getByRole('menuitem', { name: /Tema/ });

    // nothing stored: auto, following the (emulated dark) system setting
    expect(await darkMode()).toBeNull();
    await expect(html).toHaveClass(isDark);

    await openUserMenu(page);
    await expect(toggle).toContainText('Automático');
    await toggle.click();
    await expect(html).not.toHaveClass(isDark);
    expect(await darkMode()).toBe('false');
    await page.reload();
    await expect(html).not.toHaveClass(isDark);

    await openUserMenu(page);
    await expect(toggle).toContainText('Claro');
    await toggle.click();
    await expect(html).toHaveClass(isDark);
    expect(await darkMode()).toBe('true');
    await page.reload();
    await expect(html).toHaveClass(isDark);

    await openUserMenu(page);
    await expect(toggle).toContainText('Escuro');
    await toggle.click();
    expect(await darkMode()).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(isDark);
    await page.reload();
    await expect(html).not.toHaveClass(isDark);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(isDark);
  });

  test('the mobile menu mirrors the links', async ({ page, admin }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInWithSession(page, admin.session);
    await expect(page.getByTestId('user-menu-button')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const link of ['Início', 'Publicadores', 'Grupos e Agregados', 'Preferências', 'Gestão de Utilizadores']) {
      await expect(menu.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: /Tema/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
    await menu.getByRole('link', { name: 'Preferências' }).click();
    await expect(page).toHaveURL('/preferencias');
    await expect(menu).toBeHidden();
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
});

test("'Sair' ends the session locally and on the server", async ({ page, admin }) => {
  const secretary = await createUser(admin.api, 'Secretary');
  await loginAs(page, secretary.username, secretary.password);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  const api = await Api.create(BASE_URL, token);
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

    expect((await api.call('GET', '/auth/me')).status()).toBe(401);
  } finally {
    await api.dispose();
  }
});

test('the shell has no axe violations in light and dark mode', async ({ page, admin }) => {
  test.slow(); // five axe scans
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar Sessão' })).toBeVisible();
    expect(await axeViolations(page), `/login ${colorScheme}`).toEqual([]);

    await page.goto('/nao/existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(await axeViolations(page), `404 ${colorScheme}`).toEqual([]);
  }
  await signInWithSession(page, admin.session);
  await openUserMenu(page);
  // the screens' own content belongs to their features; here the navigation bar, open user menu and footer
  expect(await axeViolations(page, ['header', 'footer']), 'navigation bar').toEqual([]);
});
