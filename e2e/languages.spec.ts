import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInWithSession } from './support/session';
import { createUser, uniqueSuffix } from './support/users';

// ADR 043: the screens speak the browser's language until one is chosen; the pseudo-language (pt-PT accented and
// 30 % longer) shows what a longer language does to the screens converted so far, at a phone's width.

/** Nothing wider than the viewport: no text pushed out of the screen. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('sign-in page in the browser’s language', () => {
  test.use({ locale: 'en-GB' });

  test('an English browser gets the English page, the refusal in English, and the picker switches at once', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByLabel('Username').fill(`nobody_${uniqueSuffix()}`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible();

    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // the choice is kept on this browser
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('a user’s language', () => {
  test('chosen in Preferências › Idioma: the screens follow it, and it is kept by the server', async ({
    page,
    admin,
  }) => {
    const elder = await createUser(admin.api, 'Elder');
    const own = await admin.api.as(elder.username, elder.password);
    const language = async () => (await own.api.get<{ user: { language: string | null } }>('/auth/me')).user.language;
    await signInWithSession(page, own.session, '/preferencias');
    await page.getByRole('tab', { name: 'Idioma' }).click();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'User Preferences' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Language' })).toBeVisible();
    expect(await language()).toBe('en');
    await page.getByRole('radio', { name: 'Português (Portugal)' }).click();
    await expect(page.getByRole('heading', { name: 'Preferências do Utilizador' })).toBeVisible();
    await page.getByRole('radio', { name: 'Como o navegador' }).click();
    await expect.poll(language).toBeNull();
  });
});

test.describe('the pseudo-language at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, path] of [
    ['sign-in', '/login'],
    ['preferences', '/preferencias'],
  ] as const) {
    test(`${name}: accented, longer texts, nothing overflows`, async ({ page, admin }, testInfo) => {
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('language', 'pseudo'));
      if (path === '/login') await page.reload();
      else await signInWithSession(page, admin.session, path);
      // a converted text is accented (a literal left out of the catalogue would not be)
      await expect(page.locator('h1')).toHaveText(/[áéíóú].*ẋ/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-pseudo-390.png`), fullPage: true });
    });
  }
});
