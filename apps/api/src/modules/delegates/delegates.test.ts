import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, households, publishers } from '../../db/schema';
import { figures, openMonthWithTwoPublishers } from '../me/fixtures.test-support';
import {
  readReports,
  seedActivity,
  seedPublisher,
  seedReport,
  setActivityStatus,
  setUpReportsApp,
} from '../reports/fixtures.test-support';

const w = setUpReportsApp([5, 6]);

/** The open month of Ana (with an account) and Bruno, and Carla, Ana's daughter: no account, a report this month. */
async function family() {
  const m = await openMonthWithTwoPublishers(w);
  const carla = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Carla Sousa Teste' });
  const carlaReport = await seedReport(w.t.db, m.activityId, { publisherId: carla });
  const [home] = await w.t.db.insert(households).values({ name: 'Família Sousa' }).returning({ id: households.id });
  const anaPublisher = (await readReports(w.t.db, [m.anaReport]))[0]!.publisherId;
  await w.t.db
    .update(publishers)
    .set({ householdId: home!.id })
    .where(inArray(publishers.id, [carla, anaPublisher]));
  const name = (delegatePublisherId: number | null) =>
    w.secretary.call('PUT', `/api/publishers/${carla}/reporting-delegate`, { delegatePublisherId });
  return { ...m, carla, carlaReport, anaPublisher, name };
}

describe('PUT /api/publishers/:id/reporting-delegate', () => {
  it('names another publisher with an account (same household first among the candidates), audited', async () => {
    const f = await family();
    const candidates = await w.secretary.call('GET', `/api/publishers/${f.carla}/reporting-delegate`);
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json().delegate).toBeNull();
    expect(candidates.json().candidates[0]).toEqual({
      publisherId: f.anaPublisher,
      name: 'Ana Sousa Teste',
      isSameHousehold: true,
    });
    const res = await f.name(f.anaPublisher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      publisherId: f.carla,
      delegate: { publisherId: f.anaPublisher, name: 'Ana Sousa Teste' },
    });
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.description, 'Relatório do publicador "Carla Sousa Teste" confiado a "Ana Sousa Teste"'));
    expect(entry).toMatchObject({ eventType: 'PUBLISHER_UPDATE', userId: w.secretary.id });
  });

  it('refuses oneself, a publisher without an account or unknown (400 naming the field), and an Elder (403)', async () => {
    const f = await family();
    const self = await f.name(f.carla);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toContain('delegatePublisherId');
    const noAccount = await seedPublisher(w.t.db, { groupId: w.groupA });
    expect((await f.name(noAccount)).json().error).toContain('não tem conta');
    expect((await f.name(999_999)).statusCode).toBe(400);
    const byElder = await w.elderA.call('PUT', `/api/publishers/${f.carla}/reporting-delegate`, {
      delegatePublisherId: f.anaPublisher,
    });
    expect(byElder.statusCode).toBe(403);
    const [carla] = await w.t.db.select().from(publishers).where(eq(publishers.id, f.carla));
    expect(carla!.reportingDelegateId).toBeNull();
  });
});

describe('GET/PUT /api/me/reports', () => {
  it('lets the delegate read and save a family member’s report, seen by the overseer as sent by them', async () => {
    const f = await family();
    await f.name(f.anaPublisher);
    const list = await f.ana.call('GET', '/api/me/reports');
    expect(list.statusCode).toBe(200);
    expect(list.json().reports.map((r: { id: number }) => r.id)).toEqual([f.anaReport, f.carlaReport]);
    // Bruno sees only his own
    expect((await f.bruno.call('GET', '/api/me/reports')).json().reports.map((r: { id: number }) => r.id)).toEqual([
      f.brunoReport,
    ]);

    const saved = await f.ana.call('PUT', `/api/me/reports/${f.carlaReport}`, { ...figures, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: f.carlaReport, studies: 2, version: 2, status: 'Open' });
    const [row] = await readReports(w.t.db, [f.carlaReport]);
    expect(row!.selfReportedBy).toBe(f.ana.id);
    const own = await f.ana.call('PUT', `/api/me/reports/${f.anaReport}`, { ...figures, studies: 1, version: 1 });
    expect(own.statusCode).toBe(200);

    const overseer = await w.elderA.call('GET', `/api/publisherreports/bymonth/${f.activityId}`);
    const byId = new Map(overseer.json().reports.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(f.carlaReport)).toMatchObject({ sentByName: 'Ana Sousa Teste' });
    expect(byId.get(f.anaReport)).toMatchObject({ sentByName: null });

    // the same version rules as /me/report: a stale one is a 409, nothing written
    const stale = await f.ana.call('PUT', `/api/me/reports/${f.carlaReport}`, { ...figures, studies: 7, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await readReports(w.t.db, [f.carlaReport]))[0]).toMatchObject({ studies: 2, version: 2 });
  });

  it('refuses (403) any other report, and Carla’s once the delegate is removed; nothing written', async () => {
    const f = await family();
    await f.name(f.anaPublisher);
    const other = await f.ana.call('PUT', `/api/me/reports/${f.brunoReport}`, { ...figures, version: 1 });
    expect(other.statusCode).toBe(403);
    expect((await f.bruno.call('PUT', `/api/me/reports/${f.carlaReport}`, { ...figures, version: 1 })).statusCode).toBe(
      403,
    );
    expect((await f.ana.call('PUT', '/api/me/reports/999999', { ...figures, version: 1 })).statusCode).toBe(403);
    await f.name(null);
    expect((await f.ana.call('PUT', `/api/me/reports/${f.carlaReport}`, { ...figures, version: 1 })).statusCode).toBe(
      403,
    );
    expect((await readReports(w.t.db, [f.brunoReport, f.carlaReport])).map((r) => r.version)).toEqual([1, 1]);
  });

  it('says so when the month of the report was closed meanwhile (a queued save): 404, or 409 once the next is open', async () => {
    const f = await family();
    await f.name(f.anaPublisher);
    await setActivityStatus(w.t.db, f.activityId, 'Closed');
    const closed = await f.ana.call('PUT', `/api/me/reports/${f.carlaReport}`, { ...figures, version: 1 });
    expect(closed.statusCode).toBe(404);
    const next = await seedActivity(w.t.db);
    await seedReport(w.t.db, next, { publisherId: f.carla });
    const late = await f.ana.call('PUT', `/api/me/reports/${f.carlaReport}`, { ...figures, version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('atrasado');
    expect((await readReports(w.t.db, [f.carlaReport]))[0]).toMatchObject({ version: 1 });
  });
});
