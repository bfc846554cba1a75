import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, households, monthlyActivities, publisherReports, publishers, serviceGroups } from '../../db/schema';
import { publisherAppointments } from '../../db/schema-records';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { fixture, publisherNamed, upload } from './upload.test-support';

const w = setUpTestApp(async (t) => ({
  secretary: await signedIn(t, 'Secretary'),
  elder: await signedIn(t, 'Elder'),
  group1: await seedGroup(t.db, 1),
}));

const publisherCount = async () => (await w.t.db.select({ n: count() }).from(publishers))[0]!.n;
const BOM = '\uFEFF';

describe('GET /api/imports/template.csv', () => {
  it('is the header of the publisher columns, semicolon-separated, UTF-8 with a BOM', async () => {
    const res = await w.secretary.call('GET', '/api/imports/template.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toBe(
      `${BOM}Nome Completo;Nome Preferido;Data de Nascimento;Data de Batismo;Email;Telemóvel;Telefone de Casa;Morada;` +
        'Código Postal;Cidade;Função;Sexo;Esperança;Grupo;Agregado Familiar;Chegada à Congregação;Mudança de Grupo;' +
        'Data de Reativação;Data RGPD;Data de Falecimento;Saída da Congregação;Pioneiro Regular;Inativo;Visível\r\n',
    );
  });

  it('is refused to an Elder', async () => {
    expect((await w.elder.call('GET', '/api/imports/template.csv')).statusCode).toBe(403);
  });
});

