import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createConsecutiveGroups, createPublisher, type TestPublisher, uniqueWord } from './support/publishers';
import { signInWithSession } from './support/session';
import { createUser } from './support/users';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('publishers', () => {
  test.describe.configure({ timeout: 90_000 });

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
    await page.getByLabel('Pioneiro Regular').check();
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    await expect(page.getByText('Publicador atualizado com sucesso!')).toBeVisible();
    await expect(card(page, `Beatriz ${last}`)).toContainText('Pioneiro Regular');

    // archive through a death date: 'Visível' goes off with a notice
    await page.goto(`/publicadores/editar/${stored.id}`);
    await page.getByLabel('Data de Falecimento').fill('2025-01-15');
    await expect(page.getByLabel('Visível')).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: "opção 'Visível'" })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar Publicador' }).click();
    await expect(page.getByText('Publicador atualizado com sucesso!')).toBeVisible();
    await expect(card(page, `Beatriz ${last}`)).toHaveCount(0);

    await page.getByRole('button', { name: 'Mostrar Arquivados' }).click();
    const archived = card(page, `Beatriz ${last}`);
    await expect(archived).toContainText('Arquivado');
    await expect(page.getByRole('button', { name: 'Mostrar Visíveis' })).toBeVisible();
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

  test('Ver Relatórios and the S-21 downloads pick a service year (server calls stubbed)', async ({ page, admin }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const publisher = await createPublisher(admin.api, { groupId: group!.id });
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/publisherreports/service-years', (route) =>
      route.fulfill({ json: { serviceYears: [2031, 2030] } }),
    );
    await page.route('**/api/files/s21*', async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      if (route.request().url().endsWith('/s21-all')) return route.fulfill({ status: 500, json: { error: 'x' } });
      const isPdf = route.request().url().endsWith('/s21');
      return route.fulfill({
        body: Buffer.from('%PDF-1.7'),
        contentType: isPdf ? 'application/pdf' : 'application/zip',
      });
    });
    await signInWithSession(page, admin.session, `/publicadores?search=${encodeURIComponent(publisher.name)}`);
    const item = card(page, publisher.name);

    await item.getByRole('button', { name: /Ver Relatórios/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Ver Relatórios' })).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['2031', '2030', 'Cancelar']);
    await dialog.getByRole('button', { name: '2030' }).click();
    await expect(page).toHaveURL(`/publicadores/2030/${publisher.id}`);

    await page.goBack();
    await item.getByRole('button', { name: /Download Cartão/ }).click();
    const card21 = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: '2031' }).click();
    expect((await card21).suggestedFilename()).toBe(`S-21-${publisher.id}-2031.pdf`);
    await expect(page.getByText('Baixado com sucesso!')).toBeVisible();
    expect(bodies.at(-1)).toEqual({ publisherId: publisher.id, serviceYear: 2031 });

    await page.getByRole('button', { name: 'Download Cartões de Grupo' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Grupo ${group!.groupNumber}`, exact: true })
      .click();
    const zip = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: '2030' }).click();
    expect((await zip).suggestedFilename()).toBe(`S-21-group-${group!.groupNumber}-2030.zip`);
    expect(bodies.at(-1)).toEqual({ serviceYear: 2030, groupNumber: group!.groupNumber });

    await page.getByRole('button', { name: 'Download Todos os Cartões' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '2031' }).click();
    await expect(page.getByText('Erro ao baixar o ficheiro!')).toBeVisible();
    expect(bodies.at(-1)).toEqual({ serviceYear: 2031 });
  });

  test('a failure to load the service years is reported', async ({ page, admin }) => {
    await page.route('**/api/publisherreports/service-years', (route) =>
      route.fulfill({ status: 404, json: { error: 'nope' } }),
    );
    await signInWithSession(page, admin.session, '/publicadores');
    await page.getByRole('button', { name: 'Download Todos os Cartões' }).click();
    await expect(page.getByText('Error fetching service years')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Não existem anos de serviço com relatórios.');
  });

  test('a non-numeric id on the edit route shows Id inválido!', async ({ page, admin }) => {
    await signInWithSession(page, admin.session, '/publicadores/editar/abc');
    await expect(page.getByRole('heading', { name: 'Id inválido!' })).toBeVisible();
    await page.goto('/publicadores/editar/99999999');
    await expect(page.getByRole('heading', { name: 'Publicador não encontrado' })).toBeVisible();
  });
});
