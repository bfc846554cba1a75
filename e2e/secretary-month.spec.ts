import { expect, type Locator, type Page, test } from '@playwright/test';
import { Api } from './support/api';
import { ADMIN } from './support/credentials';
import * as fixture from './support/reports-fixture';
import { signInWithSession } from './support/session';

// Issue 33: the secretary's month of a 120-publisher congregation in a real browser, every click counted — the
// missing seen, the review, the answered approved, the month closed, the S-1 read — with the three who did not
// report still missing and nobody recorded 'Não' who did not answer 'Não'.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const GROUPS = 8;
const PER_GROUP = 15;
const CLICK_BUDGET = 20;

let root: Api;
let staff: fixture.Staff;
let activityId: number;
const tag = fixture.uniqueName('').trim();
const marker = `Mês ${tag}`;
/** one in each of the first three groups, never answered */
const unanswered: string[] = [];
/** answered 'Não' by their overseer */
const answeredNo: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  root = await Api.create(baseURL!);
  const admin = root.withToken((await root.login(ADMIN.username, ADMIN.password)).accessToken);
  const groups = [];
  for (let g = 0; g < GROUPS; g++) groups.push(await fixture.createReportsGroup(admin));
  staff = await fixture.createStaff(root, admin, groups[0]!.id, `Ancião ${marker}`);
  for (const [g, group] of groups.entries()) {
    await Promise.all(
      [...Array(PER_GROUP).keys()].map((i) =>
        fixture.createPublisherIn(admin, group.id, `P${String(g * PER_GROUP + i).padStart(3, '0')} ${marker}`),
      ),
    );
  }
  activityId = (await fixture.createReportsActivity(staff.secretaryApi)).id;
  // as the overseers left it: groups 1-6 answered and sent (but their one unanswered each in groups 1-3), groups
  // 7 and 8 answered and not sent yet
  const month = await fixture.byMonth(staff.secretaryApi, activityId);
  const mine = month.reports.filter((r) => r.name.endsWith(marker));
  expect(mine).toHaveLength(GROUPS * PER_GROUP);
  const reports = mine.map((r, n) => {
    const isUnanswered = n % PER_GROUP === 7 && n < 3 * PER_GROUP;
    const isNo = !isUnanswered && n % 10 === 3;
    if (isUnanswered) unanswered.push(r.name);
    if (isNo) answeredNo.push(r.name);
    return {
      id: r.id,
      version: r.version,
      participatedInMinistry: isUnanswered ? null : !isNo,
      studies: n % 3,
      hours: null,
      observations: '',
      status: isUnanswered || n >= 6 * PER_GROUP ? ('Open' as const) : ('Sent' as const),
    };
  });
  await staff.secretaryApi.put('/publisherreports/update-changed', { reports });
});

test.afterAll(async () => {
  await root?.dispose();
});

/**
 * Scrolls the dashboard (each section renders its cards in steps, as its end comes near) until the month's card is
 * there: a screen at a time, from the top again once at the bottom (a fast scroll can pass a section's end).
 */
async function monthCard(page: Page): Promise<Locator> {
  const card = page.getByTestId(`activity-card-${activityId}`);
  await expect(async () => {
    if (!(await card.isVisible())) {
      const atBottom = await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2);
      if (atBottom) await page.evaluate(() => scrollTo(0, 0));
      else await page.mouse.wheel(0, 700);
    }
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  return card;
}

test('the month in at most 20 clicks: missing seen, answered approved, closed, S-1 read; nobody falsely recorded', async ({
  page,
}) => {
  let clicks = 0;
  const click = async (target: Locator) => {
    await target.click();
    clicks++;
  };
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(page, staff.secretarySession, '/');

  // 1. the missing: the card's 'N relatórios em falta' lists this month's three among them
  await click((await monthCard(page)).getByRole('link', { name: /relatórios? em falta/ }));
  for (const name of unanswered) await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  clicks++; // the browser's back

  // 2. the review, and every answered Open report of the month approved at once
  await click((await monthCard(page)).getByRole('link', { name: 'Rever' }));
  const approve = page.getByRole('button', { name: /^Aprovar os \d+ respondidos$/ }).first();
  await expect(approve).toBeVisible({ timeout: 30_000 });
  await click(approve);
  await click(page.getByRole('dialog').getByRole('button', { name: /^Aprovar os \d+ respondidos$/ }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Aprovar os \d+ respondidos$/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.goBack();
  clicks++;

  // 3. closed, the unanswered left as missing (no 'Não' for anyone)
  await click((await monthCard(page)).getByRole('button', { name: 'Fechar Atividade' }));
  await click(page.getByRole('dialog').getByRole('button', { name: 'Fechar Mesmo Assim' }));
  await expect((await monthCard(page)).getByRole('button', { name: 'Abrir Atividade' })).toBeVisible();

  // 4. the S-1, final
  await click((await monthCard(page)).getByRole('link', { name: 'Relatório S-1' }));
  await expect(page.getByText('Mês fechado: estes números são finais.')).toBeVisible({ timeout: 30_000 });

  console.log(`the secretary's month: ${clicks} clicks`);
  expect(clicks).toBeLessThanOrEqual(CLICK_BUDGET);
  expect(refused).toEqual([]);

  const after = (await fixture.byMonth(staff.secretaryApi, activityId)).reports.filter((r) => r.name.endsWith(marker));
  const byName = new Map(after.map((r) => [r.name, r]));
  for (const name of unanswered)
    expect(byName.get(name)).toMatchObject({ participatedInMinistry: null, status: 'Open' });
  // 'Não' only where it was answered, and every answered report approved
  expect(
    after
      .filter((r) => r.participatedInMinistry === false)
      .map((r) => r.name)
      .sort(),
  ).toEqual([...answeredNo].sort());
  expect(after.filter((r) => r.participatedInMinistry !== null).every((r) => r.status === 'Sent')).toBe(true);
});