describe('POST /api/imports/preview and commit', () => {
  it('reads a spreadsheet CSV (BOM, semicolons, dd/mm/yyyy), writes nothing, then commits all of it, audited', async () => {
    const res = await upload(w.secretary.call, fixture('spreadsheet-semicolon-bom.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ create: 3, update: 0, unchanged: 0, errors: [], ignoredColumns: [] });
    expect(preview.newGroups).toEqual([2]);
    expect(preview.newHouseholds).toEqual(['Família Costa']);
    expect(preview.rows.map((r: { row: number; name: string }) => [r.row, r.name])).toEqual([
      [2, 'Ana Luísa Costa'],
      [3, 'João Costa'],
      [4, 'Rita Sousa; filha'],
    ]);
    expect(await publisherCount()).toBe(0);

    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json()).toEqual({ created: 3, updated: 0, unchanged: 0, groupsCreated: 1, householdsCreated: 1 });
    const ana = await publisherNamed(w.t.db, 'Ana Luísa Costa');
    const [costa] = await w.t.db.select().from(households);
    const [group2] = await w.t.db.select().from(serviceGroups).where(eq(serviceGroups.groupNumber, 2));
    expect(ana).toMatchObject({
      birthDate: '1985-03-14',
      mobile: '+351 912 345 678',
      email: 'ana@example.pt',
      role: 'Publisher',
      groupId: w.group1,
      groupNumber: 1,
      householdId: costa!.id,
      regularPioneer: true,
      rgpdDate: '2024-01-10',
      isEnabled: true,
    });
    const rita = await publisherNamed(w.t.db, 'Rita Sousa; filha');
    expect(rita).toMatchObject({ role: 'NonBaptized', groupId: group2!.id, householdId: null, regularPioneer: false });
    const [entry] = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'DATA_IMPORT'));
    expect(entry).toMatchObject({ severity: 'MEDIUM', userId: w.secretary.id });
    expect(entry!.details).toMatchObject({ created: 3, updated: 0, groupsCreated: 1, householdsCreated: 1 });

    const again = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(again.statusCode).toBe(404);
  });

  it('names each bad cell by row and column, and a file with errors is never committed', async () => {
    const before = await publisherCount();
    const res = await upload(w.secretary.call, fixture('bad-rows.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.errors).toEqual([
      { row: 2, column: 'Data de Nascimento', message: 'Data inválida: use aaaa-mm-dd ou dd/mm/aaaa.' },
      {
        row: 3,
        column: 'Função',
        message: 'Função desconhecida: use Ancião, Servo Ministrial, Publicador ou Publicador Não Batizado.',
      },
      { row: 3, column: 'Pioneiro Regular', message: 'Valor inválido: use Sim ou Não.' },
      { row: 4, column: 'Nome Completo', message: 'Nome e data de nascimento repetidos (linha 3).' },
      { row: 5, column: 'Grupo', message: 'Fórmulas não são aceites: escreva o valor.' },
      { row: 6, column: 'Nome Completo', message: 'Valor obrigatório.' },
    ]);
    expect(preview).toMatchObject({ create: 1, ignoredColumns: ['Coluna Extra'] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().error).toBe('O ficheiro tem erros: corrija-os e envie-o de novo. Nada foi gravado.');
    expect(await publisherCount()).toBe(before);
  });

  it('updates many publishers at once: values cleared, pioneer appointments, archived by an exit date', async () => {
    const [carla, duarte] = await w.t.db
      .insert(publishers)
      .values([
        { name: 'Carla Lote', birthDate: '1970-01-02', mobile: '911 000 001', groupId: w.group1, groupNumber: 1 },
        { name: 'Duarte Lote', birthDate: '1971-02-03', mobile: '911 000 002', groupId: w.group1, groupNumber: 1 },
      ])
      .returning();
    const file =
      'Nome Completo;Data de Nascimento;Grupo;Telemóvel;Pioneiro Regular;Saída da Congregação\r\n' +
      'Carla Lote;02/01/1970;1;;Sim;\r\n' +
      'Duarte Lote;03/02/1971;1;913 000 003;Não;31/01/2025\r\n';
    const preview = (await upload(w.secretary.call, Buffer.from(file))).json();
    expect(preview).toMatchObject({ create: 0, update: 2, unchanged: 0, errors: [] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.json()).toEqual({ created: 0, updated: 2, unchanged: 0, groupsCreated: 0, householdsCreated: 0 });
    const rows = await w.t.db
      .select()
      .from(publishers)
      .where(inArray(publishers.id, [carla!.id, duarte!.id]))
      .orderBy(publishers.id);
    expect(rows.map((r) => [r.mobile, r.exitCongregationDate, r.isEnabled, r.version, r.groupId])).toEqual([
      [null, null, true, 2, w.group1],
      ['913 000 003', '2025-01-31', false, 2, w.group1],
    ]);
    const appointments = await w.t.db
      .select({ publisherId: publisherAppointments.publisherId, kind: publisherAppointments.kind })
      .from(publisherAppointments)
      .where(inArray(publisherAppointments.publisherId, [carla!.id, duarte!.id]));
    expect(appointments).toEqual([{ publisherId: carla!.id, kind: 'RegularPioneer' }]);
  });

  it('refuses a commit once the data changed since the preview (409), writing nothing', async () => {
    const before = await publisherCount();
    const preview = (await upload(w.secretary.call, Buffer.from('Nome Completo;Grupo\r\nNova Pessoa;1\r\n'))).json();
    expect(preview).toMatchObject({ create: 1, errors: [] });
    await w.t.db.insert(households).values({ name: 'Outra' });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.statusCode).toBe(409);
    expect(commit.json().code).toBe('IMPORT_OUTDATED');
    expect(await publisherCount()).toBe(before);
  });

  it('refuses bad files with a clear message', async () => {
    const cases: [Uint8Array, number, string][] = [
      [new Uint8Array(), 400, 'O ficheiro está vazio.'],
      [Buffer.from('\uFEFF\r\n\r\n'), 400, 'O ficheiro está vazio.'],
      [fixture('latin1.csv'), 400, 'O ficheiro não está em UTF-8'],
      [Buffer.from('Nome;Grupo\r\nAna;1\r\n'), 400, 'Faltam colunas no cabeçalho: Nome Completo.'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 400, 'O ficheiro .xlsx está danificado'],
      [Buffer.alloc(20 * 1024 * 1024 + 1, 0x41), 413, 'O ficheiro tem mais de 20 MB.'],
      [Buffer.from(`Nome Completo;Grupo\n${'Ana;1\n'.repeat(50_001)}`), 400, 'O ficheiro tem mais de 50'],
    ];
    for (const [data, status, message] of cases) {
      const res = await upload(w.secretary.call, data);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toContain(message);
    }
    const json = await w.secretary.call('POST', '/api/imports/preview', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('gives the publishers it creates their report in the Open month, in one audited step', async () => {
    const [open] = await w.t.db
      .insert(monthlyActivities)
      .values({ month: 10, year: 2026, serviceYear: 2027, status: 'Open' })
      .returning();
    const file = Buffer.from(
      'Nome Completo;Grupo;Pioneiro Regular;Sexo;Esperança\r\nLia Nunes;1;Sim;Feminino;Outras ovelhas\r\nIvo Nunes;1;Não;;\r\n',
    );
    const preview = (await upload(w.secretary.call, file)).json();
    expect((await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`)).json()).toMatchObject({
      created: 2,
    });
    const reports = await w.t.db
      .select({ name: publishers.name, hours: publisherReports.hours, regularPioneer: publisherReports.regularPioneer })
      .from(publisherReports)
      .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
      .where(eq(publisherReports.monthlyActivityId, open!.id))
      .orderBy(publishers.name);
    expect(reports).toEqual([
      { name: 'Ivo Nunes', hours: null, regularPioneer: false },
      { name: 'Lia Nunes', hours: 0, regularPioneer: true },
    ]);
    const people = await w.t.db
      .select({ name: publishers.name, gender: publishers.gender, hope: publishers.hope })
      .from(publishers)
      .where(inArray(publishers.name, ['Ivo Nunes', 'Lia Nunes']))
      .orderBy(publishers.name);
    expect(people).toEqual([
      { name: 'Ivo Nunes', gender: null, hope: null },
      { name: 'Lia Nunes', gender: 'Female', hope: 'OtherSheep' },
    ]);
    const [entry] = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'REPORT_CREATE'));
    expect(entry!.description).toBe(
      'Relatórios de Novembro de 2026 criados para 2 publicadores (entraram com o mês aberto)',
    );
  });
});
