import { expect, type Locator, type Page, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import * as fixture from './support/reports-fixture';
import { openUserMenu, signInWithSession } from './support/session';
import { TEST_PASSWORD } from './support/users';

// Issue 19: nothing typed is lost (reload, expired session, conflict, closed activity), counters refuse what they
// cannot represent, and a publisher added to an Open month has a report in it. Groups 300-399, activities 2040-2044
// (shared with reports.spec.ts and review.spec.ts); each test makes its own group, staff and activity.

let root: Api;
let admin: Api;

test.beforeAll(async ({ baseURL }) => {
  root = await Api.create(baseURL!);
  admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
});
test.afterAll(async () => {
  await root?.dispose();
});

interface Month {
  staff: fixture.Staff;
  activityId: number;
  names: string[];
  publisherIds: number[];
}

/** A group of three publishers with their Elder and Secretary, and an Open activity with their reports. */
async function openMonth(): Promise<Month> {
  const group = await fixture.createReportsGroup(admin);
  const tag = fixture.uniqueName('').trim();
  const staff = await fixture.createStaff(root, admin, group.id, `Ancião ${tag}`);
  const names = [`Ana ${tag}`, `Bruno ${tag}`, `Célia ${tag}`];
  const publisherIds: number[] = [];
  for (const [i, name] of names.entries()) {
    publisherIds.push(await fixture.createPublisherIn(admin, group.id, name, { regularPioneer: i === 0 }));
  }
  const activityId = (await fixture.createReportsActivity(staff.secretaryApi)).id;
  return { staff, activityId, names, publisherIds };
}

/** A fresh month, open on the fill screen of its group's Elder. */
async function openMonthAsElder(page: Page): Promise<Month> {
  const month = await openMonth();
  await signInWithSession(page, month.staff.elderSession, `/relatorios/${month.activityId}`);
  return month;
}

// failed calls are made with Playwright's routes, which the service worker (ADR 041) would answer past once installed
test.use({ serviceWorkers: 'block' });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const studies = (c: Locator) => c.getByLabel('Estudos', { exact: true });
const observations = (c: Locator) => c.getByLabel('Observações');

async function typeIntoThree(page: Page, names: string[]) {
  for (const [i, name] of names.entries()) {
    await studies(card(page, name)).fill(String(i + 2));
    await observations(card(page, name)).fill(`nota ${i}`);
  }
  for (const name of names) await expect(card(page, name).getByTitle('Alterações não guardadas')).toBeVisible();
}

async function expectRestored(page: Page, names: string[]) {
  for (const [i, name] of names.entries()) {
    await expect(studies(card(page, name))).toHaveValue(String(i + 2));
    await expect(observations(card(page, name))).toHaveValue(`nota ${i}`);
    await expect(card(page, name).getByTitle('Alterações não guardadas')).toBeVisible();
  }
}

test('values typed in three cards come back after a reload, marked, with a notice', async ({ page }) => {
  const month = await openMonthAsElder(page);
  await typeIntoThree(page, month.names);
  await page.reload();
  await expectRestored(page, month.names);
  await expect(page.getByText('3 relatórios com alterações não guardadas foram recuperados')).toBeVisible();

  // saved, they are gone from the browser: the next opening restores nothing
  await page.getByRole('button', { name: 'Guardar Alterações' }).click();
  await expect(page.getByText('Relatórios gravados com sucesso!')).toBeVisible();
  await page.reload();
  await expect(studies(card(page, month.names[0]!))).toHaveValue('2');
  await expect(page.getByText('foram recuperados')).toHaveCount(0);
  await expect(page.getByTitle('Alterações não guardadas')).toHaveCount(0);
});

test('the session revoked while typing: signing in again returns to the same page with the values', async ({
  page,
}) => {
  const month = await openMonthAsElder(page);
  await typeIntoThree(page, month.names);

  await admin.post(`/users/${month.staff.elder.user.id}/invalidate-sessions`, {});
  page.once('dialog', (d) => void d.accept()); // the spec's expiry alert
  await card(page, month.names[0]!).getByRole('button', { name: 'Aumentar Estudos' }).click();
  await page.getByRole('button', { name: 'Guardar Alterações' }).click();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Nome de utilizador').fill(month.staff.elder.username);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/relatorios/${month.activityId}$`));
  await expect(studies(card(page, month.names[0]!))).toHaveValue('3');
  await expect(observations(card(page, month.names[0]!))).toHaveValue('nota 0');
  await expect(studies(card(page, month.names[2]!))).toHaveValue('4');
});

test('a kept draft of a report changed meanwhile is shown as a conflict; the person chooses', async ({ page }) => {
  const month = await openMonthAsElder(page);
  const bruno = card(page, month.names[1]!);
  await studies(bruno).fill('7');
  await expect(bruno.getByTitle('Alterações não guardadas')).toBeVisible();

  // the Secretary saves Bruno's report in the meantime
  const report = (await fixture.byMonth(month.staff.secretaryApi, month.activityId)).reports.find(
    (r) => r.publisherId === month.publisherIds[1],
  )!;
  await month.staff.secretaryApi.put('/publisherreports/update-changed', {
    reports: [
      {
        id: report.id,
        version: report.version,
        hours: report.hours,
        studies: 1,
        participatedInMinistry: report.participatedInMinistry,
        observations: 'do secretário',
        status: report.status,
      },
    ],
  });

  await page.reload();
  const conflict = page.getByRole('listitem', { name: `Conflito: ${month.names[1]}` });
  await expect(conflict).toContainText('Estudos');
  await expect(conflict.getByRole('row', { name: /Estudos/ })).toContainText('7');
  await expect(conflict.getByRole('row', { name: /Estudos/ })).toContainText('1');
  // never applied silently: the card shows the server's value until the person chooses
  await expect(studies(bruno)).toHaveValue('1');
  await conflict.getByRole('button', { name: 'Manter os meus valores' }).click();
  await expect(studies(bruno)).toHaveValue('7');
  await expect(observations(bruno)).toHaveValue('');
  await expect(bruno.getByTitle('Alterações não guardadas')).toBeVisible();
});

test('the activity closed while an Elder types: the save is refused with the reason, read-only, values kept', async ({
  page,
}) => {
  const month = await openMonthAsElder(page);
  await typeIntoThree(page, month.names);
  expect(
    (
      await month.staff.secretaryApi.call('PATCH', `/monthlyactivityreports/${month.activityId}/status`, {
        status: 'Closed',
      })
    ).ok(),
  ).toBe(true);

  await page.getByRole('button', { name: 'Guardar Alterações' }).click();
  await expect(page.getByText(/Erro ao gravar os relatórios! .*fechad/)).toBeVisible();
  await expect(page.getByText('Atividade fechada', { exact: true })).toBeVisible();
  await expect(studies(card(page, month.names[0]!))).toBeDisabled();
  await expectRestored(page, month.names);
  await page.reload();
  await expectRestored(page, month.names);
  await expect(page.getByText('A atividade está fechada: ficam só para consulta')).toBeVisible();
});

test("'1,5' in hours is refused with a message and the value stays", async ({ page }) => {
  const month = await openMonthAsElder(page);
  const ana = card(page, month.names[0]!); // a regular pioneer: reports hours
  const hours = ana.getByLabel('Horas', { exact: true });
  await hours.fill('');
  await hours.pressSequentially('1,5');
  await expect(ana.getByRole('alert')).toHaveText('Introduza um número inteiro (sem vírgulas, pontos nem letras).');
  await hours.blur();
  await expect(hours).toHaveValue('1'); // the last value it could represent, never 15
  await hours.fill('12');
  await expect(ana.getByRole('alert')).toHaveCount(0);
  await hours.fill('2h30');
  await expect(ana.getByRole('alert')).toBeVisible();
  await hours.blur();
  await expect(hours).toHaveValue('12');
});

test('a publisher added while the month is Open appears in it with a report', async ({ page }) => {
  const month = await openMonth();
  const group = (await fixture.byMonth(month.staff.elderApi, month.activityId)).reports[0]!.groupId!;
  // the month must be the latest of all (after every other file's 2040-2044): the month after the newest one;
  // closed at the end, so publishers other files add meanwhile get no report in it
  const all = await month.staff.secretaryApi.get<{ month: number; year: number }[]>('/monthlyactivityreports/');
  const newest = Math.max(...all.map((a) => a.year * 12 + a.month), 2045 * 12 - 1) + 1;
  const latest = await month.staff.secretaryApi.post<{ id: number }>('/monthlyactivityreports/', {
    report: { month: newest % 12, year: Math.floor(newest / 12), status: 'Open' },
    publisherReports: [],
  });
  try {
    const name = `Daniela ${fixture.uniqueName('').trim()}`;
    await fixture.createPublisherIn(admin, group, name);
    await signInWithSession(page, month.staff.elderSession, `/relatorios/${latest.id}`);
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name)).toContainText('Participou no Ministério?');
  } finally {
    await month.staff.secretaryApi.call('PATCH', `/monthlyactivityreports/${latest.id}/status`, { status: 'Closed' });
  }
});

