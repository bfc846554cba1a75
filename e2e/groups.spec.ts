import type { Page } from '@playwright/test';
import type { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { createConsecutiveGroups, createPublisher, type TestPublisher, uniqueWord } from './support/publishers';
import { signInWithSession } from './support/session';
import { createUser } from './support/users';

const column = (page: Page, groupNumber: number) => page.getByTestId(`group-column-${groupNumber}`);

/** Lifts a publisher card with the keyboard, moves it one group along and drops it (waiting for each announcement). */
async function keyboardMove(
  page: Page,
  publisher: TestPublisher,
  key: 'ArrowLeft' | 'ArrowRight',
  groupNumber: number,
) {
  const announcements = page.getByRole('status').filter({ hasText: publisher.name });
  const chip = page.getByTestId(`publisher-chip-${publisher.id}`);
  await chip.focus();
  await page.keyboard.press('Space');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer queued when the card was lifted
  // (before the render that set aria-pressed); a timer queued now runs after it
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press(key);
  await expect(announcements.filter({ hasText: `sobre o Grupo ${groupNumber}.` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(announcements.filter({ hasText: `largado no Grupo ${groupNumber}.` })).toBeAttached();
}

/** A group number of this range (100-199) that no group uses yet. */
async function freeGroupNumber(api: Api): Promise<number> {
  const taken = new Set((await api.get<{ groupNumber: number }[]>('/service-groups/')).map((g) => g.groupNumber));
  for (;;) {
    const n = 100 + Math.floor(Math.random() * 100);
    if (!taken.has(n)) return n;
  }
}

test.describe('groups and households', () => {
  test('create and remove a group and a household, with validation and confirmations', async ({ page, admin }) => {
    const groupNumber = await freeGroupNumber(admin.api);
    const household = `Família ${uniqueWord()}`;
    await signInWithSession(page, admin.session, '/grupos');
    await expect(page.getByRole('heading', { name: 'Grupos e Agregados', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Organizar Grupos' })).toBeVisible();

    const groupInput = page.getByPlaceholder('Número do grupo');
    await groupInput.fill('abc');
    await page.getByRole('button', { name: 'Criar Grupo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Grupo tem de ser um número!' })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(page.getByText('Grupo tem de ser um número!')).toHaveCount(0);

    await groupInput.fill(String(groupNumber));
    await page.getByRole('button', { name: 'Criar Grupo' }).click();
    await expect(page.getByText('Grupo criado com sucesso!')).toBeVisible();
    await expect(groupInput).toHaveValue('');
    await expect(page.getByText(`Grupo ${groupNumber}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/Grupos Existentes \(\d+\)/)).toBeVisible();

    await page.getByRole('button', { name: 'Criar Agregado' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Agregado não pode estar vazio!' })).toBeVisible();
    await page.getByPlaceholder('Nome do agregado').fill(`  ${household}  `);
    await page.getByRole('button', { name: 'Criar Agregado' }).click();
    await expect(page.getByText('Agregado criado com sucesso!')).toBeVisible();
    await expect(page.getByText('Agregado não pode estar vazio!')).toHaveCount(0);
    await expect(page.getByText(household, { exact: true })).toBeVisible();

    // removal asks first; cancelling keeps the group
    await page.getByRole('button', { name: `Remover Grupo ${groupNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Deseja remover grupo? Não é possível voltar atrás.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText(`Grupo ${groupNumber}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Remover Grupo ${groupNumber}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Grupo removido com sucesso!')).toBeVisible();
    await expect(page.getByText(`Grupo ${groupNumber}`, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: `Remover ${household}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Deseja remover agregado? Não é possível voltar atrás.');
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Agregado removido com sucesso!')).toBeVisible();
    await expect(page.getByText(household, { exact: true })).toHaveCount(0);
  });

  test('removing a group still used by a publisher is refused with the banner', async ({ page, admin }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    await createPublisher(admin.api, { groupId: group!.id });
    await signInWithSession(page, admin.session, '/grupos');
    await page.getByRole('button', { name: `Remover Grupo ${group!.groupNumber}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'Erro ao remover grupo! Certifique-se que o grupo não está associado a publicadores ou a superintendentes de grupo.',
      }),
    ).toBeVisible();
    await expect(page.getByText(`Grupo ${group!.groupNumber}`, { exact: true })).toBeVisible();
  });
});

test.describe('removing a group held where /grupos does not show it', () => {
  test("deleted users' and other roles' accounts do not hold it", async ({ page, admin }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const elder = await createUser(admin.api, 'Elder', { groupId: group!.id });
    await admin.api.call('DELETE', `/users/${elder.user.id}`);
    await createUser(admin.api, 'Secretary', { groupId: group!.id });
    await signInWithSession(page, admin.session, '/grupos');
    await page.getByRole('button', { name: `Remover Grupo ${group!.groupNumber}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Grupo removido com sucesso!')).toBeVisible();
    await expect(page.getByText(`Grupo ${group!.groupNumber}`, { exact: true })).toHaveCount(0);
  });

  test('archived publishers hold it: the banner names them and where to change their group', async ({
    page,
    admin,
  }) => {
    const [group] = await createConsecutiveGroups(admin.api, 1);
    const archived = await createPublisher(admin.api, {
      groupId: group!.id,
      exitCongregationDate: '2020-01-31',
      isEnabled: false,
    });
    await signInWithSession(page, admin.session, '/grupos');
    await page.getByRole('button', { name: `Remover Grupo ${group!.groupNumber}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: `Erro ao remover grupo! O Grupo ${group!.groupNumber} tem publicadores arquivados: ${archived.name} — altere o grupo de cada um em Publicadores › Mostrar Arquivados.`,
      }),
    ).toBeVisible();
    await expect(page.getByText(`Grupo ${group!.groupNumber}`, { exact: true })).toBeVisible();
  });
});

test.describe('organise groups', () => {
  test('drag a publisher to another group, see the pending change and the leave warning, save and reload', async ({
    page,
    admin,
  }) => {
    const [from, to] = await createConsecutiveGroups(admin.api, 2);
    const publisher = await createPublisher(admin.api, { name: `Tomás ${uniqueWord()}`, groupId: from!.id });
    const label = publisher.name;
    await signInWithSession(page, admin.session, '/grupos/organizar');
    const chip = page.getByTestId(`publisher-chip-${publisher.id}`);
    await expect(column(page, from!.groupNumber).getByTestId(`publisher-chip-${publisher.id}`)).toBeVisible();
    await expect(column(page, to!.groupNumber)).toContainText('Arraste publicadores para este grupo');
    await expect(page.getByRole('button', { name: 'Guardar Alterações' })).toBeDisabled();

    // pointer drag, all of it inside the viewport: other tests' groups can push these two below the fold, and a
    // pointer held near (or past) the viewport's edge makes dnd-kit scroll the page under it
    await column(page, from!.groupNumber).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await chip.boundingBox())!;
    const target = (await column(page, to!.groupNumber).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + Math.min(40, target.height / 2), { steps: 10 });
    await page.mouse.up();

    await expect(column(page, to!.groupNumber).getByTestId(`publisher-chip-${publisher.id}`)).toBeVisible();
    await expect(page.getByText(`Mover do Grupo ${from!.groupNumber} para o Grupo ${to!.groupNumber}`)).toBeVisible();
    await expect(page.getByText('1 alteração por guardar')).toBeVisible();
    await expect(page.getByText('Alterações não guardadas')).toBeVisible();

    // 'Fechar' warns while changes are unsaved, in the app's dialog; staying keeps the screen
    await page.getByRole('button', { name: 'Fechar' }).click();
    const leave = page.getByRole('dialog');
    await expect(leave).toContainText('Tem alterações não gravadas. Tem a certeza que deseja sair?');
    await leave.getByRole('button', { name: 'Ficar' }).click();
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL('/grupos/organizar');

    await page.getByRole('button', { name: 'Guardar Alterações' }).click();
    await expect(page.getByText('Guardado com sucesso!')).toBeVisible();
    await expect(page.getByText('0 alterações por guardar')).toBeVisible();
    await expect(page.getByText('Alterações não guardadas')).toHaveCount(0);

    await page.reload();
    await expect(column(page, to!.groupNumber).getByTestId(`publisher-chip-${publisher.id}`)).toBeVisible();
    const stored = (await admin.api.get<TestPublisher[]>('/publishers/')).find((p) => p.id === publisher.id);
    expect(stored).toMatchObject({ groupId: to!.id, groupNumber: to!.groupNumber, name: label });

    // saved: 'Fechar' leaves without asking
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect(page).toHaveURL('/grupos');
  });

  test('moves with the keyboard and counts plural changes', async ({ page, admin }) => {
    const [first, second] = await createConsecutiveGroups(admin.api, 2);
    const a = await createPublisher(admin.api, { groupId: first!.id });
    const b = await createPublisher(admin.api, { groupId: first!.id });
    await signInWithSession(page, admin.session, '/grupos/organizar');
    for (const publisher of [a, b]) {
      await expect(column(page, first!.groupNumber).getByTestId(`publisher-chip-${publisher.id}`)).toBeVisible();
      await keyboardMove(page, publisher, 'ArrowRight', second!.groupNumber);
      await expect(column(page, second!.groupNumber).getByTestId(`publisher-chip-${publisher.id}`)).toBeVisible();
    }
    await expect(page.getByText('2 alterações por guardar')).toBeVisible();
    await expect(column(page, first!.groupNumber)).toContainText('Arraste publicadores para este grupo');

    // moving one back is no longer a change
    await keyboardMove(page, b, 'ArrowLeft', first!.groupNumber);
    await expect(page.getByText('1 alteração por guardar')).toBeVisible();
  });
});
