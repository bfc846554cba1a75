import { expect, test } from './support/fixtures';
import { createConsecutiveGroups, createPublisher, type TestPublisher, uniqueWord } from './support/publishers';
import { signInWithSession } from './support/session';
import { createUser } from './support/users';

const csv = (text: string) => ({
  name: 'publicadores.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${text}`),
});

test.describe('import, export and personal data', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a secretary previews a file with errors by row and column, then imports the corrected one', async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1, 500);
    const secretary = await createUser(admin.api, 'Secretary');
    const { api, session } = await admin.api.as(secretary.username, secretary.password);
    const last = uniqueWord();
    await signInWithSession(page, session, '/importar');
    await expect(page.getByRole('heading', { name: 'Importar e Exportar' })).toBeVisible();

    const header = 'Nome Completo;Data de Nascimento;Grupo;Pioneiro Regular\r\n';
    const upload = page.getByLabel('Ficheiro a importar');
    await upload.setInputFiles(csv(`${header}Ana ${last};31/02/1990;${group!.groupNumber};Sim\r\n`));
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    const errors = page.getByRole('table', { name: 'Erros do ficheiro' });
    await expect(errors.getByRole('row', { name: /2 Data de Nascimento Data inválida/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importar', exact: true })).toHaveCount(0);

    await upload.setInputFiles(
      csv(`${header}Ana ${last};28/02/1990;${group!.groupNumber};Sim\r\nRui ${last};;${group!.groupNumber};Não\r\n`),
    );
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect(page.getByText('A criar')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Linhas do ficheiro' });
    await expect(rows.getByRole('row', { name: `3 Rui ${last} Criar` })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/importar-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('Importação concluída: 2 criados, 0 atualizados.')).toBeVisible();

    const publishers = await api.get<TestPublisher[]>('/publishers/');
    const ana = publishers.find((p) => p.name === `Ana ${last}`);
    expect(ana).toMatchObject({ birthDate: '1990-02-28', regularPioneer: true, groupId: group!.id });
  });

  test('a secretary previews report history: each row with its month, hours of a non-pioneer an error', async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1, 700);
    const publisher = await createPublisher(admin.api, { groupId: group!.id, birthDate: '1970-06-15' });
    const secretary = await createUser(admin.api, 'Secretary');
    const { session } = await admin.api.as(secretary.username, secretary.password);
    await signInWithSession(page, session, '/importar');
    const header = 'Nome Completo;Data de Nascimento;Mês;Ano;Participou no Ministério;Estudos Bíblicos;Horas\r\n';
    const file = `${header}${publisher.name};15/06/1970;3;2003;Sim;1;\r\n${publisher.name};15/06/1970;4;2003;Sim;0;7\r\n`;
    await page.getByLabel('Ficheiro a importar').setInputFiles(csv(file));
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect(page.getByText('Ficheiro de histórico de relatórios (um por publicador e mês).')).toBeVisible();
    await expect(page.getByText('Meses (fechados, histórico): 03/2003')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Linhas do ficheiro' });
    await expect(rows.getByRole('row', { name: `2 ${publisher.name} 03/2003 Criar` })).toBeVisible();
    const errors = page.getByRole('table', { name: 'Erros do ficheiro' });
    await expect(errors.getByRole('row', { name: /3 Horas Horas só para pioneiros/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importar', exact: true })).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/importar-relatorios-${width}.png`, fullPage: true });
    }
  });

  test('a secretary erases a publisher after typing the exact name', async ({ page, admin }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1, 600);
    const publisher = await createPublisher(admin.api, {
      groupId: group!.id,
      mobile: '910 000 000',
      exitCongregationDate: '2015-01-31',
      isEnabled: false,
    });
    const secretary = await createUser(admin.api, 'Secretary');
    const { api, session } = await admin.api.as(secretary.username, secretary.password);
    await signInWithSession(page, session, `/publicadores/editar/${publisher.id}`);
    await expect(page.getByRole('button', { name: 'Dados pessoais' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Eliminar dados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar dados pessoais' });
    await dialog.getByLabel(`Escreva "${publisher.name}" para confirmar`).fill(publisher.name.toUpperCase());
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('O nome escrito não é igual ao nome do publicador.')).toBeVisible();
    await dialog.getByLabel(`Escreva "${publisher.name}" para confirmar`).fill(publisher.name);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Dados pessoais eliminados.')).toBeVisible();
    await expect(page).toHaveURL('/publicadores');
    const erased = await api.get<TestPublisher>(`/publishers/${publisher.id}`);
    expect(erased).toMatchObject({ name: `Publicador removido ${publisher.id}`, mobile: null });
  });
});
