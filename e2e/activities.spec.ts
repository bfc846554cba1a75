import './support/catalogue';
import { MONTH_NAMES } from '@congregacao/shared/service-year';
import { expect, type Page, test } from '@playwright/test';
import { Api, type ApiSession } from './support/api';
import { ADMIN } from './support/credentials';
import { scrolledTo } from './support/scroll';
import { signInWithSession } from './support/session';

// Activities created through the UI use year 2027 (month/year is unique across the shared e2e database).
const YEAR = 2027;

interface Activity {
  id: number;
  month: number;
  year: number;
  status: 'Open' | 'Closed';
  openReportsCount: number;
  auxiliaryPublisherIds: number[];
}

const suffix = Math.random().toString(36).slice(2, 7);
const PASSWORD = 'activities-e2e-pw';
let admin: Api;
let secretary: ApiSession;
let secretaryApi: Api;
let elder: ApiSession;
let adminSession: ApiSession;
let freeMonths: number[] = [];
const people = {
  plain: `Ana Atividade ${suffix}`,
  regular: `Bruno Pioneiro ${suffix}`,
  aux: `Carla Auxiliar ${suffix}`,
};
const ids: Record<keyof typeof people, number> = { plain: 0, regular: 0, aux: 0 };

// several flows per test on a shared, often loaded machine: more time than the 30 s default
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const root = await Api.create(baseURL!);
  adminSession = await root.login(ADMIN.username, ADMIN.password);
  admin = root.withToken(adminSession.accessToken);
  const groups = await admin.get<{ id: number; groupNumber: number }[]>('/service-groups/');
  const taken = new Set(groups.map((g) => g.groupNumber));
  const groupNumber = [...Array(100).keys()].map((i) => 200 + i).find((n) => !taken.has(n))!;
  const group = await admin.post<{ id: number }>('/service-groups/', { groupNumber });
  for (const [role, name] of [
    ['Secretary', `sec_act_${suffix}`],
    ['Elder', `elder_act_${suffix}`],
  ] as const) {
    await admin.post('/users', { username: name, password: PASSWORD, displayName: name, role, groupId: group.id });
  }
  secretary = await root.login(`sec_act_${suffix}`, PASSWORD);
  secretaryApi = root.withToken(secretary.accessToken);
  elder = await root.login(`elder_act_${suffix}`, PASSWORD);
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    const created = await admin.post<{ id: number }>('/publishers/', {
      name: people[key],
      groupId: group.id,
      regularPioneer: key === 'regular',
    });
    ids[key] = created.id;
  }
  const existing = await admin.get<Activity[]>('/monthlyactivityreports/');
  const used = new Set(existing.filter((a) => a.year === YEAR).map((a) => a.month));
  freeMonths = [...Array(12).keys()].filter((m) => !used.has(m));
  expect(freeMonths.length, `free months of ${YEAR} in this database`).toBeGreaterThanOrEqual(3);
});

async function activityOf(month: number): Promise<Activity> {
  const list = await secretaryApi.get<Activity[]>('/monthlyactivityreports/');
  const found = list.find((a) => a.month === month && a.year === YEAR);
  expect(found, `activity ${month}/${YEAR}`).toBeDefined();
  return secretaryApi.get<Activity>(`/monthlyactivityreports/${found!.id}`);
}

/** The activity's card on the dashboard, scrolled into the page (older months are further down). */
function card(page: Page, id: number) {
  return scrolledTo(page, page.getByTestId(`activity-card-${id}`));
}

async function postActivity(page: Page, month: number) {
  await page.getByRole('link', { name: 'Lançar Atividade' }).click();
  await expect(page).toHaveURL('/lancar-atividade');
  await page.getByLabel('Mês').selectOption(String(month));
  await page.getByLabel('Ano', { exact: true }).selectOption(String(YEAR));
  await expect(page.getByLabel('Ano de Serviço')).toHaveValue(String(month >= 8 ? YEAR + 1 : YEAR));
}

