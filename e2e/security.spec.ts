import type { APIResponse, Page } from '@playwright/test';
import { Api } from './support/api';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { watchPage } from './support/page-watch';
import { createProofData, type ProofData } from './support/proof-fixture';
import { signInWithSession } from './support/session';

// Issue 9, browser security: headers, CSP enforcement, HTML escaping of stored text on every screen showing it.
// Data: service groups 700-799, activities in 2070-2074, names carrying a unique marker.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const run = Math.random().toString(36).slice(2, 7);
const hostile = (first: string) => `${first} ${IMG}${SCRIPT} ${run}`;

let root: Api;
let data: ProofData;

test.beforeAll(async ({ admin }) => {
  root = await Api.create(BASE_URL);
  data = await createProofData(root, admin.api, { label: hostile, years: [2070, 2071, 2072, 2073, 2074] });
});

test.afterAll(async () => {
  await root?.dispose();
});

/** The Content-Security-Policy header as directive -> sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectPageHeaders(headers: Record<string, string>, what: string) {
  const csp = parseCsp(headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: script-src`).toEqual(["'self'"]);
  for (const weak of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'https:', 'http:']) {
    expect(scripts, `${what}: script-src without ${weak}`).not.toContain(weak);
  }
  // Google sign-in is not configured on the test server: its origin must not be allowed anywhere
  expect(headers['content-security-policy'], `${what}: no Google origin`).not.toContain('google');
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

test('security headers on the HTML page, its assets and every kind of /api response', async ({ admin }) => {
  const anonymous = root.context;
  for (const path of ['/', '/login', '/publicadores', '/pagina/que/nao/existe']) {
    const response = await anonymous.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expectPageHeaders(response.headers(), path);
  }

  // the bundle the page loads: same-origin module scripts, typed, nosniff
  const html = await (await anonymous.get('/')).text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) {
    // the one inline element is data (the screens' files for preload-screen.ts), which CSP does not let run
    if (/\btype="application\/json"/.test(tag)) continue;
    // the bundle's files, and the service worker's registration (ADR 041), a file of its own: never inline
    expect(tag, 'no inline script in index.html').toMatch(/\bsrc="\/(assets\/|registerSW\.js")/);
  }
  const screenFiles = /<script type="application\/json" id="screen-files">([^<]*)<\/script>/.exec(html);
  expect(screenFiles, 'the screen files data block').not.toBeNull();
  expect(() => JSON.parse(screenFiles![1]!)).not.toThrow();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const js = await anonymous.get(asset);
  expect(js.status()).toBe(200);
  expect(js.headers()['content-type']).toContain('javascript');
  expect(js.headers()['x-content-type-options']).toBe('nosniff');

  const apiCalls: [string, Promise<APIResponse>, number][] = [
    ['public GET', anonymous.get('/api/health'), 200],
    ['signed-in GET', admin.api.call('GET', '/publishers/'), 200],
    ['signed-in GET of one record', admin.api.call('GET', `/publishers/${data.pioneer.id}`), 200],
    ['no token', anonymous.get('/api/publishers/'), 401],
    ['unknown route', anonymous.get('/api/nao-existe'), 404],
    ['bad login', anonymous.post('/api/auth/login', { data: { username: `x_${run}`, password: 'errada-123' } }), 401],
    ['invalid body', admin.api.call('POST', '/households/', { name: '' }), 400],
  ];
  for (const [what, pending, status] of apiCalls) {
    const response = await pending;
    expect(response.status(), what).toBe(status);
    const headers = response.headers();
    expect(headers['cache-control'], `${what}: Cache-Control`).toBe('no-store');
    expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
    expect(headers['content-type'], `${what}: JSON`).toContain('application/json');
    expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
  }
});

test('the browser enforces the policy: injected inline scripts and eval do not run, framing is refused', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const response = await page.goto('/login');
  expectPageHeaders(await response!.allHeaders(), 'browser navigation');
  await expect(page.getByRole('heading', { name: 'Iniciar Sessão' })).toBeVisible();
  expect(watch.cspViolations).toEqual([]);

  const outcome = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
    const handler = document.createElement('div');
    handler.innerHTML = '<img src="data:," onerror="window.__handlerRan = true">';
    document.body.append(handler);
    // eval from the page's own task (code run by the test driver itself is exempt from the policy)
    let evalResult = 'not run';
    setTimeout(() => {
      try {
        // biome-ignore lint/security/noGlobalEval: proving the policy blocks eval
        eval('1 + 1');
        evalResult = 'ran';
      } catch (error) {
        evalResult = (error as Error).name;
      }
    }, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { inline: w.__inlineRan ?? false, handler: w.__handlerRan ?? false, evalResult };
  });
  expect(outcome).toEqual({ inline: false, handler: false, evalResult: 'EvalError' });
  await expect.poll(() => watch.cspViolations.some((v) => v.includes('script-src'))).toBe(true);

  // another origin cannot frame the app (frame-ancestors 'none')
  const framing = await page.context().newPage();
  const refusals: string[] = [];
  framing.on('console', (message) => refusals.push(message.text()));
  await framing.setContent(`<iframe id="app" src="${BASE_URL}/login"></iframe>`);
  await expect.poll(() => refusals.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
  await expect(framing.frameLocator('#app').getByRole('heading', { name: 'Iniciar Sessão' })).toHaveCount(0);
  await framing.close();
});

interface Screen {
  path: string;
  /** literal hostile texts the screen must show (as text or as a field's value) */
  shows: string[];
  open?: (page: Page) => Promise<void>;
}

