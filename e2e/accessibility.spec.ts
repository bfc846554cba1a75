import type { Page } from '@playwright/test';
import { THEMES } from '../packages/shared/src/enums';
import { monthName } from '../packages/shared/src/service-year';
import { type A11yScan, scanA11y } from './support/a11y';
import { Api, type ApiSession } from './support/api';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { createProofData, type ProofData } from './support/proof-fixture';
import { uniqueWord } from './support/publishers';
import { scrolledTo } from './support/scroll';
import { signInWithSession } from './support/session';
import { createUser, uniqueSuffix } from './support/users';

// Issue 9, accessibility: an axe scan of every screen of the spec's route table in its main states (no serious or
// critical violation), every form control labelled, and the organise screen driven by the keyboard.
// Data: service groups 700-799, activities in 2075-2079.
// not serial: a failing screen must not hide the others' results (a new worker re-creates the data)
test.describe.configure({ timeout: 120_000 });

const word = uniqueWord();
const label = (first: string) => `${first} ${word}`;

let root: Api;
let data: ProofData;
let adminSession: ApiSession;
const scans: A11yScan[] = [];

test.beforeAll(async ({ admin }) => {
  root = await Api.create(BASE_URL);
  adminSession = admin.session;
  data = await createProofData(root, admin.api, {
    label,
    years: [2075, 2076, 2077, 2078, 2079],
    withClosedActivity: true,
  });
  // a deleted account, so the deleted-users tab shows a card
  const gone = await createUser(admin.api, 'Elder', { displayName: label('Eliminado'), prefix: `del_${word}` });
  await admin.api.json('DELETE', `/users/${gone.user.id}`);
});

test.afterAll(async () => {
  await root?.dispose();
  const blocking = scans.reduce((n, s) => n + s.blocking.length, 0);
  const unlabelled = scans.reduce((n, s) => n + s.unlabelled.length, 0);
  const advisory = [...new Set(scans.flatMap((s) => s.advisory.map((line) => line.split(':')[0])))];
  console.log(
    `accessibility: ${scans.length} screen states scanned, ${blocking} serious/critical violations, ` +
      `${unlabelled} unlabelled controls; moderate/minor rules seen: ${advisory.join(', ') || 'none'}`,
  );
});

/** Waits for the screen to settle: its title, no loading spinner in the content, no running transition. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'A carregar' })).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .length,
      ),
    )
    .toBe(0);
}

/** Scans the page as it is; serious/critical violations and unlabelled controls fail (softly, to list them all). */
async function scan(page: Page, screen: string) {
  await settle(page);
  const result = await scanA11y(page, screen);
  scans.push(result);
  if (result.advisory.length) console.log(`${screen} (moderate/minor):\n  ${result.advisory.join('\n  ')}`);
  expect.soft(result.blocking, `${screen}: serious or critical axe violations`).toEqual([]);
  expect.soft(result.unlabelled, `${screen}: unlabelled form controls`).toEqual([]);
}

async function visit(page: Page, session: ApiSession, path: string, screen: string) {
  await signInWithSession(page, session, path);
  await scan(page, screen);
}

test('sign-in, idle and with an error; the 404 page signed out and signed in', async ({ page }) => {
  await page.goto('/login');
  await scan(page, 'login');
  await page.getByLabel('Nome de utilizador').fill(`ninguem_${uniqueSuffix()}`);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nome de utilizador ou password incorretos.' })).toBeVisible();
  await scan(page, 'login, error');
  await page.goto('/nao/existe');
  await scan(page, '404, signed out');
  await visit(page, data.secretary.session, '/outra/pagina', '404, signed in');
});

test('dashboard as Admin, Secretary and Elder, and the close-activity dialog', async ({ page }) => {
  await visit(page, adminSession, '/', 'dashboard, Admin');
  await visit(page, data.elder.session, '/', 'dashboard, Elder');
  await visit(page, data.secretary.session, '/', 'dashboard, Secretary');
  const title = `${monthName(data.activity.month)} de ${data.activity.year}`;
  const activityCard = await scrolledTo(page, page.getByTestId(`activity-card-${data.activity.id}`));
  await activityCard.getByRole('button', { name: 'Fechar Atividade' }).click();
  await expect(page.getByRole('dialog')).toContainText(title);
  await scan(page, 'dashboard, close-activity dialog');
});

