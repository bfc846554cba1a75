import type { ApiSession } from './support/api';
import { Api } from './support/api';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';
import { TEST_PASSWORD, uniqueSuffix } from './support/users';

// Every route of the app (apps/web/src/app/screen-files.ts, the public ones and the 404) on a 390×844 phone: nothing
// wider than the screen, so nothing scrolls sideways. Data: a group in 300-399 and a month in 2040-2044 (the reports
// tests' ranges), the month Closed so its S-1 shows everything it can.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

let root: Api;
let staff: fixture.Staff;
let publisherSession: ApiSession;
let activity: { id: number; month: number; year: number };
let publisherId: number;
let invitationPath: string;

const serviceYearOf = (month: number, year: number) => (month >= 8 ? year + 1 : year); // months 0-11

test.beforeAll(async ({ admin }) => {
  root = await Api.create(BASE_URL);
  const group = await fixture.createReportsGroup(admin.api);
  staff = await fixture.createStaff(root, admin.api, group.id, fixture.uniqueName('Superintendente'));
  publisherId = await fixture.createPublisherIn(admin.api, group.id, fixture.uniqueName('Publicador Com Nome Longo'));
  const self = await fixture.createPublisherIn(admin.api, group.id, fixture.uniqueName('Beatriz'));
  await fixture.createPublisherIn(admin.api, group.id, fixture.uniqueName('Zacarias'));
  activity = await fixture.createReportsActivity(staff.secretaryApi);
  await staff.secretaryApi.json('PATCH', `/monthlyactivityreports/${activity.id}/status`, { status: 'Closed' });

  // a publisher who reports for themselves (/meu-relatorio, /meu-registo), and an unused invitation (/convite/…)
  const accepted = await admin.api.post<{ url: string }>(`/publishers/${self}/invitation`, { sendEmail: false });
  publisherSession = await root.post<ApiSession>(
    `/invitations/${new URL(accepted.url).pathname.split('/').pop()}/accept`,
    {
      username: `pub_w_${uniqueSuffix()}`.slice(0, 50),
      password: TEST_PASSWORD,
    },
  );
  const open = await admin.api.post<{ url: string }>(`/publishers/${publisherId}/invitation`, { sendEmail: false });
  invitationPath = new URL(open.url).pathname;
});
test.afterAll(async () => {
  await root?.dispose();
});

async function expectFits(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  // the innermost elements reaching past the screen's edge, to name what overflows
  const past = await page.evaluate((edge) => {
    const scrolls = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const clipped = (el: Element): boolean =>
      !!el.parentElement && (scrolls(el.parentElement) || clipped(el.parentElement));
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) =>
        el.getBoundingClientRect().right > edge + 0.5 && getComputedStyle(el).position !== 'fixed' && !clipped(el),
    );
    return wide
      .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)})`);
  }, PHONE.width);
  expect.soft(width, `${path} is ${width} px wide: ${past.join(' | ')}`).toBeLessThanOrEqual(PHONE.width);
  if (width > PHONE.width) {
    await page.screenshot({ path: `test-results/largura-${path.replace(/\W+/g, '_')}-390.png`, fullPage: true });
  }
}

test('every staff screen fits a 390 px phone (the Secretary may open them all)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { id, month, year } = activity;
  const serviceYear = serviceYearOf(month, year);
  const secretaryRoutes = [
    '/',
    '/preferencias',
    '/utilizadores',
    '/registar-utilizador',
    '/audit-logs',
    '/publicadores',
    '/publicadores/novo',
    `/publicadores/editar/${publisherId}`,
    `/publicadores/${serviceYear}/${publisherId}`,
    '/grupos',
    '/grupos/organizar',
    '/lancar-atividade',
    `/lancar-atividade/${id}`,
    `/rever-atividade/${id}`,
    `/relatorios/${id}`,
    `/pioneiros/${serviceYear}`,
    `/pioneiros/${month}/${year}`,
    `/assistencia/${serviceYear}`,
    `/relatorio-congregacao/${id}`,
    `/relatorios-em-falta/${id}`,
    `/analise-anual/${serviceYear}`,
    '/importar',
    '/dados-a-eliminar',
  ];
  await signInWithSession(page, staff.secretarySession, '/');
  for (const path of secretaryRoutes) await expectFits(page, path);
});

test('the publisher’s own screens, the public ones and the 404 fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInWithSession(page, publisherSession, '/meu-relatorio');
  for (const path of ['/meu-relatorio', '/meu-registo', '/pagina-que-nao-existe']) await expectFits(page, path);
  await page.evaluate(() => localStorage.clear());
  for (const path of ['/login', invitationPath]) await expectFits(page, path);
});
