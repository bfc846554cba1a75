import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectReportsWithMonth } from '../../db/report-join';
import { auditLogs, monthlyActivities, publisherAppointments, publisherReports, publishers } from '../../db/schema';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { reportFigureColumns } from '../reports/repository';
import { fixture, upload } from './upload.test-support';

// Ana is a regular pioneer from November 2024; Bruno never a pioneer. September 2024 is Closed with both reports;
// October 2026 is Open and Carla's report in it was sent.
const w = setUpTestApp(async (t) => {
  const group = await seedGroup(t.db, 1);
  const [ana, bruno, carla] = await t.db
    .insert(publishers)
    .values([
      { name: 'Ana Costa', birthDate: '1980-05-01', groupId: group, groupNumber: 1 },
      { name: 'Bruno Dias', groupId: group, groupNumber: 1 },
      { name: 'Carla Eira', birthDate: '1975-02-02', groupId: group, groupNumber: 1 },
    ])
    .returning();
  await t.db
    .insert(publisherAppointments)
    .values({ publisherId: ana!.id, kind: 'RegularPioneer', startDate: '2024-11-01' });
  const [september, october2026] = await t.db
    .insert(monthlyActivities)
    .values([
      { month: 8, year: 2024, serviceYear: 2025, status: 'Closed' },
      { month: 9, year: 2026, serviceYear: 2027, status: 'Open' },
    ])
    .returning();
  await t.db.insert(publisherReports).values([
    {
      publisherId: ana!.id,
      monthlyActivityId: september!.id,
      participatedInMinistry: true,
      studies: 1,
      groupId: group,
    },
    { publisherId: bruno!.id, monthlyActivityId: september!.id, groupId: group },
    {
      publisherId: carla!.id,
      monthlyActivityId: october2026!.id,
      participatedInMinistry: true,
      status: 'Sent',
      groupId: group,
    },
  ]);
  return { secretary: await signedIn(t, 'Secretary'), group, ana: ana!, bruno: bruno!, september: september! };
});

const reportsOf = (publisherId: number) =>
  selectReportsWithMonth(w.t.db, {
    month: monthlyActivities.month,
    year: monthlyActivities.year,
    activityStatus: monthlyActivities.status,
    serviceYear: monthlyActivities.serviceYear,
    ...reportFigureColumns,
    groupId: publisherReports.groupId,
    version: publisherReports.version,
  })
    .where(eq(publisherReports.publisherId, publisherId))
    .orderBy(asc(monthlyActivities.year), asc(monthlyActivities.month));

const allVersions = () =>
  w.t.db
    .select({ id: publisherReports.id, version: publisherReports.version })
    .from(publisherReports)
    .orderBy(publisherReports.id);

