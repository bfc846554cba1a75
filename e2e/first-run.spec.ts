import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/env';

// A fresh install (a second e2e server of its own, left as a first run): the printed admin password must be changed
// before anything else, in the browser and in the API (issue 19, item 6).
const PORT = E2E_PORT + 20;
const MAIL_PORT = PORT + 1;
const FIRST_RUN_PASSWORD = 'admin-e2e-first-run';
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(process.execPath, [path.resolve('scripts/e2e-server.mjs')], {
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      E2E_MAIL_PORT: String(MAIL_PORT),
      E2E_SMTP_PORT: String(PORT + 2),
      E2E_FIRST_RUN: '1',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${MAIL_PORT}/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});
test.afterAll(async () => {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test('the first-run admin reaches nothing before changing the printed password', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('Nome de utilizador').fill('admin');
  await page.getByLabel('Password').fill(FIRST_RUN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { name: 'Alterar palavra-passe' })).toBeVisible();

  for (const screen of ['/publicadores', '/utilizadores', '/audit-logs']) {
    await page.goto(`${ORIGIN}${screen}`);
    await expect(page.getByRole('heading', { name: 'Alterar palavra-passe' })).toBeVisible();
    await expect(page.getByText('tem de alterar a sua palavra-passe antes de continuar')).toBeVisible();
  }
  // the API refuses as well, whatever the screen shows
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const refused = await request.get(`${ORIGIN}/api/publishers`, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('PASSWORD_CHANGE_REQUIRED');

  await page.getByLabel('Password atual *', { exact: true }).fill(FIRST_RUN_PASSWORD);
  await page.getByLabel('Nova password *', { exact: true }).fill('uma-palavra-passe-nova');
  await page.getByLabel('Confirmar nova password *', { exact: true }).fill('uma-palavra-passe-nova');
  await page.getByRole('button', { name: 'Atualizar Password' }).click();
  // the screen asked for appears, with its data
  await expect(page.getByRole('heading', { name: 'Audit Logs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alterar palavra-passe' })).toHaveCount(0);
  await expect(page).toHaveURL(`${ORIGIN}/audit-logs`);
  const allowed = await request.get(`${ORIGIN}/api/publishers`, { headers: { authorization: `Bearer ${token}` } });
  expect(allowed.status()).toBe(200);
});
