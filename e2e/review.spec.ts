import './support/catalogue';
import { MONTH_NAMES } from '@congregacao/shared/service-year';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';
import { createUser } from './support/users';

// Groups 300-399 and activities in 2040-2044 are this file's (and reports.spec.ts's) reserved ranges.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// the spec's full view draws a form per report of the shared e2e database's month (165 and more): on the 2-core CI
// host under load one step has been seen to take longer than an assertion's default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

let root: Api;
let admin: Api;
let staff: fixture.Staff;
let elderTwo: Awaited<ReturnType<typeof root.as>>;
let activity: { id: number; month: number; year: number };
let groupOne: { id: number; groupNumber: number };
let groupTwo: { id: number; groupNumber: number };
const tag = fixture.uniqueName('').trim();
const names = {
  ana: `Ana Revisão ${tag}`,
  alvaro: `Álvaro Revisão ${tag}`,
  rita: `Rita Pioneira ${tag}`,
  ines: `Inês Inativa ${tag}`,
  bruno: `Bruno Segundo ${tag}`,
};
const ids: Partial<Record<keyof typeof names, number>> = {};

test.beforeAll(async ({ baseURL }) => {
  root = await Api.create(baseURL!);
  admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
  groupOne = await fixture.createReportsGroup(admin);
  groupTwo = await fixture.createReportsGroup(admin);
  staff = await fixture.createStaff(root, admin, groupOne.id, `Ancião Um ${tag}`);
  const second = await createUser(admin, 'Elder', { groupId: groupTwo.id, displayName: `Ancião Dois ${tag}` });
  elderTwo = await root.as(second.username, second.password);
  ids.ana = await fixture.createPublisherIn(admin, groupOne.id, names.ana);
  ids.rita = await fixture.createPublisherIn(admin, groupOne.id, names.rita, { regularPioneer: true });
  ids.alvaro = await fixture.createPublisherIn(admin, groupOne.id, names.alvaro);
  ids.ines = await fixture.createPublisherIn(admin, groupOne.id, names.ines, { isCurrentlyInactive: true });
  ids.bruno = await fixture.createPublisherIn(admin, groupTwo.id, names.bruno);
  activity = await fixture.createReportsActivity(staff.secretaryApi);

  // the first group's overseer answers and sends everything
  const mine = await fixture.byMonth(staff.elderApi, activity.id);
  await staff.elderApi.put('/publisherreports/update-changed', {
    reports: mine.reports.map((r) => ({
      ...r,
      participatedInMinistry: true,
      studies: 1,
      hours: r.regularPioneer ? 50 : null,
    })),
  });
  await staff.elderApi.put('/publisherreports/send-to-secretary', { monthlyActivityId: activity.id });
});

// these tests drive the spec's full view (the compact one: review-compact.spec.ts)
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('reviewView', 'full'));
});

test.afterAll(async () => {
  await root?.dispose();
});

const groupCard = (page: Page, group: { groupNumber: number }) =>
  page
    .locator(`[aria-label="Grupo ${group.groupNumber}"]`)
    .filter({ has: page.getByRole('heading', { name: `Grupo ${group.groupNumber}` }) });
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const quickNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação Rápida' });