describe('report history import', () => {
  it('previews by publisher and month, then commits: months created Closed, flags from the appointments, audited', async () => {
    const res = await upload(w.secretary.call, fixture('reports-history.csv'), 'relatorios.csv');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      kind: 'reports',
      create: 3,
      update: 1,
      unchanged: 1,
      errors: [],
      ignoredColumns: [],
    });
    expect(
      preview.rows.map((r: { row: number; action: string; period: string }) => [r.row, r.action, r.period]),
    ).toEqual([
      [2, 'unchanged', '09/2024'],
      [3, 'update', '09/2024'],
      [4, 'create', '10/2024'],
      [5, 'create', '11/2024'],
      [6, 'create', '11/2024'],
    ]);
    expect(preview.rows[1]).toMatchObject({
      publisherId: w.bruno.id,
      changes: ['Participou no Ministério', 'Estudos Bíblicos', 'Observações'],
    });
    expect(preview.rows[2]).toMatchObject({ publisherId: w.ana.id, changes: [] });
    expect(await reportsOf(w.ana.id)).toHaveLength(1);

    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json()).toEqual({
      created: 3,
      updated: 1,
      unchanged: 1,
      groupsCreated: 0,
      householdsCreated: 0,
      monthsCreated: 2,
    });
    // nothing in the file or the appointments makes anyone a special pioneer or a field missionary
    const base = {
      participatedInMinistry: true,
      observations: '',
      groupId: w.group,
      specialPioneer: false,
      fieldMissionary: false,
      creditHours: null,
    };
    expect(await reportsOf(w.ana.id)).toEqual([
      {
        ...base,
        month: 8,
        year: 2024,
        activityStatus: 'Closed',
        serviceYear: 2025,
        studies: 1,
        hours: null,
        auxiliaryPioneer: false,
        regularPioneer: false,
        status: 'Open',
        version: 1,
      },
      {
        ...base,
        month: 9,
        year: 2024,
        activityStatus: 'Closed',
        serviceYear: 2025,
        studies: 3,
        hours: 30,
        auxiliaryPioneer: true,
        regularPioneer: false,
        status: 'Sent',
        version: 1,
      },
      {
        ...base,
        month: 10,
        year: 2024,
        activityStatus: 'Closed',
        serviceYear: 2025,
        studies: 4,
        hours: 50,
        auxiliaryPioneer: false,
        regularPioneer: true,
        status: 'Sent',
        version: 1,
      },
    ]);
    expect(await reportsOf(w.bruno.id)).toMatchObject([
      { month: 8, participatedInMinistry: true, studies: 2, hours: null, observations: 'Visitas', version: 2 },
      { month: 10, participatedInMinistry: false, studies: 0, hours: null, regularPioneer: false, status: 'Sent' },
    ]);
    const [entry] = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'DATA_IMPORT'));
    expect(entry).toMatchObject({ userId: w.secretary.id, resource: 'report' });
    expect(entry!.details).toEqual({ created: 3, updated: 1, monthsCreated: 2, unchanged: 1 });
  });

  it('names each bad row by row and column, and nothing is written', async () => {
    const versions = await allVersions();
    const months = await w.t.db.select().from(monthlyActivities);
    const res = await upload(w.secretary.call, fixture('reports-bad.csv'), 'relatorios.csv');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.errors).toEqual([
      {
        row: 2,
        column: 'Nome Completo',
        message: 'Publicador desconhecido: não há nenhum com este nome e esta data de nascimento.',
      },
      { row: 3, column: 'Mês', message: 'Número inteiro inválido.' },
      {
        row: 4,
        column: 'Horas',
        message:
          'Horas só para pioneiros: neste mês o publicador não era pioneiro (marque Pioneiro Auxiliar se o foi).',
      },
      { row: 6, column: 'Mês', message: 'Relatório repetido para este publicador e mês (linha 5).' },
      { row: 7, column: 'Mês', message: 'O relatório deste mês aberto já foi enviado: não é alterado por importação.' },
      {
        row: 8,
        column: 'Mês',
        message:
          'Este mês não tem atividade mensal e não é passado: só meses passados são criados (fechados) por importação.',
      },
      {
        row: 9,
        column: 'Pioneiro Auxiliar',
        message: 'Neste mês o publicador já era pioneiro por nomeação: não pode ser também pioneiro auxiliar.',
      },
    ]);
    expect(preview).toMatchObject({ kind: 'reports', update: 1 });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.statusCode).toBe(400);
    expect(await allVersions()).toEqual(versions);
    expect(await w.t.db.select().from(monthlyActivities)).toEqual(months);
  });

  it('an exported service year imported back changes nothing, even a report the rules would refuse now', async () => {
    const history = (await upload(w.secretary.call, fixture('reports-history.csv'))).json();
    expect((await w.secretary.call('POST', `/api/imports/${history.importId}/commit`)).statusCode).toBe(200);
    // a stored report against today's rule (hours of a non-pioneer, typed before the rule) comes back unchanged too
    await w.t.db
      .update(publisherReports)
      .set({ hours: 3 })
      .where(and(eq(publisherReports.publisherId, w.ana.id), eq(publisherReports.monthlyActivityId, w.september.id)));
    const versions = await allVersions();
    const exported = await w.secretary.call('GET', '/api/exports/reports/2025.csv');
    const preview = (await upload(w.secretary.call, exported.rawPayload)).json();
    expect(preview).toMatchObject({ kind: 'reports', create: 0, update: 0, unchanged: 5, errors: [] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.json()).toMatchObject({ created: 0, updated: 0, unchanged: 5, monthsCreated: 0 });
    expect(await allVersions()).toEqual(versions);
  });

  it('sends history only with participation answered: unanswered it is created Open, a Sent one keeps its answer', async () => {
    const [june] = await w.t.db
      .insert(monthlyActivities)
      .values({ month: 5, year: 2023, serviceYear: 2023, status: 'Closed' })
      .returning();
    const [carla] = await w.t.db.select().from(publishers).where(eq(publishers.name, 'Carla Eira'));
    await w.t.db.insert(publisherReports).values({
      publisherId: carla!.id,
      monthlyActivityId: june!.id,
      participatedInMinistry: true,
      status: 'Sent',
      groupId: w.group,
    });
    const head = 'Nome Completo;Data de Nascimento;Mês;Ano;Participou no Ministério\r\n';
    const blankSent = await upload(w.secretary.call, Buffer.from(`${head}Carla Eira;02/02/1975;6;2023;\r\n`));
    expect(blankSent.json().errors).toEqual([
      { row: 2, column: 'Participou no Ministério', message: IMPORT_MESSAGES.sentUnanswered },
    ]);
    const rows = `${head}Carla Eira;02/02/1975;3;2023;\r\nCarla Eira;02/02/1975;4;2023;Não\r\n`;
    const preview = (await upload(w.secretary.call, Buffer.from(rows))).json();
    expect(preview).toMatchObject({ kind: 'reports', create: 2, errors: [] });
    expect((await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`)).statusCode).toBe(200);
    expect(await reportsOf(carla!.id)).toMatchObject([
      { month: 2, year: 2023, activityStatus: 'Closed', participatedInMinistry: null, status: 'Open' },
      { month: 3, year: 2023, activityStatus: 'Closed', participatedInMinistry: false, status: 'Sent' },
      { month: 5, year: 2023, activityStatus: 'Closed', participatedInMinistry: true, status: 'Sent' },
      { month: 9, year: 2026, status: 'Sent' },
    ]);
  });

  it('refuses a commit when a report changed since the preview (409), writing nothing', async () => {
    const file = Buffer.from('Nome Completo;Mês;Ano;Observações\r\nBruno Dias;9;2024;Outra nota\r\n');
    const preview = (await upload(w.secretary.call, file)).json();
    expect(preview).toMatchObject({ kind: 'reports', update: 1, errors: [] });
    await w.t.db
      .update(publisherReports)
      .set({ studies: 9, version: 5 })
      .where(and(eq(publisherReports.publisherId, w.ana.id), eq(publisherReports.monthlyActivityId, w.september.id)));
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.statusCode).toBe(409);
    expect(commit.json().code).toBe('IMPORT_OUTDATED');
    expect((await reportsOf(w.bruno.id))[0]!.observations).not.toBe('Outra nota');
  });
});