test('a failed load is an error with "Tentar novamente" that repeats the call, never data', async ({ page }) => {
  const month = await openMonth();
  // the irregular publishers' call fails once: said so, not "nobody irregular"; the retry repeats only that call
  let failIrregular = true;
  await page.route('**/api/monthlyactivityreports/irregular-publishers/*', (route) =>
    failIrregular ? route.abort() : route.continue(),
  );
  await signInWithSession(page, month.staff.secretarySession, `/rever-atividade/${month.activityId}`);
  const notice = page.getByRole('alert').filter({ hasText: 'Erro ao obter os publicadores irregulares' });
  await expect(notice).toBeVisible();
  failIrregular = false;
  const url = page.url();
  await notice.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(notice).toHaveCount(0);
  expect(page.url()).toBe(url);

  // the overseers' call fails: the organise screen says so instead of 'Sem superintendente' everywhere
  let failOverseers = true;
  await page.route('**/api/users/group-overseers', (route) => (failOverseers ? route.abort() : route.continue()));
  await page.goto('/grupos/organizar');
  const overseers = page.getByRole('alert').filter({ hasText: 'Erro ao obter os superintendentes dos grupos.' });
  await expect(overseers).toBeVisible();
  await expect(page.getByText('Sem superintendente')).toHaveCount(0);
  failOverseers = false;
  await overseers.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(overseers).toHaveCount(0);

  // an invalid id offers the way home, not a retry of the same bad address
  await page.goto('/rever-atividade/abc');
  await expect(page.getByRole('button', { name: 'Tentar Novamente' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Dashboard/ })).toBeVisible();
});

