import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createHistoryData } from './support/history-fixture';
import { createConsecutiveGroups, createPublisher, type TestPublisher, uniqueWord } from './support/publishers';
import { signInWithSession } from './support/session';
import { createUser, TEST_PASSWORD } from './support/users';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('publishers', () => {
  test('create with the preferred name filled, edit, archive through a death date and find it archived', async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const last = uniqueWord();
    await signInWithSession(page, admin.session, '/publicadores');
    await page.getByRole('link', { name: 'Novo Publicador' }).click();
    await expect(page).toHaveURL('/publicadores/novo');
    for (const section of [
      'Informação Pessoal',
      'Morada',
      'Informação da Congregação',
      'Datas Importantes',
      'Opções',
    ]) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }

    // required name
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();

    await page.getByLabel('Nome Completo *').fill(`Beatriz Maria ${last}`);
    await expect(page.getByLabel('Nome Preferido')).toHaveValue(`Beatriz ${last}`);
    await page.getByLabel('Grupo *').selectOption({ label: `Grupo ${group!.groupNumber}` });
    // the first household is preselected; none here, so parallel tests can remove their households
    await page.getByLabel('Agregado Familiar').selectOption({ label: 'Nenhum' });
    await page.getByLabel('Email').fill(`beatriz.${last.toLowerCase()}@example.pt`);
    await page.getByLabel('Data de Nascimento').fill('1990-04-12');
    await expect(page.getByLabel('Função *')).toHaveValue('Publisher');
    await expect(page.getByLabel('Visível')).toBeChecked();
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    await expect(page.getByText('Publicador criado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL('/publicadores');

    const created = card(page, `Beatriz ${last}`);
    await expect(created).toContainText('Publicador');
    await expect(created).toContainText(`Grupo ${group!.groupNumber}`);
    const stored = (await admin.api.get<TestPublisher[]>('/publishers/')).find(
      (p) => p.name === `Beatriz Maria ${last}`,
    )!;
    expect(stored).toMatchObject({ groupId: group!.id, birthDate: '1990-04-12', baptismDate: null, isEnabled: true });

    // edit: pioneer and a new city
    await created.getByRole('link', { name: `Editar Beatriz ${last}` }).click();
    await expect(page).toHaveURL(`/publicadores/editar/${stored.id}`);
    await expect(page.getByLabel('Nome Completo *')).toHaveValue(`Beatriz Maria ${last}`);
    await page.getByLabel('Cidade').fill('Setúbal');
    // an appointment without dates: a regular pioneer from always (ADR 019)
    await page.getByRole('button', { name: 'Adicionar nomeação' }).click();
    await expect(page.getByLabel('Nomeação', { exact: true })).toHaveValue('RegularPioneer');
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    await expect(page.getByText('Publicador atualizado com sucesso!')).toBeVisible();
    await expect(card(page, `Beatriz ${last}`)).toContainText('Pioneiro Regular');

    // archive through a death date: 'Visível' goes off with a notice
    await page.goto(`/publicadores/editar/${stored.id}`);
    await page.getByLabel('Data de Falecimento').fill('2025-01-15');
    await expect(page.getByLabel('Visível')).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: "opção 'Visível'" })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    // archiving asks first: an Open report of an Open month is removed from it (ADR 026)
    const confirm = page.getByRole('dialog', { name: 'Arquivar publicador?' });
    await expect(confirm).toContainText('removido desse mês');
    await confirm.getByRole('button', { name: 'Arquivar' }).click();
    await expect(page.getByText('Publicador atualizado com sucesso!')).toBeVisible();
    await expect(card(page, `Beatriz ${last}`)).toHaveCount(0);

    await page.getByRole('button', { name: 'Mostrar Arquivados' }).click();
    const archived = card(page, `Beatriz ${last}`);
    await expect(archived).toContainText('Arquivado');
    await expect(page.getByRole('button', { name: 'Mostrar Visíveis' })).toBeVisible();
  });

  test("a save over someone else's newer change is refused with the reason, and the form keeps its values", async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const publisher = await createPublisher(admin.api, { groupId: group!.id, city: 'Lisboa' });
    await signInWithSession(page, admin.session, `/publicadores/editar/${publisher.id}`);
    await expect(page.getByLabel('Nome Completo *')).toHaveValue(publisher.name);
    // meanwhile someone else saves the publisher
    await admin.api.put(`/publishers/${publisher.id}`, { ...publisher, city: 'Braga' });
    await page.getByLabel('Cidade').fill('Faro');
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    await expect(
      page.getByText(
        'Este publicador foi alterado por outra pessoa desde que o abriu. Nada foi gravado: recarregue para ver os dados mais recentes.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(`/publicadores/editar/${publisher.id}`);
    await expect(page.getByLabel('Cidade')).toHaveValue('Faro');
    expect((await admin.api.get<TestPublisher>(`/publishers/${publisher.id}`)).city).toBe('Braga');
  });

  test('search is bound to ?search=, case-insensitive over name and id, and cleared by Limpar', async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const word = uniqueWord();
    const first = await createPublisher(admin.api, { name: `Rui ${word}`, groupId: group!.id });
    await createPublisher(admin.api, { name: `Ana ${word}`, groupId: group!.id });
    await signInWithSession(page, admin.session, '/publicadores');

    await page.getByRole('searchbox', { name: 'Pesquisar publicadores' }).fill(word.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`search=${word.toUpperCase()}`));
    await expect(page.getByText('2 publicador(es) encontrado(s)')).toBeVisible();
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(names).toEqual([`Rui ${word}`, `Ana ${word}`]); // sorted by id

    await page.goto(`/publicadores?search=${encodeURIComponent(`rui ${word.toLowerCase()}`)}`);
    await expect(page.getByText('1 publicador(es) encontrado(s)')).toBeVisible();
    await expect(card(page, `Rui ${word}`)).toContainText(`ID: ${first.id}`);

    await page.getByRole('searchbox', { name: 'Pesquisar publicadores' }).fill(`${word}-nada`);
    await expect(page.getByRole('heading', { name: 'Nenhum resultado encontrado' })).toBeVisible();
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(page).toHaveURL('/publicadores');
    await expect(page.getByRole('searchbox', { name: 'Pesquisar publicadores' })).toHaveValue('');

    await page.getByRole('button', { name: 'Vista em lista' }).click();
    await expect(page.getByRole('button', { name: 'Vista em lista' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("'Sem data RGPD' keeps those with no consent date, is bound to ?semRgpd=1, and is not offered to an Elder", async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const word = uniqueWord();
    await createPublisher(admin.api, { name: `Com ${word}`, groupId: group!.id, rgpdDate: '2024-05-01' });
    await createPublisher(admin.api, { name: `Sem ${word}`, groupId: group!.id });
    await signInWithSession(page, admin.session, `/publicadores?search=${word}`);
    await expect(page.getByText('2 publicador(es) encontrado(s)')).toBeVisible();
    // a click, not check(): the box follows the URL, which a loaded machine updates a moment after the click
    await page.getByRole('checkbox', { name: 'Sem data RGPD' }).click();
    await expect(page).toHaveURL(/semRgpd=1/);
    await expect(page.getByText('1 publicador(es) encontrado(s)')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([`Sem ${word}`]);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Sem data RGPD' })).toBeChecked();
    await expect(page.getByText('1 publicador(es) encontrado(s)')).toBeVisible();

    const elder = await createUser(admin.api, 'Elder', { groupId: group!.id });
    const session = await admin.api.login(elder.username, elder.password);
    await signInWithSession(page, session, `/publicadores?search=${word}&semRgpd=1`);
    await expect(page.getByText('2 publicador(es) encontrado(s)')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Sem data RGPD' })).toHaveCount(0);
  });

  test('an Elder sees the list without Novo Publicador or Editar', async ({ page, admin }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const publisher = await createPublisher(admin.api, { groupId: group!.id });
    const elder = await createUser(admin.api, 'Elder', { groupId: group!.id });
    const session = await admin.api.login(elder.username, elder.password);
    await signInWithSession(page, session, `/publicadores?search=${publisher.id}`);
    const item = card(page, publisher.name);
    await expect(item).toBeVisible();
    await expect(item.getByRole('button', { name: /Ver Relatórios/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /Download Cartão/ })).toBeVisible();
    await expect(item.getByRole('link', { name: /Editar/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Novo Publicador' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download Todos os Cartões' })).toBeVisible();
  });

  test('Ver Relatórios offers the service years that have reports and opens the chosen one', async ({
    page,
    admin,
  }) => {
    const data = await createHistoryData(admin.api);
    await signInWithSession(page, admin.session, `/publicadores?search=${data.suffix}`);
    await card(page, data.names.helena)
      .getByRole('button', { name: /Ver Relatórios/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Ver Relatórios' })).toBeVisible();
    await dialog.getByRole('button', { name: String(data.serviceYear), exact: true }).click();
    await expect(page).toHaveURL(`/publicadores/${data.serviceYear}/${data.ids.helena}`);

    await page.goto(`/publicadores?search=${data.suffix}`);
    await page.getByRole('button', { name: 'Download Todos os Cartões' }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: String(data.serviceYear), exact: true })
      .click();
    expect((await download).suggestedFilename()).toBe(`S-21-all-${data.serviceYear}.zip`);
    await expect(page.getByText('Baixado com sucesso!')).toBeVisible();
  });

  test('a non-numeric id on the edit route shows Id inválido!', async ({ page, admin }) => {
    await signInWithSession(page, admin.session, '/publicadores/editar/abc');
    await expect(page.getByRole('heading', { name: 'Id inválido!' })).toBeVisible();
    await page.goto('/publicadores/editar/99999999');
    await expect(page.getByRole('heading', { name: 'Publicador não encontrado' })).toBeVisible();
  });

  test('archiving a publisher whose own account became a Secretary unlinks the account and says so', async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const publisher = await createPublisher(admin.api, { groupId: group!.id });
    const { url } = await admin.api.post<{ url: string }>(`/publishers/${publisher.id}/invitation`, {});
    const username = `conta_${uniqueWord().toLowerCase()}`;
    const { user } = await admin.api.post<{ user: { id: number } }>(
      `/invitations/${new URL(url).pathname.split('/').pop()}/accept`,
      { username, password: TEST_PASSWORD },
    );
    await admin.api.put(`/users/${user.id}/role`, { role: 'Secretary' });
    await signInWithSession(page, admin.session, `/publicadores/editar/${publisher.id}`);
    await page.getByLabel('Visível').uncheck();
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    await page.getByRole('dialog', { name: 'Arquivar publicador?' }).getByRole('button', { name: 'Arquivar' }).click();
    await expect(
      page.getByText(
        `Publicador atualizado com sucesso! A conta ${username} (Secretário) foi desligada do publicador e continua ativa.`,
      ),
    ).toBeVisible();
    // the account still signs in
    await admin.api.as(username, TEST_PASSWORD);
  });
});
