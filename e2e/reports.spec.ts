import { expect, type Locator, type Page, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';

// Groups 300-399 and activities in 2040-2044 are this file's (and review.spec.ts's) reserved ranges.
test.describe.configure({ mode: 'serial' });
// no Playwright trace here: its screencast and snapshots would take the CPU the click-to-paint measurement is about
test.use({ trace: 'off' });

let root: Api;
let admin: Api;
let staff: fixture.Staff;
let activityId: number;
const tag = fixture.uniqueName('').trim();
const names = {
  alvaro: `Álvaro Costa ${tag}`,
  beatriz: `Beatriz Lima ${tag}`,
  carla: `Carla Nunes ${tag}`,
  ines: `Inês Inativa ${tag}`,
  ze: `Zé Ferreira ${tag}`,
  outsider: `Outro Grupo ${tag}`,
};
const ids: Partial<Record<keyof typeof names, number>> = {};

test.beforeAll(async ({ baseURL }) => {
  root = await Api.create(baseURL!);
  admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
  const group = await fixture.createReportsGroup(admin);
  const other = await fixture.createReportsGroup(admin);
  staff = await fixture.createStaff(root, admin, group.id, `Ancião ${tag}`);
  // created out of alphabetical order on purpose: the screen sorts them (Portuguese, accents ignored)
  ids.ze = await fixture.createPublisherIn(admin, group.id, names.ze);
  ids.beatriz = await fixture.createPublisherIn(admin, group.id, names.beatriz, { regularPioneer: true });
  ids.alvaro = await fixture.createPublisherIn(admin, group.id, names.alvaro);
  ids.carla = await fixture.createPublisherIn(admin, group.id, names.carla);
  ids.ines = await fixture.createPublisherIn(admin, group.id, names.ines, { isCurrentlyInactive: true });
  ids.outsider = await fixture.createPublisherIn(admin, other.id, names.outsider);
  activityId = (await fixture.createReportsActivity(staff.secretaryApi, [ids.carla])).id;
});

test.afterAll(async () => {
  await root?.dispose();
});

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const yes = (c: Locator) => c.getByRole('button', { name: 'Sim', exact: true });
const no = (c: Locator) => c.getByRole('button', { name: 'Não', exact: true });

test('an Elder fills the month for their group, saves, reloads, sends and ends read-only', async ({ page }) => {
  await signInWithSession(page, staff.elderSession, `/relatorios/${activityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Relatórios de');

  // only the Elder's group, by display name with accents ignored; the inactive one without a report is flagged
  const order = await page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(order).toEqual([names.alvaro, names.beatriz, names.carla, names.ines, names.ze]);
  await expect(card(page, names.ines)).toContainText('Publicador Irregular');
  await expect(page.getByText(names.outsider)).toHaveCount(0);
  await expect(card(page, names.alvaro)).toContainText('Não reporta horas');
  await expect(card(page, names.alvaro)).toHaveAttribute('data-incomplete', 'true');

  // counters, participation and observations
  const alvaro = card(page, names.alvaro);
  await yes(alvaro).click();
  await alvaro.getByRole('button', { name: 'Aumentar Estudos' }).click();
  await alvaro.getByRole('button', { name: 'Aumentar Estudos' }).click();
  await alvaro.getByLabel('Observações').fill('Bom mês de serviço');
  await expect(alvaro.getByTitle('Alterações não guardadas')).toBeVisible();
  await expect(alvaro).not.toHaveAttribute('data-incomplete', 'true');
  const beatriz = card(page, names.beatriz);
  await yes(beatriz).click();
  await beatriz.getByLabel('Horas', { exact: true }).fill('045');
  await expect(beatriz.getByLabel('Horas', { exact: true })).toHaveValue('45');
  await expect(beatriz.getByRole('button', { name: 'Diminuir Estudos' })).toBeDisabled();
  await no(card(page, names.carla)).click();
  await expect(page.getByTestId('summary-participated')).toHaveText('2');
  await expect(page.getByTestId('summary-hours')).toHaveText('45');

  await page.getByRole('button', { name: 'Guardar Alterações' }).click();
  await expect(page.getByText('Relatórios gravados com sucesso!')).toBeVisible();
  await expect(page.getByTitle('Alterações não guardadas')).toHaveCount(0);

  await page.reload();
  await expect(yes(card(page, names.alvaro))).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, names.alvaro).getByLabel('Estudos', { exact: true })).toHaveValue('2');
  await expect(card(page, names.alvaro).getByLabel('Observações')).toHaveValue('Bom mês de serviço');
  await expect(card(page, names.beatriz).getByLabel('Horas', { exact: true })).toHaveValue('45');
  await expect(no(card(page, names.carla))).toHaveAttribute('aria-pressed', 'true');

  // sending with Zé unanswered: the dialog names him and takes the user to his card
  await page.getByRole('button', { name: 'Enviar ao Secretário' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(names.ze);
  await expect(dialog).not.toContainText(names.alvaro);
  await dialog.getByRole('button', { name: 'Ir para Relatórios' }).click();
  await expect(dialog).toHaveCount(0);
  const ze = card(page, names.ze);
  await expect(ze).toHaveClass(/animate-pulse/);
  await expect(ze).toBeInViewport();
  await expect(ze.getByRole('button', { name: 'Sim', exact: true })).toBeFocused();
  await expect(ze).not.toHaveClass(/animate-pulse/, { timeout: 4000 });

  await yes(ze).click();
  await page.getByRole('button', { name: 'Enviar ao Secretário' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Tem a certeza que deseja enviar ao secretário? Não será possível alterar depois.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Relatórios guardados antes do envio')).toBeVisible();
  await expect(page.getByText('Relatórios enviados com sucesso!')).toBeVisible();
  await expect(page.getByText('Todos os relatórios foram enviados')).toBeVisible();
  await expect(page.getByText('Relatório Enviado ao Secretário')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Enviar ao Secretário' })).toHaveCount(0);
  for (const name of [names.alvaro, names.beatriz, names.carla, names.ze]) {
    await expect(yes(card(page, name))).toBeDisabled();
    await expect(card(page, name).getByLabel('Observações')).toBeDisabled();
  }

  const data = await fixture.byMonth(staff.elderApi, activityId);
  expect(data.reports.map((r) => r.status)).toEqual(['Sent', 'Sent', 'Sent', 'Sent']);
  const zeReport = data.reports.find((r) => r.publisherId === ids.ze)!;
  expect(zeReport.participatedInMinistry).toBe(true);
});

test('a save that conflicts with someone else keeps the unsaved values and offers the latest', async ({ page }) => {
  const group = await fixture.createReportsGroup(admin);
  const elder = await fixture.createStaff(root, admin, group.id, `Ancião B ${tag}`);
  const first = await fixture.createPublisherIn(admin, group.id, `Ana Conflito ${tag}`);
  const second = await fixture.createPublisherIn(admin, group.id, `Bruno Conflito ${tag}`);
  const activity = await fixture.createReportsActivity(elder.secretaryApi);
  await signInWithSession(page, elder.elderSession, `/relatorios/${activity.id}`);

  const ana = card(page, `Ana Conflito ${tag}`);
  const bruno = card(page, `Bruno Conflito ${tag}`);
  await ana.getByLabel('Observações').fill('Nota do ancião');
  await bruno.getByRole('button', { name: 'Aumentar Estudos' }).click();

  // meanwhile the Secretary saves Ana's report
  const report = (await fixture.byMonth(elder.secretaryApi, activity.id)).reports.find((r) => r.publisherId === first)!;
  await elder.secretaryApi.put('/publisherreports/update-changed', {
    reports: [{ ...report, observations: 'Nota do secretário', participatedInMinistry: true }],
  });

  await page.getByRole('button', { name: 'Guardar Alterações' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Conflito: nada foi gravado' });
  await expect(notice).toContainText('1 relatório foi alterado por outra pessoa');
  await expect(ana.getByLabel('Observações')).toHaveValue('Nota do ancião');
  await expect(ana.getByTitle('Alterações não guardadas')).toBeVisible();
  await expect(bruno.getByLabel('Estudos', { exact: true })).toHaveValue('1');
  // nothing of this save reached the server
  const brunoReport = (await fixture.byMonth(elder.elderApi, activity.id)).reports.find(
    (r) => r.publisherId === second,
  )!;
  expect(brunoReport.studies).toBe(0);

  await notice.getByRole('button', { name: 'Recarregar os dados mais recentes' }).click();
  await expect(notice).toHaveCount(0);
  await expect(ana.getByLabel('Observações')).toHaveValue('Nota do secretário');
  await expect(yes(ana)).toHaveAttribute('aria-pressed', 'true');
  await expect(bruno.getByLabel('Estudos', { exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Guardar Alterações' }).click();
  await expect(page.getByText('Relatórios gravados com sucesso!')).toBeVisible();
  const after = (await fixture.byMonth(elder.elderApi, activity.id)).reports;
  expect(after.map((r) => r.studies).sort()).toEqual([0, 1]);
});

test('an emptied studies counter is saved empty (not given), never as 0; a decimal is refused', async ({ page }) => {
  const group = await fixture.createReportsGroup(admin);
  const elder = await fixture.createStaff(root, admin, group.id, `Ancião E ${tag}`);
  const name = `Eva Vazia ${tag}`;
  const publisherId = await fixture.createPublisherIn(admin, group.id, name);
  const activity = await fixture.createReportsActivity(elder.secretaryApi);
  await signInWithSession(page, elder.elderSession, `/relatorios/${activity.id}`);

  const eva = card(page, name);
  const studies = eva.getByLabel('Estudos', { exact: true });
  await expect(studies).toHaveValue('0');
  await studies.fill('1,5');
  await expect(eva.getByRole('alert')).toContainText('Introduza um número inteiro');
  await studies.fill('');
  await expect(studies).toHaveValue('');
  await yes(eva).click();
  await page.getByRole('button', { name: 'Guardar Alterações' }).click();
  await expect(page.getByText('Relatórios gravados com sucesso!')).toBeVisible();
  const saved = (await fixture.byMonth(elder.elderApi, activity.id)).reports.find((r) => r.publisherId === publisherId);
  expect(saved).toMatchObject({ studies: null, participatedInMinistry: true });

  await page.reload();
  await expect(card(page, name).getByLabel('Estudos', { exact: true })).toHaveValue('');
  await expect(card(page, name).getByTitle('Alterações não guardadas')).toHaveCount(0);
  await expect(page.getByTestId('summary-studies')).toHaveText('0');
});

test('leaving with unsaved changes asks first, in the app', async ({ page }) => {
  await signInWithSession(page, staff.secretarySession, `/relatorios/${activityId}`);
  const target = card(page, names.outsider);
  await target.getByLabel('Observações').fill('por guardar');
  await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tem alterações não gravadas. Tem a certeza que deseja sair?');
  await dialog.getByRole('button', { name: 'Ficar' }).click();
  await expect(page).toHaveURL(new RegExp(`/relatorios/${activityId}$`));
  await expect(target.getByLabel('Observações')).toHaveValue('por guardar');
});

test('with 90 publishers every card reaches the page, and the last one takes a counter click', async ({ page }) => {
  test.setTimeout(120_000);
  const group = await fixture.createReportsGroup(admin);
  const big = await fixture.createStaff(root, admin, group.id, `Ancião C ${tag}`);
  for (let i = 0; i < 90; i++) {
    await fixture.createPublisherIn(admin, group.id, `Publicador ${String(i).padStart(2, '0')} ${tag}`, {
      regularPioneer: i % 9 === 0,
    });
  }
  const activity = await fixture.createReportsActivity(big.secretaryApi);
  await signInWithSession(page, big.elderSession, `/relatorios/${activity.id}`);
  // the list grows in steps (hooks/use-progressive-list.ts); the click's speed is the bench's `click` scenario
  await expect(page.getByRole('article')).toHaveCount(90);
  const last = page.getByRole('article').filter({ hasText: `Publicador 89 ${tag}` });
  await last.getByRole('button', { name: 'Aumentar Estudos' }).click();
  await expect(last.getByTitle('Alterações não guardadas')).toBeVisible();
  await expect(page.getByText('Alterações não guardadas (1)')).toBeVisible();
});