test("the review of a closed month offers the Secretary 'Abrir Atividade' where it says so", async ({ page }) => {
  const month = await openMonth();
  await month.staff.secretaryApi.call('PATCH', `/monthlyactivityreports/${month.activityId}/status`, {
    status: 'Closed',
  });
  await signInWithSession(page, month.staff.secretarySession, `/rever-atividade/${month.activityId}`);
  const closed = page.getByRole('status').filter({ hasText: 'Atividade fechada' });
  await expect(closed).toBeVisible();
  await closed.getByRole('button', { name: 'Abrir Atividade' }).click();
  await expect(closed).toHaveCount(0);
  expect((await fixture.byMonth(month.staff.secretaryApi, month.activityId)).activity.status).toBe('Open');
});

test('the organise screen finds a publisher (accents ignored) and lets a phone scroll over the cards', async ({
  page,
}) => {
  const group = await fixture.createReportsGroup(admin);
  const name = `Inês Organizável ${fixture.uniqueName('').trim()}`;
  const id = await fixture.createPublisherIn(admin, group.id, name);
  const session = await root.login(ADMIN.username, ADMIN.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(page, session, '/grupos/organizar');
  const chip = page.getByTestId(`publisher-chip-${id}`);
  await expect(chip).toBeAttached();
  // a card never takes the page's touch scrolling (dragging starts on a long press)
  expect(await chip.evaluate((el) => getComputedStyle(el).touchAction)).not.toBe('none');
  await page.getByRole('searchbox', { name: 'Procurar publicador' }).fill(name.replace('Inês', 'ines').toUpperCase());
  await expect(page.locator('[data-testid^="publisher-chip-"]')).toHaveCount(1);
  await expect(chip).toBeVisible();
});

test("'Sair' with unsaved drafts asks first, then removes them from this browser", async ({ page }) => {
  const month = await openMonthAsElder(page);
  await studies(card(page, month.names[0]!)).fill('6');
  await expect(card(page, month.names[0]!).getByTitle('Alterações não guardadas')).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Tem 1 relatório com alterações não guardadas neste navegador');
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(new RegExp(`/relatorios/${month.activityId}$`));

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair e apagar alterações' }).click();
  await expect(page).toHaveURL('/login');
  // signed in again on this computer (the old session ended with 'Sair'): nothing comes back
  const again = await root.login(month.staff.elder.username, TEST_PASSWORD);
  await signInWithSession(page, again, `/relatorios/${month.activityId}`);
  await expect(studies(card(page, month.names[0]!))).toHaveValue('0');
  await expect(page.getByText('foi recuperado')).toHaveCount(0);
});

test('the publisher form asks in the app before leaving with unsaved changes', async ({ page }) => {
  const session = await root.login(ADMIN.username, ADMIN.password);
  await signInWithSession(page, session, '/publicadores/novo');
  await page.getByLabel('Nome Completo *').fill('Rascunho de publicador');
  await page.getByRole('link', { name: 'Cancelar' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Tem alterações não gravadas. Tem a certeza que deseja sair?');
  await ask.getByRole('button', { name: 'Ficar' }).click();
  await expect(page).toHaveURL('/publicadores/novo');
  await expect(page.getByLabel('Nome Completo *')).toHaveValue('Rascunho de publicador');
});

test('the audit screen is marked English and its export sends the filters as shown, even mid-typing', async ({
  page,
}) => {
  const session = await root.login(ADMIN.username, ADMIN.password);
  await signInWithSession(page, session, '/audit-logs');
  await expect(page.locator('[lang="en"]').getByRole('heading', { name: 'Audit Logs' })).toBeVisible();
  await page.getByLabel('Event Type').selectOption('USER_LOGIN');
  const request = page.waitForRequest((r) => r.url().includes('/api/audit/export'));
  // typed and exported at once: before the list's typing pause
  await page.getByLabel('Search').fill('admin');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('search')).toBe('admin');
  expect(url.searchParams.get('eventType')).toBe('USER_LOGIN');
});

test("'Invalidar Sessões' on your own account says this session ends too", async ({ page }) => {
  const session = await root.login(ADMIN.username, ADMIN.password);
  await signInWithSession(page, session, '/utilizadores');
  await page.getByRole('searchbox', { name: 'Pesquisar utilizadores' }).fill(ADMIN.username);
  const own = page.locator(`[data-testid="user-card"][data-username="${ADMIN.username}"]`);
  await own.getByRole('button', { name: /Ações para/ }).click();
  await page.getByRole('menuitem', { name: 'Invalidar Sessões' }).click();
  await expect(page.getByRole('dialog')).toContainText('Esta sessão também termina');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
});