test('publishers: list (grid, list, year picker), new and edit forms, service-year history', async ({ page }) => {
  const session = data.secretary.session;
  await visit(page, session, '/publicadores', 'publisher list, grid');
  await page.getByRole('button', { name: 'Vista em lista' }).click();
  await scan(page, 'publisher list, list view');
  await page
    .getByRole('article', { name: data.pioneer.name, exact: true })
    .getByRole('button', { name: /Ver Relatórios/ })
    .click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ver Relatórios' })).toBeVisible();
  await scan(page, 'publisher list, service-year picker');
  await visit(page, data.elder.session, '/publicadores', 'publisher list, Elder');

  await visit(page, session, '/publicadores/novo', 'new publisher');
  await page.getByRole('button', { name: 'Guardar Publicador' }).click();
  await expect(page.getByText('Nome é obrigatório').first()).toBeVisible();
  await scan(page, 'new publisher, with errors');
  await visit(page, session, `/publicadores/editar/${data.pioneer.id}`, 'edit publisher');
  await visit(
    page,
    session,
    `/publicadores/${data.activity.serviceYear}/${data.pioneer.id}`,
    'publisher service-year history',
  );
});

test('groups and households; organise groups', async ({ page }) => {
  await visit(page, data.secretary.session, '/grupos', 'groups and households');
  await page.getByRole('button', { name: `Remover Grupo ${data.groups[1].groupNumber}` }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await scan(page, 'groups, removal confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await visit(page, data.secretary.session, '/grupos/organizar', 'organise groups');
});

test('organise groups with the keyboard: lift, move to the next group, drop, see the pending change', async ({
  page,
}) => {
  const [from, to] = data.groups;
  const moved = data.other; // in groups[1]; groups[0] is just before it
  await signInWithSession(page, data.secretary.session, '/grupos/organizar');
  const chip = page.getByTestId(`publisher-chip-${moved.id}`);
  await expect(
    page.getByTestId(`group-column-${to.groupNumber}`).getByTestId(`publisher-chip-${moved.id}`),
  ).toBeVisible();
  await chip.focus();
  await expect(chip).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('status').filter({ hasText: `sobre o Grupo ${from.groupNumber}.` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(
    page.getByTestId(`group-column-${from.groupNumber}`).getByTestId(`publisher-chip-${moved.id}`),
  ).toBeVisible();
  await expect(page.getByText(`Mover do Grupo ${to.groupNumber} para o Grupo ${from.groupNumber}`)).toBeVisible();
  await expect(page.getByText('1 alteração por guardar')).toBeVisible();
  await expect(page.getByText('Alterações não guardadas')).toBeVisible();
  // saving is reachable from the keyboard too
  await expect(page.getByRole('button', { name: 'Guardar Alterações' })).toBeEnabled();
  await scan(page, 'organise groups, pending change');
});

test('activity form: new and edit', async ({ page }) => {
  await visit(page, data.secretary.session, '/lancar-atividade', 'new activity');
  await visit(page, data.secretary.session, `/lancar-atividade/${data.activity.id}`, 'edit activity');
});

test('fill reports (Elder and Secretary, open and closed activity)', async ({ page }) => {
  await visit(page, data.elder.session, `/relatorios/${data.activity.id}`, 'fill reports, Elder');
  await visit(page, data.secretary.session, `/relatorios/${data.activity.id}`, 'fill reports, Secretary');
  const other = page.getByRole('article', { name: data.other.name, exact: true });
  await other.getByRole('button', { name: 'Sim', exact: true }).click();
  await expect(other.getByTitle('Alterações não guardadas')).toBeVisible();
  await scan(page, 'fill reports, unsaved change');
  await visit(page, data.elder.session, `/relatorios/${data.closedActivity!.id}`, 'fill reports, closed');
});

// apart from the fill screens: each scan of a screen of 90 cards takes long on a loaded machine
test('review (Secretary): open with the group options menu, and closed', async ({ page }) => {
  await visit(page, data.secretary.session, `/rever-atividade/${data.activity.id}`, 'review');
  await page.getByRole('button', { name: 'Opções' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Reabrir atividade do Grupo' })).toBeVisible();
  await scan(page, 'review, group options menu');
  await visit(page, data.secretary.session, `/rever-atividade/${data.closedActivity!.id}`, 'review, closed');
});

test('pioneer statistics: service year and month', async ({ page }) => {
  const { activity } = data;
  await visit(page, data.secretary.session, `/pioneiros/${activity.serviceYear}`, 'pioneer year');
  await expect(page.locator('canvas').first()).toBeVisible();
  await visit(page, data.secretary.session, `/pioneiros/${activity.month}/${activity.year}`, 'pioneer month');
});

test('users: active and deleted tabs, edit dialog; register user', async ({ page }) => {
  await visit(page, data.secretary.session, '/utilizadores', 'users, active');
  await page.getByRole('searchbox', { name: 'Pesquisar utilizadores' }).fill(word);
  const elderCard = page.locator(`[data-testid="user-card"][data-username="${data.elder.username}"]`);
  await elderCard.getByRole('button', { name: /Ações para/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  await scan(page, 'users, actions menu');
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar Utilizador' }).getByLabel('Nome de exibição')).toBeVisible();
  await scan(page, 'users, edit dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('tab', { name: /Utilizadores Eliminados/ }).click();
  await expect(page.getByRole('button', { name: 'Restaurar' }).first()).toBeVisible();
  await scan(page, 'users, deleted');
  await visit(page, data.secretary.session, '/registar-utilizador', 'register user');
  await page.getByRole('button', { name: 'Registar Utilizador' }).click();
  await expect(page.getByText('Nome de utilizador deve ter pelo menos 3 caracteres')).toBeVisible();
  await scan(page, 'register user, with errors');
});

test('preferences: each tab', async ({ page }) => {
  await visit(page, data.elder.session, '/preferencias', 'preferences, Perfil');
  // the last two load their content (second factor, sessions): scanned once it is there
  const loaded: Record<string, () => ReturnType<Page['getByRole']>> = {
    Segurança: () => page.getByRole('button', { name: 'Ativar autenticação de dois fatores' }),
    Sessões: () => page.getByText('Esta sessão'),
  };
  for (const tab of ['Tema', 'Email', 'Segurança', 'Sessões']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    if (loaded[tab]) await expect(loaded[tab]()).toBeVisible();
    await scan(page, `preferences, ${tab}`);
  }
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await page.getByLabel('Password para ativar *').fill(data.elder.password);
  await page.getByRole('button', { name: 'Ativar autenticação de dois fatores' }).click();
  await expect(page.getByTestId('totp-secret')).toBeVisible();
  await scan(page, 'preferences, Segurança, enrolment');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByLabel('Email *').fill(`a11y.${uniqueSuffix()}@example.com`);
  await page.getByRole('button', { name: 'Enviar Código' }).click();
  await expect(page.getByRole('dialog').getByLabel('Código de confirmação')).toBeVisible();
  await scan(page, 'preferences, email code dialog');
});

test('audit logs, and the details modal', async ({ page }) => {
  await visit(page, data.secretary.session, '/audit-logs', 'audit logs');
  await page.getByLabel('Search').fill(word);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /View details/ })
    .click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /Audit Log Details/ })).toBeVisible();
  await scan(page, 'audit logs, details modal');
});

/** The main screens in dark mode: who looks, where, and the screen's name in the scan's report. */
function darkScreens(): [ApiSession, string, string][] {
  const { secretary, elder, activity, pioneer } = data;
  return [
    [secretary.session, '/', 'dashboard'],
    [secretary.session, '/publicadores', 'publisher list'],
    [secretary.session, `/publicadores/editar/${pioneer.id}`, 'edit publisher'],
    [secretary.session, `/publicadores/${activity.serviceYear}/${pioneer.id}`, 'publisher history'],
    [secretary.session, '/grupos', 'groups'],
    [secretary.session, '/grupos/organizar', 'organise groups'],
    [secretary.session, `/lancar-atividade/${activity.id}`, 'edit activity'],
    [elder.session, `/relatorios/${activity.id}`, 'fill reports'],
    [secretary.session, `/rever-atividade/${activity.id}`, 'review'],
    [secretary.session, `/pioneiros/${activity.serviceYear}`, 'pioneer year'],
    [secretary.session, `/pioneiros/${activity.month}/${activity.year}`, 'pioneer month'],
    [secretary.session, '/utilizadores', 'users'],
    [secretary.session, '/registar-utilizador', 'register user'],
    [secretary.session, '/preferencias', 'preferences'],
    [secretary.session, '/audit-logs', 'audit logs'],
    [secretary.session, '/nao/existe', '404'],
  ];
}

// four screens per test: each part has its own timeout and retry on a busy machine
const DARK_PART_SIZE = 4;
for (let part = 0; part < 4; part++) {
  test(`dark mode: the main screens, part ${part + 1} of 4`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    if (part === 0) {
      await page.goto('/login');
      await scan(page, 'login, dark');
    }
    const screens = darkScreens().slice(part * DARK_PART_SIZE, (part + 1) * DARK_PART_SIZE);
    for (const [session, path, screen] of screens) await visit(page, session, path, `${screen}, dark`);
  });
}

// one test per theme and scheme: each its own timeout and retry on a busy machine
for (const scheme of ['light', 'dark'] as const) {
  for (const theme of THEMES) {
    test(`colour theme ${theme}, ${scheme}: dashboard, publisher list, preferences`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await signInWithSession(page, { ...adminSession, user: { ...adminSession.user, preferredTheme: theme } }, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await scan(page, `dashboard, ${theme}, ${scheme}`);
      await page.goto('/publicadores');
      await scan(page, `publisher list, ${theme}, ${scheme}`);
      await page.goto('/preferencias');
      await page.getByRole('tab', { name: 'Tema' }).click();
      await scan(page, `preferences theme tab, ${theme}, ${scheme}`);
    });
  }
}
