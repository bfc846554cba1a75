import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, monthlyActivities, publisherReports } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { activityRow, reportsOf, seedPublishers } from './fixtures.test-support';

const w = setUpTestApp(async (t) => ({ secretary: await signedIn(t, 'Secretary') }));

const URL = '/api/monthlyactivityreports/';
const body = (month: number, year: number, auxiliary?: number[], status = 'Open') => ({
  report: { month, year, status },
  ...(auxiliary && { publisherReports: auxiliary.map((publisherId) => ({ publisherId, auxiliaryPioneer: true })) }),
});

async function create(month: number, year: number, auxiliary: number[] = [], status = 'Open'): Promise<number> {
  const res = await w.secretary.call('POST', URL, body(month, year, auxiliary, status));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

function fill(activityId: number, publisherId: number, values: Partial<typeof publisherReports.$inferInsert>) {
  return w.t.db
    .update(publisherReports)
    .set(values)
    .where(and(eq(publisherReports.monthlyActivityId, activityId), eq(publisherReports.publisherId, publisherId)));
}

async function snapshot(activityId: number) {
  const [audit] = await w.t.db.select({ n: count() }).from(auditLogs);
  return {
    activity: await activityRow(w.t.db, activityId),
    reports: await reportsOf(w.t.db, activityId),
    audit: audit!.n,
  };
}

describe('PUT /monthlyactivityreports/{id}', () => {
  it('changes month, year and status, recomputes the service year and keeps filled values', async () => {
    const [keepAux, dropAux, addAux, regular, plain] = await seedPublishers(w.t.db, [
      {},
      {},
      {},
      { regularPioneer: true },
      {},
    ]);
    const id = await create(2, 2040, [keepAux!, dropAux!]);
    const filled = { studies: 3, participatedInMinistry: true, observations: 'Bom mês', status: 'Sent' };
    await fill(id, keepAux!, { ...filled, hours: 31 });
    await fill(id, dropAux!, { hours: 15, studies: 1, participatedInMinistry: true });
    await fill(id, addAux!, { studies: 2, participatedInMinistry: false, observations: 'Doente' });
    await fill(id, regular!, { hours: 52, participatedInMinistry: true });
    await fill(id, plain!, filled);
    const before = await reportsOf(w.t.db, id);

    const res = await w.secretary.call('PUT', `${URL}${id}`, body(9, 2040, [keepAux!, addAux!, regular!]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, month: 9, year: 2040, serviceYear: 2041, status: 'Open' });
    expect(res.json().auxiliaryPublisherIds).toEqual([keepAux, addAux]);

    const after = new Map((await reportsOf(w.t.db, id)).map((r) => [r.publisherId, r]));
    const old = new Map(before.map((r) => [r.publisherId, r]));
    expect(after.get(keepAux!)).toMatchObject({ ...filled, hours: 31, auxiliaryPioneer: true });
    expect(after.get(keepAux!)!.version).toBe(old.get(keepAux!)!.version);
    expect(after.get(addAux!)).toMatchObject({
      auxiliaryPioneer: true,
      hours: 0,
      studies: 2,
      participatedInMinistry: false,
      observations: 'Doente',
    });
    expect(after.get(addAux!)!.version).toBe(old.get(addAux!)!.version + 1);
    expect(after.get(dropAux!)).toMatchObject({ auxiliaryPioneer: false, hours: null, studies: 1 });
    expect(after.get(dropAux!)!.participatedInMinistry).toBe(true);
    expect(after.get(regular!)).toMatchObject({ auxiliaryPioneer: false, regularPioneer: true, hours: 52 });
    expect(after.get(plain!)).toEqual(old.get(plain!));

    const [audit] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_UPDATE'), eq(auditLogs.resourceId, String(id))));
    expect(audit!.oldValues).toMatchObject({ month: 2, year: 2040, serviceYear: 2040 });
    expect(audit!.newValues).toMatchObject({ month: 9, year: 2040, serviceYear: 2041 });
    expect(audit!.details).toMatchObject({
      auxiliariesAdded: [addAux],
      auxiliariesRemoved: [dropAux],
      hoursCleared: [{ publisherId: dropAux, hours: 15 }],
    });
  });

  it('keeps the auxiliary choice when publisherReports is left out', async () => {
    const [aux] = await seedPublishers(w.t.db, [{}]);
    const id = await create(4, 2040, [aux!]);
    const res = await w.secretary.call('PUT', `${URL}${id}`, { report: { month: 5, year: 2040, status: 'Open' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().auxiliaryPublisherIds).toEqual([aux]);
  });

  it('refuses a move onto an existing month with the edit message, changing nothing', async () => {
    await create(0, 2041);
    const [aux] = await seedPublishers(w.t.db, [{}]);
    const id = await create(1, 2041);
    const before = await snapshot(id);
    const res = await w.secretary.call('PUT', `${URL}${id}`, body(0, 2041, [aux!], 'Closed'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Alterar para Janeiro de 2041 criaria um conflito com uma atividade existente.');
    expect(await snapshot(id)).toEqual(before);
    // saving an activity onto its own month is not a conflict
    expect((await w.secretary.call('PUT', `${URL}${id}`, body(1, 2041))).statusCode).toBe(200);
  });

  it('refuses bad values with 400 naming the field, changing nothing', async () => {
    const id = await create(6, 2041);
    const before = await snapshot(id);
    for (const [payload, field] of [
      [{ report: { month: 12, year: 2041 } }, 'report.month'],
      [{ report: { month: 1, year: 20411 } }, 'report.year'],
      [{ report: { month: 1, year: 2041, status: 'Closed ' } }, 'report.status'],
    ] as const) {
      const res = await w.secretary.call('PUT', `${URL}${id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses to change the auxiliaries of a closed activity unless the edit reopens it', async () => {
    const [aux] = await seedPublishers(w.t.db, [{}]);
    const id = await create(7, 2041, [], 'Closed');
    const before = await snapshot(id);
    const refused = await w.secretary.call('PUT', `${URL}${id}`, body(7, 2041, [aux!], 'Closed'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACTIVITY_CLOSED');
    expect(await snapshot(id)).toEqual(before);
    const reopened = await w.secretary.call('PUT', `${URL}${id}`, body(7, 2041, [aux!], 'Open'));
    expect(reopened.json()).toMatchObject({ status: 'Open', auxiliaryPublisherIds: [aux] });
  });

  it('refuses to change the month or year of a Closed activity (409, pt-PT reason), even with a reopening edit', async () => {
    const id = await create(3, 2043, [], 'Closed');
    const before = await snapshot(id);
    for (const [month, year, status] of [
      [4, 2043, 'Closed'],
      [3, 2044, 'Closed'],
      [4, 2043, 'Open'],
    ] as const) {
      const refused = await w.secretary.call('PUT', `${URL}${id}`, body(month, year, undefined, status));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'ACTIVITY_CLOSED',
        error:
          'A atividade está fechada: o mês e o ano de um mês fechado não mudam (os relatórios pertencem a esse mês).',
      });
    }
    expect(await snapshot(id)).toEqual(before);
    const reopened = await w.secretary.call('PUT', `${URL}${id}`, body(3, 2043, undefined, 'Open'));
    expect(reopened.statusCode).toBe(200);
    const moved = await w.secretary.call('PUT', `${URL}${id}`, body(8, 2043, undefined, 'Open'));
    expect(moved.json()).toMatchObject({ month: 8, year: 2043, serviceYear: 2044, status: 'Open' });
  });

  it('gives publishers who became eligible their report when the activity is open, never when closed', async () => {
    const open = await create(9, 2041);
    const closed = await create(10, 2041, [], 'Closed');
    const [newcomer, newAux, newInactive] = await seedPublishers(w.t.db, [{}, {}, { isCurrentlyInactive: true }]);
    const res = await w.secretary.call('PUT', `${URL}${open}`, body(9, 2041, [newAux!]));
    expect(res.json().reportsCreated).toBe(2);
    const reports = new Map((await reportsOf(w.t.db, open)).map((r) => [r.publisherId, r]));
    expect(reports.get(newcomer!)).toMatchObject({ hours: null, auxiliaryPioneer: false, status: 'Open' });
    expect(reports.get(newAux!)).toMatchObject({ hours: 0, auxiliaryPioneer: true });
    expect(reports.has(newInactive!)).toBe(false);
    const again = await w.secretary.call('PUT', `${URL}${closed}`, body(10, 2041, [], 'Closed'));
    expect(again.json().reportsCreated).toBe(0);
    expect((await reportsOf(w.t.db, closed)).some((r) => r.publisherId === newcomer)).toBe(false);
  });
});

describe('PATCH /monthlyactivityreports/{id}/status', () => {
  it('closes and reopens, counting reports still open, audited once per change', async () => {
    const [a, b] = await seedPublishers(w.t.db, [{}, {}]);
    const id = await create(0, 2042);
    await fill(id, a!, { status: 'Sent', participatedInMinistry: true });
    const detail = (await w.secretary.call('GET', `${URL}${id}`)).json();
    expect(detail.openReportsCount).toBe(detail.reportsCount - 1);
    expect(detail.reportsCount).toBeGreaterThanOrEqual(2);
    expect(b).toBeDefined();

    const closed = await w.secretary.call('PATCH', `${URL}${id}/status`, { status: 'Closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, status: 'Closed', openReportsCount: detail.openReportsCount });
    expect((await activityRow(w.t.db, id))[0]!.status).toBe('Closed');
    const again = await w.secretary.call('PATCH', `${URL}${id}/status`, { status: 'Closed' });
    expect(again.statusCode).toBe(200);
    const reopened = await w.secretary.call('PATCH', `${URL}${id}/status`, { status: 'Open' });
    expect(reopened.json().status).toBe('Open');

    const audits = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_UPDATE'), eq(auditLogs.resourceId, String(id))))
      .orderBy(auditLogs.id);
    expect(audits.map((x) => x.newValues)).toEqual([{ status: 'Closed' }, { status: 'Open' }]);
  });

  it('refuses a bad status with 400, changing nothing', async () => {
    const id = await create(1, 2042);
    for (const status of ['Fechado', 'closed', '', null, 3]) {
      const res = await w.secretary.call('PATCH', `${URL}${id}/status`, { status });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('status');
    }
    const [row] = await w.t.db.select().from(monthlyActivities).where(eq(monthlyActivities.id, id));
    expect(row!.status).toBe('Open');
  });
});