function hostileScreens(d: ProofData): Screen[] {
  const { pioneer, publisher, other, activity, household, secretary, elder } = d;
  const observation = hostile('Observação');
  return [
    { path: '/', shows: [secretary.user.displayName!] },
    { path: '/preferencias', shows: [secretary.user.displayName!] },
    { path: '/publicadores', shows: [pioneer.name, publisher.name, other.name] },
    { path: `/publicadores/editar/${pioneer.id}`, shows: [pioneer.name] },
    { path: '/grupos', shows: [household.name] },
    { path: '/grupos/organizar', shows: [pioneer.name, other.name, elder.user.displayName!] },
    {
      path: '/utilizadores',
      shows: [secretary.user.displayName!, elder.user.displayName!],
      open: (page) => page.getByLabel('Pesquisar utilizadores').fill(run),
    },
    { path: `/relatorios/${activity.id}`, shows: [pioneer.name, publisher.name, observation, hostile('Nota')] },
    {
      path: `/rever-atividade/${activity.id}`,
      shows: [pioneer.name, other.name, observation, elder.user.displayName!],
      // the compact view marks a note without its text: the full view shows it
      open: (page: Page) => page.getByRole('button', { name: 'Vista completa' }).click(),
    },
    { path: `/publicadores/${activity.serviceYear}/${pioneer.id}`, shows: [pioneer.name, observation] },
    { path: `/pioneiros/${activity.month}/${activity.year}`, shows: [pioneer.name, observation] },
    {
      path: '/audit-logs',
      shows: [`Agregado "${household.name}" criado`, `Publicador "${pioneer.name}" criado`],
      open: (page) => page.getByLabel('Search').fill(run),
    },
  ];
}

/** Waits until `text` is on the page, as rendered text or as the value of a field. */
async function expectLiteral(page: Page, text: string, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (t) =>
            // textContent, not innerText: cards off screen skip rendering (content-visibility: auto) and innerText
            // leaves them out; markup injected as HTML would not appear as this literal text either way
            (document.body.textContent ?? '').includes(t) ||
            [...document.querySelectorAll('input, textarea')].some((el) => (el as HTMLInputElement).value === t),
          text,
        ),
      { message: `${where} shows ${text} literally`, timeout: 15_000 },
    )
    .toBe(true);
}

async function expectNothingInjected(page: Page, where: string) {
  await expect(page.locator('img[src="x"]'), `${where}: no injected <img>`).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(1)' }), `${where}: no injected <script>`).toHaveCount(0);
  await expect(page.locator('[onerror]'), `${where}: no onerror attribute`).toHaveCount(0);
}

test('stored text with HTML renders literally on every screen that shows it; nothing runs', async ({ page }) => {
  const watch = await watchPage(page);
  await signInWithSession(page, data.secretary.session, '/');
  for (const screen of hostileScreens(data)) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }), screen.path).toBeVisible();
    await screen.open?.(page);
    for (const text of screen.shows) await expectLiteral(page, text, screen.path);
    await expectNothingInjected(page, screen.path);
  }

  // the audit details modal shows the stored values as JSON text
  await page.getByLabel('Event Type').selectOption('PUBLISHER_CREATE');
  await page
    .locator('tbody tr', { hasText: data.pioneer.name })
    .getByRole('button', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Audit Log Details/ })).toBeVisible();
  await expect(dialog.getByTestId('audit-new-values')).toContainText(JSON.stringify(data.pioneer.name));
  await expectNothingInjected(page, 'audit details');

  // the user menu and the Elder's own screens show the Elder's hostile name as text
  await signInWithSession(page, data.elder.session, '/');
  await expectLiteral(page, data.elder.user.displayName!, 'Elder dashboard');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNothingInjected(page, 'Elder user menu');

  expect(watch.dialogs, 'no dialog was opened').toEqual([]);
  expect(watch.cspViolations, 'no CSP violation').toEqual([]);
  expect(watch.pageErrors, 'no page error').toEqual([]);
});

test('no CSP violation or page error while navigating every main screen', async ({ page }) => {
  const watch = await watchPage(page);
  const { activity, pioneer } = data;
  const paths = [
    '/',
    '/publicadores',
    '/publicadores/novo',
    `/publicadores/editar/${pioneer.id}`,
    `/publicadores/${activity.serviceYear}/${pioneer.id}`,
    '/grupos',
    '/grupos/organizar',
    '/lancar-atividade',
    `/lancar-atividade/${activity.id}`,
    `/relatorios/${activity.id}`,
    `/rever-atividade/${activity.id}`,
    `/pioneiros/${activity.serviceYear}`,
    `/pioneiros/${activity.month}/${activity.year}`,
    '/utilizadores',
    '/registar-utilizador',
    '/preferencias',
    '/audit-logs',
    '/pagina-inexistente',
  ];
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar Sessão' })).toBeVisible();
  await signInWithSession(page, data.secretary.session, '/');
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'A carregar' }), path).toHaveCount(0);
  }
  // the pioneer charts are drawn (canvas) without inline script
  await page.goto(`/pioneiros/${activity.serviceYear}`);
  await expect(page.locator('canvas').first()).toBeVisible();
  // in-app navigation through the menu
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navegação principal', exact: true });
  await nav.getByRole('link', { name: 'Publicadores' }).click();
  await expect(page).toHaveURL('/publicadores');
  await nav.getByRole('link', { name: 'Grupos e Agregados' }).click();
  await expect(page).toHaveURL('/grupos');

  expect(watch.cspViolations, 'no CSP violation').toEqual([]);
  expect(watch.pageErrors, 'no page error').toEqual([]);
  expect(watch.dialogs).toEqual([]);
});
