import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test } from './support/fixtures';
import { createActivityIn } from './support/proof-fixture';
import { type TestPublisher, uniqueWord } from './support/publishers';
import { signInWithSession } from './support/session';
import { createUser } from './support/users';

/** A publisher arriving with two months of history, as another congregation's transfer.json carries them. */
const transferJson = (name: string) => ({
  name: 'transfer.json',
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify({
      format: 'congregacao.transfer',
      version: 1,
      createdAt: '2004-01-10T10:00:00.000Z',
      from: { congregation: 'Porto-Sul' },
      to: { congregation: 'Aqui' },
      exitDate: '2004-01-05',
      publishers: [
        {
          name,
          displayName: null,
          birthDate: '1982-02-14',
          baptismDate: '2000-05-20',
          gender: 'Female',
          hope: 'OtherSheep',
          role: 'Publisher',
          appointments: [],
          reports: [
            {
              period: '2003-11',
              participatedInMinistry: true,
              studies: 2,
              auxiliaryPioneer: false,
              hours: null,
              observations: '',
            },
            {
              period: '2003-12',
              participatedInMinistry: true,
              studies: 1,
              auxiliaryPioneer: true,
              hours: 31,
              observations: 'Auxiliar',
            },
          ],
        },
      ],
    }),
  ),
});

test('a secretary takes in a transfer with its months, then transfers the publisher out to a zip', async ({
  page,
  admin,
}) => {
  const name = `Marta ${uniqueWord()}`;
  const secretary = await createUser(admin.api, 'Secretary');
  const { api, session } = await admin.api.as(secretary.username, secretary.password);
  // history goes only into months up to this congregation's latest: one posted in 2004, after the file's months
  await createActivityIn(api, [2004], 'Closed');
  await signInWithSession(page, session, '/importar');
  await page.getByLabel('Ficheiro a importar').setInputFiles(transferJson(name));
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByText('Transferência recebida: 1 pessoa')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: new RegExp(`${name} · novo publicador · chegada 2004-01-01 · 2 meses`) }),
  ).toBeVisible();
  const months = page.getByRole('table', { name });
  await expect(months.getByRole('row', { name: '2003-12 Sim 1 Sim 31 Auxiliar' })).toBeVisible();
  await page.screenshot({ path: 'test-results/transferencia-recebida.png', fullPage: true });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Transferência importada: 1 criados, 0 atualizados.')).toBeVisible();

  const arrived = (await api.get<TestPublisher[]>('/publishers/')).find((p) => p.name === name);
  expect(arrived).toBeDefined();
  await page.goto(`/publicadores/editar/${arrived!.id}`);
  await page.getByRole('button', { name: 'Transferir', exact: true }).click();
  await page.getByLabel('Congregação que recebe').fill('Lisboa-Norte');
  await page.getByLabel('Data de saída').fill('2004-02-10');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Transferir e descarregar' }).click(),
  ]);
  const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(entries)).toContain('transfer.json');
  const json = JSON.parse(new TextDecoder().decode(entries['transfer.json']));
  expect(json.publishers[0].reports.map((r: { period: string }) => r.period)).toEqual(['2003-11', '2003-12']);
  await expect(page.getByText(`${name} foi transferido; o zip foi descarregado.`)).toBeVisible();
});