test('the Secretary posts an activity, closes it with unsent reports and reopens it', async ({ page }) => {
  const month = freeMonths[0]!;
  await signInWithSession(page, secretary, '/');
  await expect(page.getByRole('heading', { name: 'Ações Administrativas' })).toBeVisible();
  await postActivity(page, month);

  await page.getByPlaceholder('Procurar publicador').fill(suffix);
  await page.getByRole('checkbox', { name: new RegExp(people.aux) }).check();
  await page.getByRole('checkbox', { name: new RegExp(people.regular) }).check();
  await expect(page.getByTestId('auxiliary-count')).toHaveText('2 selecionados');
  const warning = page.getByTestId('regular-pioneer-warning');
  await expect(warning).toContainText('é pioneiro regular e não será adicionado como pioneiro auxiliar');
  await expect(warning).toContainText(people.regular);
  await expect(warning).not.toContainText(people.aux);
  await page.getByRole('button', { name: 'Criar Atividade' }).click();

  await expect(page).toHaveURL('/');
  const activity = await activityOf(month);
  expect(activity.status).toBe('Open');
  expect(activity.auxiliaryPublisherIds).toContain(ids.aux);
  expect(activity.auxiliaryPublisherIds).not.toContain(ids.regular);
  const open = page.getByRole('region', { name: /Atividades em Aberto/ });
  const closed = page.getByRole('region', { name: /Atividades Fechadas/ });
  let activityCard = await scrolledTo(page, open.getByTestId(`activity-card-${activity.id}`));
  await expect(activityCard).toContainText(`${MONTH_NAMES[month]} ${YEAR}`);
  await expect(activityCard).toContainText('Em Aberto');
  await expect(activityCard.getByRole('link', { name: 'Preencher Atividade' })).toHaveAttribute(
    'href',
    `/relatorios/${activity.id}`,
  );

  await activityCard.getByRole('button', { name: 'Fechar Atividade' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('unsent-reports-warning')).toContainText(
    `${activity.openReportsCount} relatórios que ainda não foram enviados ao secretário`,
  );
  await expect(dialog).toContainText('a atividade pode ser reaberta a qualquer momento');
  await dialog.getByRole('button', { name: 'Fechar Mesmo Assim' }).click();
  await expect(page.getByText('Atividade fechada com sucesso!')).toBeVisible();
  activityCard = await scrolledTo(page, closed.getByTestId(`activity-card-${activity.id}`));
  await expect(activityCard).toContainText('Fechada');
  await expect(activityCard).toContainText('O secretário tem de a abrir');
  await expect(activityCard.getByRole('link', { name: 'Preencher Atividade' })).toHaveCount(0);

  await activityCard.getByRole('button', { name: 'Abrir Atividade' }).click();
  await expect(page.getByText('Atividade aberta com sucesso!')).toBeVisible();
  await expect(await scrolledTo(page, open.getByTestId(`activity-card-${activity.id}`))).toContainText('Em Aberto');
  expect((await activityOf(month)).status).toBe('Open');
});

test('closing an activity whose reports are all sent asks with "Fechar Atividade"', async ({ page }) => {
  const month = freeMonths[1]!;
  await signInWithSession(page, secretary, '/');
  await postActivity(page, month);
  await page.getByRole('button', { name: 'Criar Atividade' }).click();
  await expect(page).toHaveURL('/');
  const activity = await activityOf(month);
  // sent means answered: every report answered first ('Não'), then each group closed
  type Row = {
    id: number;
    version: number;
    hours: number | null;
    studies: number;
    observations: string;
    status: string;
  };
  const { reports } = await secretaryApi.get<{ reports: Row[] }>(`/publisherreports/bymonth/${activity.id}`);
  const answered = reports.map(({ id, version, hours, studies, observations, status }) => {
    return { id, version, hours, studies, observations, status, participatedInMinistry: false };
  });
  if (answered.length) await secretaryApi.put('/publisherreports/update-changed', { reports: answered });
  const groups = await secretaryApi.get<{ id: number }[]>('/service-groups/');
  for (const group of groups) {
    const res = await secretaryApi.call(
      'PUT',
      `/publisherreports/change-status?status=Sent&groupId=${group.id}&activityId=${activity.id}`,
    );
    expect(res.ok(), await res.text()).toBe(true);
  }
  expect((await activityOf(month)).openReportsCount).toBe(0);

  const activityCard = await card(page, activity.id);
  await activityCard.getByRole('button', { name: 'Fechar Atividade' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('os publicadores deixam de poder preencher relatórios');
  await expect(dialog.getByTestId('unsent-reports-warning')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Fechar Mesmo Assim' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fechar Atividade' }).click();
  await expect(page.getByText('Atividade fechada com sucesso!')).toBeVisible();
  await expect(await card(page, activity.id)).toContainText('Fechada');
});

test('editing an activity into an existing month shows the inline warning and blocks saving', async ({ page }) => {
  const [first, second] = freeMonths as [number, number];
  const activity = await activityOf(second);
  await signInWithSession(page, secretary, '/');
  const activityCard = await card(page, activity.id);
  await activityCard.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(`/lancar-atividade/${activity.id}`);
  await expect(page.getByLabel('Mês')).toHaveValue(String(second));
  await page.getByLabel('Mês').selectOption(String(first));
  await expect(page.getByTestId('duplicate-warning')).toHaveText(
    `Alterar para ${MONTH_NAMES[first]} de ${YEAR} criaria um conflito com uma atividade existente.`,
  );
  await expect(page.getByLabel('Mês')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Mês')).toHaveClass(/border-red-600/);
  await expect(page.getByRole('button', { name: 'Atualizar Atividade' })).toBeDisabled();
  await page.getByLabel('Mês').selectOption(String(second));
  await expect(page.getByTestId('duplicate-warning')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Atualizar Atividade' })).toBeEnabled();

  await page.goto('/lancar-atividade');
  await page.getByLabel('Mês').selectOption(String(first));
  await page.getByLabel('Ano', { exact: true }).selectOption(String(YEAR));
  await expect(page.getByTestId('duplicate-warning')).toHaveText(
    `Já existe uma atividade para ${MONTH_NAMES[first]} de ${YEAR}. Não é possível criar duplicados.`,
  );
  await expect(page.getByRole('button', { name: 'Criar Atividade' })).toBeDisabled();

  await page.goto('/lancar-atividade/abc');
  await expect(page.getByText('Id de Actividade Mensal inválido!')).toBeVisible();
  await expect(page.getByText('Id Inválido!')).toBeVisible();
});

test('an Elder sees the activities without the administrative panel or the Secretary buttons', async ({ page }) => {
  const activity = await activityOf(freeMonths[0]!);
  await signInWithSession(page, elder, '/');
  await expect(page.getByTestId('dashboard-greeting')).toContainText(`elder_act_${suffix}`);
  const activityCard = await card(page, activity.id);
  await expect(activityCard).toBeVisible();
  await expect(activityCard.getByRole('link', { name: 'Preencher Atividade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ações Administrativas' })).toHaveCount(0);
  for (const name of ['Fechar Atividade', 'Abrir Atividade']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  for (const name of ['Editar', 'Rever', 'Lançar Atividade']) {
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
});

test('an Admin sees the panel with posting disabled and the pioneer statistics picker', async ({ page }) => {
  await signInWithSession(page, adminSession, '/');
  await expect(page.getByRole('heading', { name: 'Ações Administrativas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lançar Atividade' })).toBeDisabled();
  await expect(page.getByText('Disponível apenas para secretários.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo Publicador' })).toHaveAttribute('href', '/publicadores/novo');
  await expect(page.getByRole('link', { name: 'Registar Utilizador' })).toHaveAttribute('href', '/registar-utilizador');
  await expect(page.getByRole('button', { name: 'Fechar Atividade' })).toHaveCount(0);
  const picker = page.getByLabel('Ano de Serviço');
  const year = await picker.locator('option').first().getAttribute('value');
  await page.getByRole('button', { name: 'Ver Estatísticas' }).click();
  await expect(page).toHaveURL(`/pioneiros/${year}`);
});
