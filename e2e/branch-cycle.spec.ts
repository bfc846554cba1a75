import type { CongregationReport } from '../packages/shared/src/contracts/congregation-report';
import { scanA11y } from './support/a11y';
import { Api } from './support/api';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';

// ADR 037: the secretary reads the checks before sending the S-1 to the branch (the month still Open blocks it),
// closes the month, sends, and sees the date on the screen; then answers a report that arrived late. Data: a group in
// 300-399 and an activity in 2040-2044 (the reports tests' ranges).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let staff: fixture.Staff;
let root: Api;
let groupId: number;

test.beforeAll(async ({ admin }) => {
  root = await Api.create(BASE_URL);
  groupId = (await fixture.createReportsGroup(admin.api)).id;
  staff = await fixture.createStaff(root, admin.api, groupId, fixture.uniqueName('Superintendente'));
});
test.afterAll(async () => {
  await root?.dispose();
});

const today = () =>
  new Intl.DateTimeFormat('pt-PT', {
    timeZone: 'Europe/Lisbon',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

test('the secretary reads the checks, sends the S-1 to the branch and sees the date; a late report is answered', async ({
  page,
  admin,
}) => {
  const names = [fixture.uniqueName('Carla'), fixture.uniqueName('Duarte')];
  for (const name of names) await fixture.createPublisherIn(admin.api, groupId, name);
  const activity = await fixture.createReportsActivity(staff.secretaryApi);
  const url = `/relatorio-congregacao/${activity.id}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithSession(page, staff.secretarySession, url);
  await expect(page.getByTestId('s1-submission')).toHaveText(
    'Ainda não foi marcado como enviado à filial: os números são os de agora.',
  );
  await page.getByRole('button', { name: 'Marcar como enviado à filial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar o S-1 como enviado à filial?' });
  await expect(
    dialog.getByText('O mês ainda está aberto: feche-o antes de marcar o S-1 como enviado à filial.'),
  ).toBeVisible();
  await expect(dialog.getByText(/^Faltam \d+ relatórios: os números ainda podem mudar\.$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Marcar como enviado' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/s1-envio-aberto-1280.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await staff.secretaryApi.json('PATCH', `/monthlyactivityreports/${activity.id}/status`, { status: 'Closed' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Marcar como enviado à filial' }).click();
  await expect(dialog.getByText('O mês ainda está aberto', { exact: false })).toHaveCount(0);
  await expect(dialog.getByText(/^\d+ publicadores sem relatório — ficam em falta\.$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/s1-envio-verificacoes-390.png', fullPage: true });
  const checks = await scanA11y(page, 'S-1: verificações antes do envio');
  expect([...checks.blocking, ...checks.unlabelled]).toEqual([]);
  await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(page.getByText('S-1 marcado como enviado à filial.')).toBeVisible();
  await expect(page.getByTestId('s1-submission')).toContainText(`Enviado à filial em ${today()} por `);
  const sent = await staff.secretaryApi.get<CongregationReport>(
    `/monthlyactivityreports/${activity.id}/congregation-report`,
  );
  expect(sent.submittedAt).not.toBeNull();

  // a report arriving now is answered as a late one: it keeps its month and counts in a later S-1
  const unanswered = page.locator('[aria-label="Relatórios por responder"]');
  await unanswered.getByText(names[0]!).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/s1-enviado-390.png', fullPage: true });
  const row = unanswered.locator('li').filter({ hasText: names[0]! });
  await row.getByRole('button', { name: 'Registar relatório atrasado' }).click();
  const late = page.getByRole('dialog', { name: new RegExp(`^Relatório atrasado de ${names[0]!}`) });
  await late.getByRole('button', { name: 'Sim' }).click();
  await late.getByLabel('Observações').fill('Entregou em mão');
  await page.screenshot({ path: 'test-results/relatorio-atrasado-390.png' });
  await late.getByRole('button', { name: 'Registar' }).click();
  await expect(page.getByText(/^Relatório atrasado registado: conta no S-1/)).toBeVisible();
  await expect(row).toHaveCount(0);
  // the S-1 as sent did not move
  expect(
    await staff.secretaryApi.get<CongregationReport>(`/monthlyactivityreports/${activity.id}/congregation-report`),
  ).toEqual(sent);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId('s1-submission')).toContainText(`Enviado à filial em ${today()}`);
  await page.screenshot({ path: 'test-results/s1-enviado-1280.png', fullPage: true });

  // the group's overseer reads their own group's line, as sent
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(page, staff.elderSession, `/relatorios-em-falta/${activity.id}`);
  const own = page.locator('[aria-label^="O Grupo"]');
  await expect(own).toContainText('Em falta');
  await page.screenshot({ path: 'test-results/grupo-anciao-390.png', fullPage: true });
});

test('the service year analysis (S-10) and its downloads', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(page, staff.secretarySession, '/analise-anual/2041');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análise da congregação (S-10)');
  const analysis = await staff.secretaryApi.get<Record<string, number>>('/service-years/2041/congregation-analysis');
  await expect(page.getByTestId('s10-activePublishers')).toHaveText(String(analysis.activePublishers));
  await page.screenshot({ path: 'test-results/s10-390.png', fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarregar PDF' }).click();
  expect((await download).suggestedFilename()).toBe('S-10-2041.pdf');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/s10-1280.png', fullPage: true });
  const scan = await scanA11y(page, 'S-10');
  expect([...scan.blocking, ...scan.unlabelled]).toEqual([]);
});

test('a month posted by mistake is deleted from its card, after confirming', async ({ page, admin }) => {
  await fixture.createPublisherIn(admin.api, groupId, fixture.uniqueName('Eva'));
  const activity = await fixture.createReportsActivity(staff.secretaryApi);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(page, staff.secretarySession, '/');
  const card = page.getByTestId(`activity-card-${activity.id}`);
  await card.getByRole('button', { name: 'Eliminar' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/eliminar-mes-390.png' });
  await card.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: /^Eliminar o mês de / });
  await expect(dialog).toContainText('lançado por engano');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/eliminar-mes-1280.png' });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Mês eliminado.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await staff.secretaryApi.call('GET', `/monthlyactivityreports/${activity.id}`)).status()).toBe(404);
});
