import type { Page } from '@playwright/test';
import type { CongregationReport } from '../packages/shared/src/contracts/congregation-report';
import { Api } from './support/api';
import { BASE_URL, MAIL_URL } from './support/env';
import { expect, test } from './support/fixtures';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';

// Issue 22: attendance typed on the grid (Tab moves on, saved as typed, drafts kept), the S-1 screen and the missing
// list with the overseer reminder. Data: attendance in service year 2020 (September 2019), groups 300-399 and an
// activity in 2040-2044 (the reports tests' ranges).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let staff: fixture.Staff;
let root: Api;
let groupId: number;

const SEPTEMBER_2019 = ['2019-09-01', '2019-09-04', '2019-09-08', '2019-09-11', '2019-09-15'];

test.beforeAll(async ({ admin }) => {
  root = await Api.create(BASE_URL);
  const group = await fixture.createReportsGroup(admin.api);
  groupId = group.id;
  staff = await fixture.createStaff(root, admin.api, group.id, fixture.uniqueName('Superintendente'));
  // a previous run's September 2019 is removed, so the grid starts empty
  for (const date of SEPTEMBER_2019) {
    for (const kind of ['midweek', 'weekend'])
      await staff.secretaryApi.call('DELETE', `/meeting-attendance/${date}/${kind}`);
  }
});
test.afterAll(async () => {
  await root?.dispose();
});

const field = (page: Page, which: 'Presencial' | 'Online', day: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${which}: .* ${day}/09/19$`) });

async function openSeptember2019(page: Page) {
  await signInWithSession(page, staff.secretarySession, '/assistencia/2020');
  await page.getByLabel('Mês').selectOption({ label: 'Setembro de 2019' });
  await page.getByLabel('Dia do meio de semana').selectOption({ label: 'Quarta' });
  await page.getByLabel('Dia do fim de semana').selectOption({ label: 'Domingo' });
}

const stored = async (date: string, kind: string) => {
  const year = await staff.secretaryApi.get<{ months: { entries: { date: string; kind: string }[] }[] }>(
    '/meeting-attendance/2020',
  );
  return year.months.flatMap((m) => m.entries).find((e) => e.date === date && e.kind === kind) ?? null;
};

test('attendance: typed row by row with Tab, saved as typed, the S-88 summary follows', async ({ page }) => {
  await openSeptember2019(page);
  await field(page, 'Presencial', '04').fill('80');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Online', '04')).toBeFocused();
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Presencial', '08')).toBeFocused();
  await expect.poll(() => stored('2019-09-04', 'midweek')).toMatchObject({ inPerson: 80, online: 12 });
  await field(page, 'Presencial', '11').fill('72');
  await field(page, 'Online', '11').fill('11');
  await expect.poll(() => stored('2019-09-11', 'midweek')).toMatchObject({ inPerson: 72, online: 11 });
  // the S-88 line: (80 + 12) + (72 + 11) = 175 over 2 meetings = 87.5 -> 88
  const september = page.getByRole('table', { name: 'Resumo S-88' }).getByRole('row', { name: /^Setembro/ });
  await expect(september.getByRole('cell')).toHaveText(['2', '175', '88', '–', '–', '–']);
});

test('attendance: "1,5" is refused on the spot, never stored, and what was typed survives a reload', async ({
  page,
}) => {
  await openSeptember2019(page);
  await field(page, 'Presencial', '15').fill('1,5');
  await expect(page.getByText('Indique um número inteiro de 0 a 9999 (sem vírgulas nem pontos).')).toBeVisible();
  expect(await stored('2019-09-15', 'weekend')).toBeNull();
  await page.reload();
  await page.getByLabel('Mês').selectOption({ label: 'Setembro de 2019' });
  await expect(page.getByText(/Foi recuperado 1 registo/)).toBeVisible();
  await expect(field(page, 'Presencial', '15')).toHaveValue('1,5');
  await field(page, 'Presencial', '15').fill('115');
  await expect.poll(() => stored('2019-09-15', 'weekend')).toMatchObject({ inPerson: 115, online: 0 });
});

test('attendance: a save that cannot reach the server is kept and sent when the screen opens again', async ({
  page,
}) => {
  await openSeptember2019(page);
  await page.context().setOffline(true);
  await field(page, 'Presencial', '08').fill('101');
  await expect(page.getByText('Não foi possível contactar o servidor.')).toBeVisible();
  await page.context().setOffline(false);
  expect(await stored('2019-09-08', 'weekend')).toBeNull();
  await page.reload();
  await expect.poll(() => stored('2019-09-08', 'weekend')).toMatchObject({ inPerson: 101, online: 0 });
});

test('S-1 screen and the missing list, with the reminder to the overseer', async ({ page, admin }) => {
  const names = [fixture.uniqueName('Ana'), fixture.uniqueName('Bruno')];
  for (const name of names) await fixture.createPublisherIn(admin.api, groupId, name);
  const activity = await fixture.createReportsActivity(staff.secretaryApi);
  const report = await staff.secretaryApi.get<CongregationReport>(
    `/monthlyactivityreports/${activity.id}/congregation-report`,
  );
  // at least this group's two unanswered reports (other tests' publishers may add theirs)
  expect(report.missingReports).toBeGreaterThanOrEqual(2);

  await signInWithSession(page, staff.secretarySession, `/relatorio-congregacao/${activity.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Relatório da Congregação (S-1)');
  await expect(page.getByTestId('s1-activePublishers')).toHaveText(String(report.activePublishers));
  await expect(page.getByTestId('s1-publishers.reports')).toHaveText(String(report.publishers.reports));
  await expect(page.getByRole('button', { name: 'Copiar Publicadores ativos' })).toBeVisible();
  await expect(
    page.getByText(`Faltam ${report.missingReports} relatórios: os números ainda podem mudar.`),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Ver relatórios em falta' }).click();
  await expect(page).toHaveURL(`/relatorios-em-falta/${activity.id}`);
  const card = page.locator('[aria-label^="Grupo"]').filter({ hasText: names[0]! });
  await expect(card).toContainText(names[1]!);
  const remind = card.getByRole('button', { name: 'Lembrar superintendente' });
  await expect(remind).toBeDisabled();
  await expect(card).toContainText('O superintendente deste grupo não tem email registado.');

  const address = `${staff.elder.username}@example.com`.toLowerCase();
  await admin.api.json('PUT', `/users/${staff.elder.user.id}`, { username: staff.elder.username, email: address });
  await page.reload();
  await card.getByRole('button', { name: 'Lembrar superintendente' }).click();
  await expect(page.getByText('Lembrete enviado ao superintendente.')).toBeVisible();
  await expect(card).toContainText('O superintendente já foi lembrado hoje. Pode lembrar de novo amanhã.');
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${MAIL_URL}/messages`)).json()) as { to: string[]; raw: string }[];
      return messages.filter((m) => m.to.includes(address)).at(-1)?.raw ?? '';
    })
    .toContain(names[0]!.split(' ')[1]!);
});
