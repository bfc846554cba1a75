import { readFileSync } from 'node:fs';
import { HISTORY_MESSAGES } from '@congregacao/shared/contracts/history';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { missingLines, pdfLines } from '../apps/api/src/modules/files/test/pdf-text';
import { expect, test } from './support/fixtures';
import { createHistoryData, type HistoryData } from './support/history-fixture';
import { signInWithSession } from './support/session';
import { createUser } from './support/users';

// Activities of one service year with months in 2050-2054; service group numbered 400-499 (reserved ranges).
let data: HistoryData;

// the shared machine is slow: seeding (about 20 API calls) and page loads need more than the default 30 s
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ admin }) => {
  data = await createHistoryData(admin.api);
});

/** A string only chart.js's code contains: tells whether the chart library was loaded. */
const CHART_JS_MARKER = 'Canvas is already in use';

function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

const chooseInDialog = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('button', { name, exact: true }).click();

async function paintedPixels(page: Page, name: string): Promise<number> {
  return page.getByRole('img', { name }).evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const pixels = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) painted += 1;
    return painted;
  });
}

test("a publisher's service year: summary, month cards, empty and malformed URLs", async ({ page, admin }) => {
  const { serviceYear: sy, ids, names } = data;
  await signInWithSession(page, admin.session, `/publicadores/${sy}/${ids.helena}`);
  await expect(page.getByRole('heading', { level: 1, name: names.helena })).toBeVisible();
  await expect(page.getByText(`Ano de Serviço ${sy}`)).toBeVisible();
  await expect(page.getByTestId('summary-participation')).toContainText('3/3');
  await expect(page.getByTestId('summary-hours')).toContainText('150');
  await expect(page.getByTestId('summary-reports')).toContainText('3');
  const september = page.getByRole('article', { name: `Setembro ${sy - 1}` });
  await expect(september).toContainText('Pioneiro Regular');
  await expect(september).toContainText('Horas50');
  await expect(september).toContainText('Estudos3');
  await expect(september).toContainText('Mês muito bom');
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.goto(`/publicadores/${sy}/${ids.joana}`);
  await expect(page.getByRole('heading', { level: 1, name: names.joana })).toBeVisible();
  await expect(page.getByTestId('summary-participation')).toContainText('2/3');
  await expect(page.getByTestId('summary-hours')).toHaveCount(0);
  const october = page.getByRole('article', { name: `Outubro ${sy - 1}` });
  await expect(october).toContainText('Não participou');
  await expect(october).not.toContainText('Horas');

  await page.goto(`/publicadores/2099/${ids.joana}`);
  await expect(page.getByRole('heading', { name: HISTORY_MESSAGES.noReports })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar à Lista de Publicadores' }).first().click();
  await expect(page).toHaveURL('/publicadores');

  await page.goto(`/publicadores/abc/${ids.joana}`);
  await expect(page.getByRole('alert')).toContainText(HISTORY_MESSAGES.historyMalformedUrl);
});

test('the pioneer year: month cards with averages, two drawn charts, click-through to month and publisher', async ({
  page,
  admin,
}) => {
  const { serviceYear: sy, ids, names } = data;
  const scripts = collectScripts(page);
  await signInWithSession(page, admin.session, `/pioneiros/${sy}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios de Pioneiros' })).toBeVisible();
  await expect(page.getByText(`Ano de Serviço ${sy}`)).toBeVisible();
  const october = page.getByRole('link', { name: `Outubro / ${sy - 1}: ver relatórios de pioneiros` });
  for (const [label, value] of [
    ['Total de Horas', '70'],
    ['Total de Estudos', '3'],
    ['Número de Pioneiros', '2'],
    ['Média de horas', '35,0'],
    ['Média de estudos', '1,5'],
  ]) {
    await expect(october).toContainText(`${label}${value}`);
  }
  await expect(page.getByRole('link', { name: `Setembro / ${sy - 1}: ver relatórios de pioneiros` })).toContainText(
    'Total de Horas50',
  );
  await expect(page.getByRole('link', { name: `Agosto / ${sy}: ver relatórios de pioneiros` })).toContainText(
    'Média de estudos4,0',
  );
  await expect(page.getByRole('heading', { name: 'Horas por Mês' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estudos por Mês' })).toBeVisible();
  await expect.poll(() => paintedPixels(page, 'Horas por Mês: Total de Horas')).toBeGreaterThan(500);
  await expect.poll(() => paintedPixels(page, 'Estudos por Mês: Total de Estudos')).toBeGreaterThan(500);
  expect(scripts.some((s) => s.includes(CHART_JS_MARKER))).toBe(true);

  await october.click();
  await expect(page).toHaveURL(`/pioneiros/9/${sy - 1}`);
  await expect(page.getByText(`Outubro / ${sy - 1}`)).toBeVisible();
  const igor = page.getByRole('link', { name: new RegExp(`^${names.igor}`) });
  await expect(igor).toContainText('Pioneiro Auxiliar');
  await expect(igor).toContainText('Horas30');
  await expect(igor).toContainText('Primeiro mês');
  await expect(page.getByRole('link', { name: new RegExp(`^${names.helena}`) })).not.toContainText('Observações');
  await igor.click();
  await expect(page).toHaveURL(`/publicadores/${sy}/${ids.igor}`);
  await expect(page.getByRole('article', { name: `Outubro ${sy - 1}` })).toContainText('Pioneiro Auxiliar');
});

test('chart code is loaded only by the pioneer year page', async ({ page, admin }) => {
  const scripts = collectScripts(page);
  await signInWithSession(page, admin.session, `/pioneiros/9/${data.serviceYear - 1}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios de Pioneiros' })).toBeVisible();
  await page.goto(`/publicadores/${data.serviceYear}/${data.ids.helena}`);
  await expect(page.getByRole('heading', { level: 1, name: data.names.helena })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((s) => s.includes(CHART_JS_MARKER))).toBe(false);
});

test('pioneer pages: empty years and months, malformed URLs', async ({ page, admin }) => {
  await signInWithSession(page, admin.session, '/pioneiros/2099');
  await expect(page.getByRole('heading', { name: HISTORY_MESSAGES.noReports })).toBeVisible();
  await expect(page.getByText(HISTORY_MESSAGES.noPioneerReports('2099'))).toBeVisible();
  await page.goto('/pioneiros/3/2099');
  await expect(page.getByText(HISTORY_MESSAGES.noPioneerReports('Abril/2099'))).toBeVisible();
  await page.goto('/pioneiros/abc');
  await expect(page.getByRole('alert')).toContainText(HISTORY_MESSAGES.pioneerYearMalformedUrl);
  await page.goto('/pioneiros/x/2050');
  await expect(page.getByRole('alert')).toContainText(HISTORY_MESSAGES.pioneerMonthMalformedUrl);
  await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
  await expect(page).toHaveURL('/');
});

test('downloads one card and a group zip from the publisher list', async ({ page, admin }) => {
  const { serviceYear: sy, ids, names, suffix, groupNumber } = data;
  await signInWithSession(page, admin.session, `/publicadores?search=${suffix}`);

  await page.getByRole('button', { name: `Download Cartão de ${names.helena}` }).click();
  const cardDownload = page.waitForEvent('download');
  await chooseInDialog(page, String(sy));
  const card = await cardDownload;
  expect(card.suggestedFilename()).toBe(`S-21-${ids.helena}-${sy}.pdf`);
  await expect(page.getByText(HISTORY_MESSAGES.downloadSucceeded)).toBeVisible();
  const { lines } = await pdfLines(readFileSync(await card.path()));
  expect(
    missingLines(lines, [
      `Nome: ${names.helena}`,
      'Data de nascimento: 21/03/1975 Masculino Feminino',
      'Data de batismo: 14/07/1990 Outras ovelhas Ungido',
      // the S-21-E: participation as a ticked box, the Total row the hours only (50 + 40 + 60)
      'Setembro X 3 50 Mês muito bom',
      'Outubro X 2 40',
      'Agosto X 4 60',
      'Total 150',
    ]),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Download Cartões de Grupo' }).click();
  await chooseInDialog(page, `Grupo ${groupNumber}`);
  const zipDownload = page.waitForEvent('download');
  await chooseInDialog(page, String(sy));
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe(`S-21-group-${groupNumber}-${sy}.zip`);
  const entries = unzipSync(new Uint8Array(readFileSync(await zip.path())));
  expect(Object.keys(entries)).toEqual(
    [ids.helena, ids.igor, ids.joana].map((id) => expect.stringMatching(new RegExp(`^S-21-${id}-${sy}-.*\\.pdf$`))),
  );
  const igorCard = Object.entries(entries).find(([name]) => name.startsWith(`S-21-${ids.igor}-`))![1];
  // participated and auxiliary pioneer: ticked boxes
  expect((await pdfLines(igorCard)).lines).toContain('Outubro X 1 X 30 Primeiro mês');
});

test('the all-cards zip puts the cards in group folders (API)', async ({ admin }) => {
  const response = await admin.api.call('POST', '/files/s21-all', { serviceYear: data.serviceYear });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="S-21-all-${data.serviceYear}.zip"`);
  const names = Object.keys(unzipSync(new Uint8Array(await response.body())));
  const mine = names.filter((n) => n.startsWith(`Grupo-${data.groupNumber}/`));
  expect(mine).toHaveLength(3);
});

test("an Elder of another group is told why, on the publisher's year and in the year picker", async ({
  page,
  admin,
}) => {
  const elder = await createUser(admin.api, 'Elder');
  const session = await admin.api.login(elder.username, elder.password);
  await signInWithSession(page, session, `/publicadores/${data.serviceYear}/${data.ids.helena}`);
  await expect(page.getByText(HISTORY_MESSAGES.otherGroup)).toBeVisible();
  await expect(page.getByText(data.names.helena)).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar à Lista de Publicadores' }).first().click();

  await page.goto(`/publicadores?search=${data.suffix}`);
  await page
    .getByRole('article', { name: data.names.helena, exact: true })
    .getByRole('button', { name: /Ver Relatórios/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText(HISTORY_MESSAGES.otherGroup);
  await expect(page.getByRole('dialog').getByRole('button', { name: String(data.serviceYear) })).toHaveCount(0);
});
