import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLogs,
  households,
  monthlyActivities,
  publisherAppointments,
  publisherReports,
  publishers,
} from '../../db/schema';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { upload } from './upload.test-support';

const w = setUpTestApp(async (t) => {
  const group = await seedGroup(t.db, 3);
  const [household] = await t.db.insert(households).values({ name: 'Família Mota' }).returning();
  const [ines, rui] = await t.db
    .insert(publishers)
    .values([
      {
        name: 'Inês Mota',
        displayName: 'Inês',
        groupId: group,
        groupNumber: 3,
        householdId: household!.id,
        birthDate: '1990-12-31',
        mobile: '+351 960 000 001',
        email: 'ines@example.pt',
        address: 'Rua "Nova"; 2',
        role: 'Elder',
      },
      { name: 'Rui Mota', groupId: group, groupNumber: 3, exitCongregationDate: '2020-01-31', isEnabled: false },
    ])
    .returning();
  await t.db.insert(publisherAppointments).values({ publisherId: ines!.id, kind: 'RegularPioneer' });
  const [october] = await t.db
    .insert(monthlyActivities)
    .values({ month: 9, year: 2024, serviceYear: 2025, status: 'Closed' })
    .returning();
  await t.db.insert(publisherReports).values({
    publisherId: ines!.id,
    monthlyActivityId: october!.id,
    participatedInMinistry: true,
    studies: 2,
    hours: 51,
    regularPioneer: true,
    observations: 'Mês bom',
  });
  return { secretary: await signedIn(t, 'Secretary'), ines: ines!, rui: rui! };
});

describe('exports', () => {
  it('publishers.csv is the template with every publisher; importing it back changes nothing', async () => {
    const res = await w.secretary.call('GET', '/api/exports/publishers.csv');
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[1]).toBe(
      'Inês Mota;Inês;1990-12-31;;ines@example.pt;\'+351 960 000 001;;"Rua ""Nova""; 2";;;Ancião;;;3;Família Mota;;;;;;;Sim;Não;Sim',
    );
    expect(lines[2]).toBe('Rui Mota;;;;;;;;;;Publicador;;;3;;;;;;;2020-01-31;Não;Não;Não');
    const preview = (await upload(w.secretary.call, res.rawPayload)).json();
    expect(preview).toMatchObject({ create: 0, update: 0, unchanged: 2, errors: [], newGroups: [], newHouseholds: [] });
    const entries = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'DATA_EXPORT'));
    expect(entries.at(-1)).toMatchObject({ severity: 'MEDIUM', userId: w.secretary.id, resource: 'export' });
  });

  it('publishers.xlsx imported back changes nothing', async () => {
    const res = await w.secretary.call('GET', '/api/exports/publishers.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const preview = (await upload(w.secretary.call, res.rawPayload, 'publicadores.xlsx')).json();
    expect(preview).toMatchObject({ create: 0, update: 0, unchanged: 2, errors: [] });
  });

  it('an edited export shows the changed columns, and the commit applies only them', async () => {
    const csv = (await w.secretary.call('GET', '/api/exports/publishers.csv')).body.replace(
      ';Ancião;',
      ';Servo Ministrial;',
    );
    const preview = (await upload(w.secretary.call, Buffer.from(csv))).json();
    expect(preview).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    expect(preview.rows[0]).toMatchObject({ action: 'update', publisherId: w.ines.id, changes: ['Função'] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const [ines] = await w.t.db.select().from(publishers).where(eq(publishers.id, w.ines.id));
    expect(ines).toMatchObject({ role: 'MinServant', mobile: '+351 960 000 001', version: 2 });
  });

  it('reports/{serviceYear}.csv has one row per report, month 1-12', async () => {
    const res = await w.secretary.call('GET', '/api/exports/reports/2025.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '\uFEFFNome Completo;Data de Nascimento;Mês;Ano;Participou no Ministério;Estudos Bíblicos;Horas;Pioneiro Auxiliar;Observações;Horas de crédito\r\n' +
        'Inês Mota;1990-12-31;10;2024;Sim;2;51;Não;Mês bom;\r\n',
    );
    expect((await w.secretary.call('GET', '/api/exports/reports/1999.csv')).statusCode).toBe(400);
  });
});
