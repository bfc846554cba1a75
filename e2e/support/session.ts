import { expect, type Page } from '@playwright/test';
import type { ApiSession, SessionUser } from './api';

/** Signs in through the /login form and waits for the dashboard. */
export async function loginAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nome de utilizador').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/**
 * Writes an API session (from Api.login) into the open page's storage as the app does (accessToken, user as JSON,
 * role, preferredTheme); null clears the storage (signed out).
 */
export function storeSession(page: Page, session: Pick<ApiSession, 'accessToken' | 'user'> | null): Promise<void> {
  return page.evaluate((s) => {
    if (!s) {
      localStorage.clear();
      return;
    }
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('role', s.user.role);
    localStorage.setItem('preferredTheme', s.user.preferredTheme);
  }, session);
}

/** Puts an API session in the browser's storage without using the form (storeSession), then opens `path`. */
export async function signInWithSession(page: Page, session: ApiSession, path = '/'): Promise<void> {
  await page.goto('/login');
  await storeSession(page, session);
  await page.goto(path);
}

/** The signed-in user the app stored, or null. */
export function storedUser(page: Page): Promise<SessionUser | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('user');
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  });
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('accessToken'));
}

/** Display name, else username: how the app names the signed-in user. */
export function displayLabel(user: Pick<SessionUser, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username;
}

/** Opens the desktop user menu (name and role in the navigation bar). */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
}
