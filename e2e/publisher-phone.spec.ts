import { expect, test } from '@playwright/test';
import { Api, type ApiSession } from './support/api';
import { ADMIN } from './support/credentials';
import { MAIL_URL } from './support/env';
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

// Publishers on their phones (issue 36): installable, a report typed offline sent when the network returns, and a
// password reset by the emailed link. Data: service groups 700-799 and a month opened after the newest of the shared
// database (the publisher's page shows the latest Open month holding their report), closed at the end.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let root: Api;
let admin: Api;
let staff: Staff;
let publisherId: number;
let activityId: number;
let createdMonth: number;
let session: ApiSession;
const name = uniqueName('Telma Telemóvel');
const username = `telma_${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };

test.beforeAll(async ({ baseURL }) => {
  root = await Api.create(baseURL!);
  admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
  const taken = new Set((await admin.get<{ groupNumber: number }[]>('/service-groups/')).map((g) => g.groupNumber));
  const groupNumber = [...Array(100).keys()].map((i) => 700 + i).find((n) => !taken.has(n));
  const groupId = (await admin.post<{ id: number }>('/service-groups/', { groupNumber })).id;
  staff = await createStaff(root, admin, groupId, uniqueName('Ancião'));
  publisherId = await createPublisherIn(admin, groupId, name);
  createdMonth = await openNewestMonth(staff.secretaryApi);
  const invitation = await staff.secretaryApi.post<{ url: string }>(`/publishers/${publisherId}/invitation`, {});
  const token = invitation.url.slice(invitation.url.lastIndexOf('/') + 1);
  session = await root.post<ApiSession>(`/invitations/${token}/accept`, { username, password: TEST_PASSWORD });
  activityId = await addressedMonth(root.withToken(session.accessToken));
});

test.afterAll(async () => {
  if (createdMonth) await closeMonth(staff.secretaryApi, createdMonth);
  await root?.dispose();
});

test('the manifest and the service worker are served, and every page links the manifest', async ({ page }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'Congregação', start_url: '/meu-relatorio', display: 'standalone' });
  expect(body.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('a report typed offline waits on the phone and arrives when the network returns', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
  const page = await phone.newPage();
  await signInWithSession(page, session, '/meu-relatorio');
  await expect(page.getByRole('heading', { name: 'O meu relatório' })).toBeVisible();
  // the service worker has installed (the build precached) and controls the page
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'O meu relatório' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await phone.setOffline(true);
  await expect(page.getByText('Sem ligação à internet')).toBeVisible();
  const participation = page.getByRole('group', { name: 'Participei no ministério' });
  await participation.getByRole('button', { name: 'Sim', exact: true }).click();
  await page.getByRole('textbox', { name: 'Estudos' }).fill('3');
  await page.getByRole('button', { name: 'Enviar relatório' }).click();
  await expect(page.getByText('À espera de ligação')).toBeVisible();
  const before = (await byMonth(staff.elderApi, activityId)).reports.find((r) => r.publisherId === publisherId)!;
  expect(before.participatedInMinistry).toBeNull();

  // opened again without a network: the page starts from the device, with what was typed, still waiting
  await page.reload();
  await expect(page.getByRole('heading', { name: 'O meu relatório' })).toBeVisible();
  await expect(page.getByText('À espera de ligação')).toBeVisible();

  await phone.setOffline(false);
  await expect(page.getByText('Relatório enviado: a ligação voltou.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('À espera de ligação')).toHaveCount(0);
  const after = (await byMonth(staff.elderApi, activityId)).reports.find((r) => r.publisherId === publisherId)!;
  expect(after).toMatchObject({ participatedInMinistry: true, studies: 3 });
  await phone.close();
});

test('a publisher who forgot the password gets the link by email and chooses a new one', async ({ page }) => {
  const email = `${username}@example.com`;
  // a confirmed address, as Preferências leaves it
  const requested = await root.withToken(session.accessToken).call('POST', '/users/email/request-code', {
    newEmail: email,
  });
  expect(requested.status()).toBe(200);
  const mailFor = async (subject: RegExp) => {
    for (let i = 0; i < 50; i += 1) {
      const messages = (await (await fetch(`${MAIL_URL}/messages`)).json()) as { to: string[]; raw: string }[];
      const found = messages.filter((m) => m.to.includes(email) && subject.test(m.raw)).at(-1);
      if (found) return found.raw.replace(/=\r?\n/g, '');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${email}`);
  };
  const code = (await mailFor(/\b\d{6}\b/)).match(/\b(\d{6})\b/)![1];
  await root
    .withToken(session.accessToken)
    .json('POST', '/users/email/confirm', { newEmail: email, confirmationCode: code });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a palavra-passe?' }).click();
  await page.getByLabel('Nome de utilizador').fill(username);
  await page.getByRole('button', { name: 'Enviar ligação' }).click();
  await expect(page.getByText('a ligação foi enviada')).toBeVisible();
  const link = (await mailFor(/repor-password/)).match(/(\/repor-password\/[A-Za-z0-9_-]{43})/)![1]!;
  await page.goto(link);
  await page.getByLabel('Nova password', { exact: true }).fill('nova-senha-e2e');
  await page.getByLabel('Repita a nova password').fill('nova-senha-e2e');
  await page.getByRole('button', { name: 'Guardar a nova password' }).click();
  await expect(page.getByText('Password alterada.')).toBeVisible();
  expect((await root.call('POST', '/auth/login', { username, password: 'nova-senha-e2e' })).status()).toBe(200);
  // the link is spent
  await page.reload();
  await page.getByLabel('Nova password', { exact: true }).fill('outra-senha-e2e');
  await page.getByLabel('Repita a nova password').fill('outra-senha-e2e');
  await page.getByRole('button', { name: 'Guardar a nova password' }).click();
  await expect(page.getByText('já foi usada')).toBeVisible();
});
