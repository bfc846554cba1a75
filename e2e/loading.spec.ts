import type { Page, Route } from '@playwright/test';
import { Api } from './support/api';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { storeSession } from './support/session';
import { createUser } from './support/users';

const FRAMEWORK = '**/assets/framework-*.js';
const preloadLinks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href));

/**
 * Opens `path` with the framework chunk held back, so that only src/preload-screen.ts (which needs no framework)
 * can have added modulepreload links, and returns those (not index.html's own) once `expected` holds, or after
 * half a second if it never does (an empty list is expected then). The framework is let through afterwards.
 */
/** Stores the session from the sign-in page, so the next navigation is the first load of a signed-in app. */
async function storeSessionOnLogin(page: Page, session: Parameters<typeof storeSession>[1]) {
  await page.goto('/login');
  await storeSession(page, session);
}

async function preloadedBy(page: Page, path: string, expected: (files: string[]) => boolean): Promise<string[]> {
  const held: Route[] = [];
  await page.route(FRAMEWORK, (route) => {
    held.push(route);
  });
  const preloadScript = page.waitForResponse(/\/assets\/preload-[\w-]+\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  await preloadScript;
  const deadline = Date.now() + 500;
  let files = await preloadLinks(page);
  while (!expected(files) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    files = await preloadLinks(page);
  }
  expect(held.length, 'the framework is still held').toBeGreaterThan(0);
  for (const route of held) await route.continue();
  await page.unroute(FRAMEWORK);
  // the app's own dependencies, which index.html lists itself
  const html = await (await page.request.get(path)).text();
  return files.filter((file) => !html.includes(`href="${new URL(file).pathname}"`));
}

const hasFile = (name: string) => (files: string[]) =>
  files.some((f) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(f));
const none = (files: string[]) => files.length === 0;

test.describe('loading', () => {
  // what a first visit fetches and when: without the service worker (ADR 041), which would serve the framework from
  // its cache past Playwright's routes once it has installed on an earlier page of the test
  test.use({ serviceWorkers: 'block' });

  test("the current screen's files start before the app's code has arrived, only where the role may go", async ({
    page,
    admin,
  }) => {
    await storeSessionOnLogin(page, admin.session);
    const dashboard = await preloadedBy(page, '/', hasFile('dashboard-page'));
    expect(hasFile('dashboard-page')(dashboard)).toBe(true);
    expect(hasFile('require-permission')(dashboard)).toBe(true);
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();

    // an Elder may not manage users: nothing of that screen is fetched early (the guard sends them to /)
    const elder = await createUser(admin.api, 'Elder');
    const root = await Api.create(BASE_URL);
    const elderSession = await root.login(elder.username, elder.password);
    await root.dispose();
    await storeSession(page, elderSession);
    expect(await preloadedBy(page, '/utilizadores', none)).toEqual([]);
    await expect(page).toHaveURL('/');
    // ...but may fill reports: /relatorios/{id} is matched by its pattern
    expect(hasFile('fill-reports-page')(await preloadedBy(page, '/relatorios/1', hasFile('fill-reports-page')))).toBe(
      true,
    );

    // signed out: / preloads nothing, /login its own screen
    await storeSession(page, null);
    expect(await preloadedBy(page, '/', none)).toEqual([]);
    expect(hasFile('login-page')(await preloadedBy(page, '/login', hasFile('login-page')))).toBe(true);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  });

  test("the screen's main call starts with the page, before the app's code, and is made once", async ({
    page,
    admin,
  }) => {
    await storeSessionOnLogin(page, admin.session);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
    });
    const held: Route[] = [];
    await page.route(FRAMEWORK, (route) => {
      held.push(route);
    });
    const dashboardCall = page.waitForRequest((request) => request.url().endsWith('/api/monthlyactivityreports/'));
    await page.goto('/', { waitUntil: 'commit' });
    await dashboardCall;
    expect(held.length, 'the framework is still held').toBeGreaterThan(0);
    for (const route of held) await route.continue();
    await page.unroute(FRAMEWORK);
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call === '/api/monthlyactivityreports/')).toHaveLength(1);

    // signed out, nothing is called before the app sends the user to /login
    calls.length = 0;
    await storeSession(page, null);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect(calls).toEqual([]);
  });
});
