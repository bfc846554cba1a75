import { expect, type Page, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';

// The reports fixture's ranges (groups 300-399, activities 2040-2044), shared with reports.spec.ts and review.spec.ts.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const GROUPS = 8;
const PER_GROUP = 15;
const PHONE = { width: 390, height: 844 };
/** ten screens of the phone */
const HEIGHT_BUDGET = 10 * PHONE.height;

let root: Api;
let admin: Api;
let staff: fixture.Staff;
let activityId: number;
const tag = fixture.uniqueName('').trim();
/** the publishers left unanswered: one in each of the first three groups */
const unanswered: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  root = await Api.create(baseURL!);
  admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
  const groups = [];
  for (let g = 0; g < GROUPS; g++) groups.push(await fixture.createReportsGroup(admin));
  staff = await fixture.createStaff(root, admin, groups[0]!.id, `Ancião Compacto ${tag}`);
  for (const [g, group] of groups.entries()) {
    await Promise.all(
      [...Array(PER_GROUP).keys()].map((i) =>
        fixture.createPublisherIn(admin, group.id, `P${String(g * PER_GROUP + i).padStart(3, '0')} Compacto ${tag}`, {
          regularPioneer: i % 12 === 5,
        }),
      ),
    );
  }
  activityId = (await fixture.createReportsActivity(staff.secretaryApi)).id;

  // the month as it arrives: every report answered and sent but one in each of the first three groups, some notes
  const month = await fixture.byMonth(staff.secretaryApi, activityId);
  const mine = month.reports.filter((r) => r.name.endsWith(`Compacto ${tag}`));
  expect(mine).toHaveLength(GROUPS * PER_GROUP);
  const reports = mine.map((r, n) => {
    const isUnanswered = n % PER_GROUP === 7 && n < 3 * PER_GROUP;
    if (isUnanswered) unanswered.push(r.name);
    return {
      id: r.id,
      version: r.version,
      participatedInMinistry: isUnanswered ? null : n % 10 !== 3,
      studies: n % 4,
      hours: r.regularPioneer ? 50 + (n % 20) : null,
      observations: n % 17 === 2 ? `Nota ${n}` : '',
      status: isUnanswered ? ('Open' as const) : ('Sent' as const),
    };
  });
  await staff.secretaryApi.put('/publisherreports/update-changed', { reports });
});

test.afterAll(async () => {
  await root?.dispose();
});

const line = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

test('the compact review of 120 reports fits ten phone screens; a line opens into its form and a change saves', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInWithSession(page, staff.secretarySession, `/rever-atividade/${activityId}`);
  const view = page.getByRole('group', { name: 'Vista da revisão' });
  // the screen's first load waits for a busy machine (the 2-core CI host) longer than an assertion's default
  await expect(page.getByRole('button', { name: 'Vista compacta' })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await expect(view).toBeAttached();
  const lines = page.locator('li > button[aria-expanded]');
  await expect(line(page, unanswered[0]!)).toBeVisible();
  // no report form until a line is opened
  await expect(page.getByRole('switch')).toHaveCount(0);

  // the shared e2e database may hold other files' groups and publishers (with or without a report this month): the
  // page this month would be alone is what is above the groups, this file's 8 group cards with their spacing, and
  // the footer
  const shown = await lines.count();
  expect(shown).toBeGreaterThanOrEqual(GROUPS * PER_GROUP);
  const size = await page.evaluate((marker) => {
    const cards = [...document.querySelectorAll<HTMLElement>('[id^="grupo-"]')];
    const ours = cards.filter((card) => card.textContent?.includes(marker));
    const spacing = (card: HTMLElement) => {
      const style = getComputedStyle(card);
      const gap = Number.parseFloat(getComputedStyle(card.parentElement!).rowGap) || 0;
      return Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom) + gap;
    };
    const above = cards[0]!.getBoundingClientRect().top + window.scrollY;
    const footer = document.querySelector('footer')?.getBoundingClientRect().height ?? 0;
    return {
      groups: ours.length,
      height: Math.round(above + ours.reduce((sum, card) => sum + card.offsetHeight + spacing(card), 0) + footer),
      pageHeight: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    };
  }, `Compacto ${tag}`);
  console.log(
    `compact review: ${shown} lines; this month's 120 take ${size.height} px (${(size.height / PHONE.height).toFixed(1)} screens), the page ${size.pageHeight} px, ${size.width} px wide`,
  );
  expect(size.groups).toBe(GROUPS);
  expect(size.height).toBeLessThanOrEqual(HEIGHT_BUDGET);
  expect(size.width).toBeLessThanOrEqual(PHONE.width);

  // the exceptions first: an unanswered report opens its group
  const firstGroup = page.locator('[id^="grupo-"]').filter({ has: line(page, unanswered[0]!) });
  await expect(firstGroup.locator('li > button[aria-expanded]').first()).toHaveAccessibleName(
    new RegExp(`^${unanswered[0]!}.*Sem resposta`),
  );

  // open the line: its full form; answer and approve; save
  const name = unanswered[0]!;
  await line(page, name).click();
  await expect(line(page, name)).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('listitem', { name, exact: true });
  await expect(form.getByRole('switch', { name: `Aprovado: ${name}` })).toBeDisabled();
  await form.getByRole('button', { name: 'Sim', exact: true }).click();
  await form.getByRole('switch', { name: `Aprovado: ${name}` }).click();
  await expect(form.getByLabel('Status')).toHaveValue('Sent');
  // the line shows the change at once
  await expect(line(page, name)).toHaveAccessibleName(/Participou: Sim.*Status: Enviado/);
  await page.getByRole('button', { name: 'Guardar Alterações (1)' }).click();
  await expect(page.getByText('Guardado com sucesso!')).toBeVisible();
  const saved = (await fixture.byMonth(staff.secretaryApi, activityId)).reports.find((r) => r.name === name)!;
  expect(saved).toMatchObject({ participatedInMinistry: true, status: 'Sent' });
  // the other two stay unanswered: nobody recorded 'Não'
  for (const other of unanswered.slice(1)) {
    const report = (await fixture.byMonth(staff.secretaryApi, activityId)).reports.find((r) => r.name === other)!;
    expect(report).toMatchObject({ participatedInMinistry: null, status: 'Open' });
  }
});

test("'Vista completa' is one click away and is remembered on this browser", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInWithSession(page, staff.secretarySession, `/rever-atividade/${activityId}`);
  await expect(line(page, unanswered[1]!)).toBeVisible({ timeout: 30_000 });
  const view = page.getByRole('group', { name: 'Vista da revisão' });
  await view.getByRole('button', { name: 'Vista completa' }).click();
  await expect(view.getByRole('button', { name: 'Vista completa' })).toHaveAttribute('aria-pressed', 'true');
  // 120 full forms take long to draw on a loaded machine: that is why the compact view is the default
  const fullRow = page.getByRole('switch', { name: `Aprovado: ${unanswered[1]!}` });
  await expect(fullRow).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(fullRow).toBeVisible({ timeout: 30_000 });
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`full review: ${full} px tall (${(full / PHONE.height).toFixed(1)} screens)`);
  await view.getByRole('button', { name: 'Vista compacta' }).click();
  await expect(page.getByRole('switch')).toHaveCount(0);
});