test('the Secretary reviews, approves, reopens a group, edits and saves; a closed activity locks everything', async ({
  page,
}) => {
  await signInWithSession(page, staff.secretarySession, `/rever-atividade/${activity.id}`);
  // the full view of a month holding every other file's publishers too: its first load waits for a busy CI host
  // longer than an assertion's default (the compact review's spec does the same)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${MONTH_NAMES[activity.month]!} de ${activity.year}`.toUpperCase(),
    { timeout: 30_000 },
  );
  await expect(page.getByText('Rever e aprovar relatórios de atividade')).toBeVisible();

  const one = groupCard(page, groupOne);
  const two = groupCard(page, groupTwo);
  await expect(one).toContainText('Completo');
  await expect(two).not.toContainText('Completo');
  await expect(quickNav(page).getByRole('button', { name: `Grupo ${groupOne.groupNumber}` })).toContainText(
    `Ancião Um ${tag}`,
  );
  await expect(
    quickNav(page)
      .getByRole('button', { name: `Grupo ${groupOne.groupNumber}` })
      .getByLabel('Completo'),
  ).toBeVisible();
  await expect(page.getByTestId('review-missing')).toContainText(`Grupo ${groupTwo.groupNumber}`);
  await expect(page.getByTestId('review-missing')).not.toContainText(`Grupo ${groupOne.groupNumber},`);

  // names in Portuguese order inside the group; the inactive publisher without a report can get one
  const order = await one.getByRole('listitem').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(order).toEqual([names.alvaro, names.ana, names.rita, names.ines]);
  await expect(row(page, names.rita)).toContainText('Pioneiro Regular');
  await expect(row(page, names.ana)).toContainText('Não reporta horas');
  await expect(
    row(page, names.ana).getByPlaceholder('Adicionar observações sobre a atividade deste mês...'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  await expect(page.getByText(`${names.ines} está inativo`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ocultar', exact: true })).toBeVisible();

  // approve the second group's report (not saved yet): only once its participation is answered
  const approveBruno = row(page, names.bruno).getByRole('switch', { name: `Aprovado: ${names.bruno}` });
  await expect(approveBruno).toBeDisabled();
  await expect(row(page, names.bruno)).toContainText(
    "Para aprovar, indique se participou no ministério ('Sim' ou 'Não').",
  );
  await row(page, names.bruno).getByRole('button', { name: 'Sim', exact: true }).click();
  await approveBruno.click();
  await expect(row(page, names.bruno).getByLabel('Status')).toHaveValue('Sent');
  await expect(row(page, names.bruno).getByTitle('Alterações não guardadas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar Alterações (1)' })).toBeVisible();

  // reopen the first group through 'Opções': saved at once
  await one.getByRole('button', { name: 'Opções' }).click();
  await page.getByRole('menuitem', { name: 'Reabrir atividade do Grupo' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Esta alteração será guardada imediatamente na base de dados. Deseja continuar?');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status dos relatórios alterado com sucesso!')).toBeVisible();
  await expect(one).not.toContainText('Completo');
  await expect(row(page, names.ana).getByLabel('Status')).toHaveValue('Open');
  await expect(row(page, names.bruno).getByLabel('Status')).toHaveValue('Sent');
  const reopened = await fixture.byMonth(staff.elderApi, activity.id);
  expect(reopened.reports.every((r) => r.status === 'Open')).toBe(true);

  // create the inactive publisher's report
  await row(page, names.ines).getByRole('button', { name: 'Criar Relatório' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `Tem a certeza que deseja criar um relatório para ${names.ines}?`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Criar Relatório' }).click();
  await expect(page.getByText(`Relatório criado para ${names.ines}.`)).toBeVisible();
  await expect(row(page, names.ines).getByRole('switch')).toBeVisible();

  // edit and save
  await row(page, names.ana).getByRole('button', { name: 'Aumentar Estudos' }).click();
  await row(page, names.ana).getByLabel('Observações').fill('Revisto pelo secretário');
  await row(page, names.rita).getByLabel('Horas', { exact: true }).fill('62');
  await row(page, names.rita).getByRole('switch').click();
  await expect(page.getByRole('button', { name: 'Guardar Alterações (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar Alterações (3)' }).click();
  await expect(page.getByText('Guardado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/');

  const saved = await fixture.byMonth(staff.secretaryApi, activity.id);
  const find = (publisherId: number | undefined) => saved.reports.find((r) => r.publisherId === publisherId)!;
  expect(find(ids.bruno)).toMatchObject({ participatedInMinistry: true, status: 'Sent' });
  expect(find(ids.ana)).toMatchObject({ studies: 2, observations: 'Revisto pelo secretário', status: 'Open' });
  expect(find(ids.rita)).toMatchObject({ hours: 62, status: 'Sent' });
  expect(find(ids.ines)).toMatchObject({ participatedInMinistry: null, status: 'Open', studies: 0, hours: null });

  // the Secretary closes the activity: the review is read-only and the Elder can no longer edit
  await staff.secretaryApi.json('PATCH', `/monthlyactivityreports/${activity.id}/status`, { status: 'Closed' });
  await page.goto(`/rever-atividade/${activity.id}`);
  await expect(
    page.getByText('Esta atividade está fechada. É necessário reabri-la para preencher os relatórios.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Guardar Alterações/ })).toHaveCount(0);
  await expect(one.getByRole('button', { name: 'Opções' })).toBeDisabled();
  await expect(row(page, names.ana).getByLabel('Observações')).toBeDisabled();

  const elderPage = await page.context().newPage();
  await signInWithSession(elderPage, elderTwo.session, `/relatorios/${activity.id}`);
  await expect(elderPage.getByText('Atividade fechada')).toBeVisible();
  const brunoCard = elderPage.getByRole('article', { name: names.bruno, exact: true });
  await expect(brunoCard.getByRole('button', { name: 'Sim', exact: true })).toBeDisabled();
  await expect(elderPage.getByRole('button', { name: 'Enviar ao Secretário' })).toHaveCount(0);
  const refused = await elderTwo.api.call('PUT', '/publisherreports/update-changed', {
    reports: [{ ...find(ids.bruno), observations: 'tarde demais' }],
  });
  expect(refused.status()).toBe(409);
});

test("only the answered are sent or approved: the unanswered stay missing, nobody is recorded 'Não'", async ({
  page,
}) => {
  const carla = `Carla Segunda ${tag}`;
  const dora = `Dora Segunda ${tag}`;
  const carlaId = await fixture.createPublisherIn(admin, groupTwo.id, carla);
  const doraId = await fixture.createPublisherIn(admin, groupTwo.id, dora);
  const month = await fixture.createReportsActivity(staff.secretaryApi);
  const reportOf = async (publisherId: number | undefined) =>
    (await fixture.byMonth(staff.secretaryApi, month.id)).reports.find((r) => r.publisherId === publisherId)!;

  // the first group's overseer: Rita answered from her phone, Ana is answered on screen, Álvaro never reports
  const rita = await reportOf(ids.rita);
  await staff.elderApi.put('/publisherreports/update-changed', {
    reports: [{ ...rita, participatedInMinistry: true, hours: 50 }],
  });
  const elderPage = await page.context().newPage();
  await elderPage.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(elderPage, staff.elderSession, `/relatorios/${month.id}`);
  await elderPage
    .getByRole('article', { name: names.ana, exact: true })
    .getByRole('button', { name: 'Sim', exact: true })
    .click();
  const unansweredOfOne = (await fixture.byMonth(staff.elderApi, month.id)).reports.filter(
    (r) => r.status === 'Open' && r.participatedInMinistry === null && r.publisherId !== ids.ana,
  );
  await elderPage.getByRole('button', { name: 'Enviar ao Secretário' }).click();
  const incomplete = elderPage.getByRole('dialog', { name: 'Relatórios incompletos' });
  await expect(incomplete).toContainText(names.alvaro);
  await expect(incomplete.getByRole('button', { name: 'Fechar' })).toBeVisible();
  await expect(incomplete.getByRole('button', { name: 'Ir para Relatórios' })).toBeVisible();
  await expect(incomplete).toContainText(
    unansweredOfOne.length === 1
      ? '1 publicador sem resposta — fica em falta'
      : `${unansweredOfOne.length} publicadores sem resposta — ficam em falta`,
  );
  await incomplete.getByRole('button', { name: 'Enviar os 2 respondidos' }).click();
  await expect(elderPage.getByText('Relatórios guardados antes do envio')).toBeVisible();
  await expect(elderPage.getByText(/^2 relatórios enviados; \d+ fica(m)? em falta: .+\.$/)).toContainText(names.alvaro);
  expect(await reportOf(ids.ana)).toMatchObject({ participatedInMinistry: true, status: 'Sent' });
  expect(await reportOf(ids.rita)).toMatchObject({ participatedInMinistry: true, status: 'Sent' });
  expect(await reportOf(ids.alvaro)).toMatchObject({ participatedInMinistry: null, status: 'Open' });
  await elderPage.close();

  // the Secretary: the second group has Carla answered, Bruno and Dora not
  const carlaReport = await reportOf(carlaId);
  await elderTwo.api.put('/publisherreports/update-changed', {
    reports: [{ ...carlaReport, participatedInMinistry: false }],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(page, staff.secretarySession, `/rever-atividade/${month.id}`);
  const two = groupCard(page, groupTwo);
  await expect(two).toBeVisible();
  // the row's 'Marcas' button fits a phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // the Secretary corrects a mark first (an auxiliary pioneer chosen late): saved at once
  await row(page, names.bruno)
    .getByRole('button', { name: `Corrigir marcas de pioneiro de ${names.bruno}` })
    .click();
  const marks = page.getByRole('dialog', { name: 'Corrigir marcas de pioneiro' });
  await marks.getByLabel('Pioneiro Auxiliar').check();
  await marks.getByRole('button', { name: 'Guardar marcas' }).click();
  await expect(page.getByText(`Marcas de pioneiro de ${names.bruno} corrigidas.`)).toBeVisible();
  await expect(row(page, names.bruno)).toContainText('Pioneiro Auxiliar');

  // closing the group offers its answered report, naming who stays missing; no 'Não' shortcut any more
  await two.getByRole('button', { name: 'Opções' }).click();
  await page.getByRole('menuitem', { name: 'Fechar atividade do grupo' }).click();
  const approveGroup = page.getByRole('dialog', { name: 'Aprovar os respondidos' });
  await expect(approveGroup).toContainText(`Grupo ${groupTwo.groupNumber}: os relatórios respondidos ficam aprovados`);
  await expect(approveGroup).toContainText('2 publicadores sem resposta — ficam em falta');
  await expect(approveGroup.getByRole('listitem')).toHaveText([names.bruno, dora]);
  await expect(page.getByRole('button', { name: /Marcar 'Não'/ })).toHaveCount(0);
  await approveGroup.getByRole('button', { name: 'Aprovar o 1 respondido' }).click();
  await expect(page.getByText(`1 relatório aprovado; 2 ficam em falta: ${names.bruno}, ${dora}.`)).toBeVisible();
  expect(await reportOf(carlaId)).toMatchObject({ participatedInMinistry: false, status: 'Sent' });
  expect(await reportOf(ids.bruno)).toMatchObject({
    participatedInMinistry: null,
    status: 'Open',
    auxiliaryPioneer: true,
  });
  await expect(page.getByTestId('review-missing')).toContainText(`Grupo ${groupTwo.groupNumber}`);

  // Dora's report arrives late: the Secretary approves every answered report of the month in one action
  await elderTwo.api.put('/publisherreports/update-changed', {
    reports: [{ ...(await reportOf(doraId)), participatedInMinistry: true }],
  });
  await page.reload();
  await page.getByRole('button', { name: /^Aprovar (o 1 respondido|os \d+ respondidos)$/ }).click();
  const approveMonth = page.getByRole('dialog', { name: 'Aprovar os respondidos' });
  await expect(approveMonth).toContainText('Todos os relatórios respondidos do mês ficam aprovados');
  await expect(approveMonth).toContainText(names.bruno);
  await expect(approveMonth).toContainText(names.alvaro);
  await approveMonth.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(page.getByText(/relatórios? aprovados?; \d+ ficam em falta: /)).toContainText(names.bruno);
  const after = await fixture.byMonth(staff.secretaryApi, month.id);
  expect(after.reports.find((r) => r.publisherId === doraId)).toMatchObject({ status: 'Sent' });
  for (const id of [ids.bruno, ids.alvaro]) {
    expect(after.reports.find((r) => r.publisherId === id)).toMatchObject({
      participatedInMinistry: null,
      status: 'Open',
    });
  }
  expect(after.reports.filter((r) => r.status === 'Open' && r.participatedInMinistry !== null)).toEqual([]);
  await expect(page.getByRole('button', { name: /^Aprovar (o 1 respondido|os \d+ respondidos)$/ })).toHaveCount(0);
});

test('a malformed id is refused', async ({ page }) => {
  await signInWithSession(page, staff.secretarySession, '/rever-atividade/abc');
  await expect(page.getByRole('heading', { name: 'Id de Actividade Mensal inválido!' })).toBeVisible();
});

test('special pioneers and field missionaries get tally cards of their own, with their hours', async ({ page }) => {
  const group = await fixture.createReportsGroup(admin);
  const since = (kind: string) => ({ appointments: [{ kind, startDate: null, endDate: null }] });
  await fixture.createPublisherIn(admin, group.id, `Sara Especial ${tag}`, since('SpecialPioneer'));
  await fixture.createPublisherIn(admin, group.id, `Mário Missionário ${tag}`, since('FieldMissionary'));
  const month = await fixture.createReportsActivity(staff.secretaryApi);
  // every special pioneer / field missionary of the month (this test's, and any a reused e2e database still has)
  const appointed = (await fixture.byMonth(staff.secretaryApi, month.id)).reports.filter(
    (r) => r.specialPioneer || r.fieldMissionary,
  );
  const specials = appointed.filter((r) => r.specialPioneer).length;
  const missionaries = appointed.length - specials;
  expect([specials, missionaries]).not.toContain(0);
  await staff.secretaryApi.put('/publisherreports/update-changed', {
    reports: appointed.map((r) => ({
      ...r,
      participatedInMinistry: true,
      studies: r.specialPioneer ? 2 : 1,
      hours: r.specialPioneer ? 70 : 60,
    })),
  });

  await signInWithSession(page, staff.secretarySession, `/rever-atividade/${month.id}`);
  const figure = (title: string, label: string) =>
    page
      .getByRole('region', { name: title })
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::dd[1]');
  await expect(figure('Pioneiros Especiais', 'Relatórios entregues')).toHaveText(`0/${specials}`);
  await expect(figure('Pioneiros Especiais', 'Participaram')).toHaveText(String(specials));
  await expect(figure('Pioneiros Especiais', 'Horas')).toHaveText(String(70 * specials));
  await expect(figure('Pioneiros Especiais', 'Estudos')).toHaveText(String(2 * specials));
  await expect(figure('Missionários em Campo', 'Horas')).toHaveText(String(60 * missionaries));
  await expect(figure('Missionários em Campo', 'Estudos')).toHaveText(String(missionaries));
  await expect(figure('Publicadores', 'Horas')).toHaveText('-');
});
