import { expect, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import { createPublisherIn, createStaff, type Staff, uniqueName } from './support/reports-fixture';
import { signInWithSession } from './support/session';
import { TEST_PASSWORD } from './support/users';

// The pioneer's year (issue 35). Data: a service group 700-799 and an activity in 2080-2084 (the shared database's
// other specs use 2090-2094 for their open months). Marta is appointed regular pioneer from that month on; before it
// she may still apply as auxiliary pioneer for the coming months.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
let root: Api;
let staff: Staff;
let session: Awaited<ReturnType<Api['as']>>['session'];
let goal: number;
let serviceYear: number;

test.beforeAll(async ({ baseURL }) => {
  root = await Api.create(baseURL!);
  const admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
  const taken = new Set((await admin.get<{ groupNumber: number }[]>('/service-groups/')).map((g) => g.groupNumber));
  const groupNumber = [...Array(100).keys()].map((i) => 700 + i).find((n) => !taken.has(n));
  const groupId = (await admin.post<{ id: number }>('/service-groups/', { groupNumber })).id;
  staff = await createStaff(root, admin, groupId, uniqueName('Ancião'));
  const used = new Set(
    (await staff.secretaryApi.get<{ month: number; year: number }[]>('/monthlyactivityreports/')).map(
      (a) => a.year * 12 + a.month,
    ),
  );
  const slot = [...Array(60).keys()].map((i) => 2084 * 12 + 11 - i).find((k) => !used.has(k))!;
  const month = slot % 12;
  const year = Math.floor(slot / 12);
  serviceYear = month >= 8 ? year + 1 : year;
  // regular months from the activity's month to August: 50 h each
  goal = 50 * (((7 - month + 12) % 12) + 1);
  const name = uniqueName('Marta Pioneira');
  const startDate = `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const publisherId = await createPublisherIn(admin, groupId, name, {
    appointments: [{ kind: 'RegularPioneer', startDate, endDate: null }],
  });
  await staff.secretaryApi.post('/monthlyactivityreports/', {
    report: { month, year, status: 'Closed' },
    publisherReports: [],
  });
  const invitation = await staff.secretaryApi.post<{ url: string }>(`/publishers/${publisherId}/invitation`, {});
  const token = new URL(invitation.url).pathname.split('/').pop()!;
  const username = `marta_${Date.now().toString(36)}`;
  await root.post(`/invitations/${token}/accept`, { username, password: TEST_PASSWORD });
  session = (await root.as(username, TEST_PASSWORD)).session;
});

test.afterAll(async () => {
  await root?.dispose();
});

test('on a phone the pioneer applies as auxiliary pioneer, sees it pending, then approved, and reads the hours left', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: PHONE, locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
  const page = await phone.newPage();
  await signInWithSession(page, session, '/meu-registo');
  await expect(page.getByRole('heading', { name: 'O meu registo' })).toBeVisible();
  await page.getByLabel('Ano de Serviço').selectOption(String(serviceYear));

  const progress = page.getByTestId('pioneer-progress');
  await expect(progress.getByTestId('progress-goal')).toContainText(String(goal));
  // nothing answered yet: every hour of the goal is still to do
  await expect(progress.getByTestId('progress-hoursLeft')).toContainText(`Horas em falta${goal}`);

  const card = page.getByTestId('auxiliary-application');
  const firstMonth = card.getByRole('checkbox').first();
  await firstMonth.check();
  await card.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Pedido enviado à comissão de serviço')).toBeVisible();
  await expect(card.getByTestId('own-application').first()).toContainText('Pendente');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  const pending = await staff.secretaryApi.get<{ id: number; name: string }[]>(
    '/auxiliary-pioneer-applications?status=pending',
  );
  const mine = pending.find((a) => a.name.startsWith('Marta Pioneira'))!;
  const decided = await staff.secretaryApi.post<{ status: string }>(
    `/auxiliary-pioneer-applications/${mine.id}/decision`,
    { approve: true },
  );
  expect(decided.status).toBe('approved');
  await page.reload();
  await expect(page.getByTestId('auxiliary-application').getByTestId('own-application').first()).toContainText(
    'Aprovado',
  );
  await phone.close();
});
