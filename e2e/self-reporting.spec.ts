import { expect, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import {
  addressedMonth,
  byMonth,
  closeMonth,
  createPublisherIn,
  createStaff,
  openNewestMonth,
  type Staff,
  uniqueName,
} from './support/reports-fixture';
import { signInWithSession } from './support/session';
import { TEST_PASSWORD } from './support/users';

// Self-reporting (issue 23). Data: service groups 800-899 and a month opened after the newest of the shared database
// (a publisher's page shows the latest Open month holding their report), closed at the end.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let root: Api;
let admin: Api;
let staff: Staff;
let publisherId: number;
let activityId: number;
let createdMonth: number;
let invitationUrl: string;
const name = uniqueName('Sara Publicadora');
const username = `sara_${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };

async function freeGroup(api: Api): Promise<number> {
  const taken = new Set((await api.get<{ groupNumber: number }[]>('/service-groups/')).map((g) => g.groupNumber));
  const groupNumber = [...Array(100).keys()].map((i) => 800 + i).find((n) => !taken.has(n));
  return (await api.post<{ id: number }>('/service-groups/', { groupNumber })).id;
}

test.beforeAll(async ({ baseURL }) => {
  root = await Api.create(baseURL!);
  admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
  const groupId = await freeGroup(admin);
  staff = await createStaff(root, admin, groupId, uniqueName('Ancião'));
  publisherId = await createPublisherIn(admin, groupId, name);
  createdMonth = await openNewestMonth(staff.secretaryApi);
});

test.afterAll(async () => {
  if (createdMonth) await closeMonth(staff.secretaryApi, createdMonth);
  await root?.dispose();
});

test('the secretary creates an invitation: a link and its QR code', async ({ page }) => {
  await signInWithSession(page, staff.secretarySession, `/publicadores/editar/${publisherId}`);
  await page.getByRole('button', { name: 'Criar convite' }).click();
  await expect(page.getByRole('img', { name: 'Código QR do convite' })).toBeVisible();
  invitationUrl = await page.getByLabel('Ligação do convite').inputValue();
  expect(invitationUrl).toMatch(/\/convite\/[A-Za-z0-9_-]{43}$/);
});

test('on a phone the publisher accepts, sends their report, and sees it read-only once the overseer sends it', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: PHONE, locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
  const page = await phone.newPage();
  await page.goto(new URL(invitationUrl).pathname);
  await expect(page.getByRole('heading', { name: `Olá, ${name}` })).toBeVisible();
  await page.getByLabel('Nome de utilizador').fill(username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirmar palavra-passe').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Criar conta e entrar' }).click();

  await expect(page).toHaveURL(/\/meu-relatorio$/);
  await expect(page.getByRole('heading', { name: 'O meu relatório' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  activityId = await addressedMonth(root.withToken(token!));
  const participation = page.getByRole('group', { name: 'Participei no ministério' });
  await participation.getByRole('button', { name: 'Sim', exact: true }).click();
  await page.getByRole('textbox', { name: 'Estudos' }).fill('2');
  await page.getByLabel('Observações').fill('Enviado do telemóvel');
  await expect(page.getByText('Não reporta horas')).toBeVisible(); // not a pioneer: no hours field
  await page.getByRole('button', { name: 'Enviar relatório' }).click();
  await expect(page.getByText('Já enviou este relatório')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width); // nothing wider than the phone
  await page.screenshot({ path: 'test-results/self-reporting-390.png', fullPage: true });

  // the group overseer sees it filled, with the badge, and sends the group to the secretary
  const month = await byMonth(staff.elderApi, activityId);
  const report = month.reports.find((r) => r.publisherId === publisherId)!;
  expect(report).toMatchObject({ participatedInMinistry: true, studies: 2, observations: 'Enviado do telemóvel' });
  const overseer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const overseerPage = await overseer.newPage();
  await signInWithSession(overseerPage, staff.elderSession, `/relatorios/${activityId}`);
  const card = overseerPage.getByRole('article', { name, exact: true });
  await expect(card.getByText('Enviado pelo publicador')).toBeVisible();
  await overseerPage.screenshot({ path: 'test-results/self-reporting-overseer-1280.png' });
  const sent = await staff.elderApi.call('PUT', '/publisherreports/send-to-secretary', {
    monthlyActivityId: activityId,
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.reload();
  await expect(page.getByText('Relatório enviado ao secretário')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar relatório' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Estudos' })).toBeDisabled();
  await page.setViewportSize({ width: 320, height: 700 }); // the smallest phones: still nothing cut off
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'test-results/self-reporting-320.png', fullPage: true });

  // the link is spent
  const again = await phone.newPage();
  await again.goto(new URL(invitationUrl).pathname);
  await expect(again.getByRole('heading', { name: 'Convite indisponível' })).toBeVisible();
  await expect(again.getByText('Este convite já foi usado')).toBeVisible();
  await overseer.close();
  await phone.close();
});
