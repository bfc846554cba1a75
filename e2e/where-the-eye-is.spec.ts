import { Api } from './support/api';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';

// What the screen says is true and where the eye is: no invalid-session message for a visitor who never signed in,
// a page's toast gone on the next page, the S-1 of a Closed month, the dashboard's open month above the fold, the
// fill screen's search and 'Próximo incompleto'. Data: a group in 300-399 and months in 2040-2044 (the reports
// tests' ranges).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const INVALID = 'A sua sessão é inválida!';

let root: Api;
let staff: fixture.Staff;
let names: string[];
let open: { id: number; month: number; year: number };

test.beforeAll(async ({ admin }) => {
  root = await Api.create(BASE_URL);
  const group = await fixture.createReportsGroup(admin.api);
  staff = await fixture.createStaff(root, admin.api, group.id, fixture.uniqueName('Superintendente'));
  names = [fixture.uniqueName('Amélia'), fixture.uniqueName('Bruno'), fixture.uniqueName('Custódia')];
  for (const name of names) await fixture.createPublisherIn(admin.api, group.id, name);
  open = await fixture.createReportsActivity(staff.secretaryApi);
});
test.afterAll(async () => {
  await root?.dispose();
});

test('a first visit goes to /login without a red message; signing in says only that it worked', async ({ page }) => {
  await page.goto('/publicadores');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText(INVALID)).toHaveCount(0);

  await page.getByLabel('Nome de utilizador').fill(staff.elder.username);
  await page.getByLabel('Password').fill(staff.elder.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/publicadores');
  await expect(page.getByText('Sessão iniciada com sucesso!')).toBeVisible();
  await expect(page.getByText(INVALID)).toHaveCount(0);
});

test('what is left of an invalid session is named once, and cleared', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired'));
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(INVALID)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await page.waitForTimeout(500);
  await expect(page.getByText(INVALID)).toHaveCount(0);
});

test('a Closed month’s S-1 says its figures are final; no attendance is said, with the link; a toast stays on its page', async ({
  page,
}) => {
  const closed = await fixture.createReportsActivity(staff.secretaryApi);
  await staff.secretaryApi.json('PATCH', `/monthlyactivityreports/${closed.id}/status`, { status: 'Closed' });
  await page.setViewportSize(PHONE);
  await signInWithSession(page, staff.secretarySession, `/relatorio-congregacao/${closed.id}`);
  await expect(page.getByText('Mês fechado: estes números são finais.')).toBeVisible();
  await expect(page.getByText(/publicadores sem relatório — ficam em falta\./)).toBeVisible();
  await expect(page.getByText(/ainda podem mudar/)).toHaveCount(0);
  await expect(page.getByText('Sem assistência registada neste mês')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: 'test-results/s1-fechado-390.png', fullPage: true });

  // a toast of this page (copying a figure) does not follow the user to the next one
  await page
    .getByRole('button', { name: /^Copiar / })
    .first()
    .click();
  const toastText = page.getByText(/: copiado$|Não foi possível copiar/);
  await expect(toastText).toBeVisible();
  await page.getByRole('link', { name: 'Registar assistência' }).click();
  await expect(page).toHaveURL(new RegExp(`/assistencia/\\d+\\?mes=${closed.month}$`));
  await expect(toastText).toHaveCount(0);
  await expect(page.getByLabel('Mês')).toHaveValue(String((closed.month + 4) % 12));
  await expect(page.getByLabel('Mês').locator('option:checked')).toContainText(String(closed.year));
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the open month and its actions are on the first screen at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithSession(page, staff.secretarySession, '/');
    const section = page.getByRole('region', { name: /Atividades em Aberto/ });
    const card = section.locator('[data-testid^="activity-card-"]').first();
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const actions = card.locator('a, button');
    expect(await actions.count()).toBeGreaterThan(2);
    for (const action of await actions.all()) {
      const box = await action.boundingBox();
      expect(box, (await action.textContent()) ?? '').not.toBeNull();
      expect(box!.y + box!.height, (await action.textContent()) ?? '').toBeLessThanOrEqual(viewport.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
    await page.screenshot({ path: `test-results/painel-${viewport.width}.png` });
  });

  test(`the fill screen searches by name and reaches 'Próximo incompleto' at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithSession(page, staff.elderSession, `/relatorios/${open.id}`);
    const cards = page.getByRole('article');
    await expect(cards.filter({ hasText: names[0]! })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Pesquisar publicador' }).fill(names[1]!.toLowerCase());
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(names[1]!);
    await page.getByRole('searchbox', { name: 'Pesquisar publicador' }).fill('');
    await expect(cards.filter({ hasText: names[2]! })).toBeVisible();

    // in the bottom bar, beside its buttons and covering none of them
    const next = page.getByRole('button', { name: /^Próximo incompleto \(\d+\)$/ });
    await expect(next).toBeInViewport();
    const nextBox = (await next.boundingBox())!;
    for (const name of ['Guardar Alterações', 'Enviar ao Secretário']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      const overlaps =
        nextBox.x < box.x + box.width &&
        box.x < nextBox.x + nextBox.width &&
        nextBox.y < box.y + box.height &&
        box.y < nextBox.y + nextBox.height;
      expect(overlaps, name).toBe(false);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    await next.click();
    await expect(page.locator('article:focus-within')).toBeInViewport();
    await page.screenshot({ path: `test-results/preencher-${viewport.width}.png` });
  });
}
