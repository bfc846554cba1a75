import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, monthlyActivities, publisherReports, publishers } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { reportsOf, seedPublishers } from './fixtures.test-support';

const w = setUpTestApp(async (t) => ({
  secretary: await signedIn(t, 'Secretary'),
  admin: await signedIn(t, 'Admin'),
  elder: await signedIn(t, 'Elder'),
}));

const URL = '/api/monthlyactivityreports/';
const body = (month: number, year: number, auxiliary: number[] = [], status = 'Open') => ({
  report: { month, year, status },
  publisherReports: auxiliary.map((publisherId) => ({ publisherId, auxiliaryPioneer: true })),
});

async function totals() {
  const [a] = await w.t.db.select({ n: count() }).from(monthlyActivities);
  const [r] = await w.t.db.select({ n: count() }).from(publisherReports);
  const [l] = await w.t.db.select({ n: count() }).from(auditLogs);
  return { activities: a!.n, reports: r!.n, audit: l!.n };
}

async function eligibleCount() {
  const [row] = await w.t.db
    .select({ n: count() })
    .from(publishers)
    .where(and(eq(publishers.isEnabled, true), eq(publishers.isCurrentlyInactive, false)));
  return row!.n;
}

async function create(month: number, year: number, auxiliary: number[] = [], status = 'Open') {
  const res = await w.secretary.call('POST', URL, body(month, year, auxiliary, status));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; reportsCreated: number };
}

describe('POST /monthlyactivityreports/ (report generation)', () => {
  it('creates one report per enabled, active publisher with the pioneer rules of spec point 3', async () => {
    const [regular, regularChosen, plain, auxA, auxB, inactive, inactiveChosen, archived, archivedRegular] =
      await seedPublishers(w.t.db, [
        { regularPioneer: true },
        { regularPioneer: true },
        {},
        {},
        {},
        { isCurrentlyInactive: true },
        { isCurrentlyInactive: true },
        { isEnabled: false },
        { isEnabled: false, regularPioneer: true },
      ]);
    const payload = {
      report: { month: 9, year: 2031, status: 'Open', serviceYear: 1999, id: 77 },
      publisherReports: [
        { publisherId: auxA, auxiliaryPioneer: true, hours: 50, status: 'Sent', studies: 9 },
        { publisherId: auxB, auxiliaryPioneer: true },
        { publisherId: auxB, auxiliaryPioneer: true },
        { publisherId: regularChosen, auxiliaryPioneer: true },
        { publisherId: inactiveChosen, auxiliaryPioneer: true },
        { publisherId: plain, auxiliaryPioneer: false, hours: 10 },
        { publisherId: 987654, auxiliaryPioneer: true },
      ],
    };
    const expected = await eligibleCount();
    const res = await w.secretary.call('POST', URL, payload);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ month: 9, year: 2031, serviceYear: 2032, status: 'Open' });
    expect(created.reportsCreated).toBe(expected);
    expect(created.reportsCount).toBe(expected);
    expect(created.openReportsCount).toBe(expected);
    expect(created.auxiliaryPublisherIds).toEqual([auxA, auxB]);

    const reports = await reportsOf(w.t.db, created.id);
    expect(reports).toHaveLength(expected);
    const byPublisher = new Map(reports.map((r) => [r.publisherId, r]));
    for (const id of [inactive, inactiveChosen, archived, archivedRegular]) expect(byPublisher.has(id!)).toBe(false);
    const pick = (id: number | undefined) => {
      const r = byPublisher.get(id!)!;
      return { hours: r.hours, auxiliaryPioneer: r.auxiliaryPioneer, regularPioneer: r.regularPioneer };
    };
    expect(pick(regular)).toEqual({ hours: 0, auxiliaryPioneer: false, regularPioneer: true });
    expect(pick(regularChosen)).toEqual({ hours: 0, auxiliaryPioneer: false, regularPioneer: true });
    expect(pick(auxA)).toEqual({ hours: 0, auxiliaryPioneer: true, regularPioneer: false });
    expect(pick(auxB)).toEqual({ hours: 0, auxiliaryPioneer: true, regularPioneer: false });
    expect(pick(plain)).toEqual({ hours: null, auxiliaryPioneer: false, regularPioneer: false });
    for (const r of reports) {
      expect(r).toMatchObject({ studies: 0, participatedInMinistry: null, observations: '', status: 'Open' });
    }

    const [audit] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_CREATE'), eq(auditLogs.resourceId, String(created.id))));
    expect(audit).toMatchObject({ severity: 'LOW', userId: w.secretary.id, resource: 'monthly_activity' });
    expect(audit!.details).toMatchObject({ monthlyActivityId: created.id, reportsCreated: expected });
  });

  it('computes the service year on the server (September starts the next one)', async () => {
    expect((await create(7, 2032)).id).toBeGreaterThan(0);
    const august = await w.secretary.call('GET', URL);
    const items = august.json() as { month: number; year: number; serviceYear: number }[];
    expect(items.find((a) => a.month === 7 && a.year === 2032)?.serviceYear).toBe(2032);
    await create(8, 2032, [], 'Closed');
    const detail = (await w.secretary.call('GET', URL)).json() as {
      month: number;
      year: number;
      serviceYear: number;
    }[];
    expect(detail.find((a) => a.month === 8 && a.year === 2032)).toMatchObject({ serviceYear: 2033 });
  });

  it('refuses a duplicate month/year with 409 and the spec message, writing nothing', async () => {
    await create(0, 2033);
    const before = await totals();
    const res = await w.secretary.call('POST', URL, body(0, 2033));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Já existe uma atividade para Janeiro de 2033. Não é possível criar duplicados.');
    expect(await totals()).toEqual(before);
  });

  it('turns a race on the unique month/year into the same 409', async () => {
    const results = await Promise.all([1, 2, 3].map(() => w.secretary.call('POST', URL, body(3, 2033))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error).toBe('Já existe uma atividade para Abril de 2033. Não é possível criar duplicados.');
    }
    const rows = await w.t.db
      .select({ n: count() })
      .from(monthlyActivities)
      .where(and(eq(monthlyActivities.month, 3), eq(monthlyActivities.year, 2033)));
    expect(rows[0]!.n).toBe(1);
  });

  it.each([
    ['report.month', { report: { month: 12, year: 2034 } }],
    ['report.month', { report: { month: -1, year: 2034 } }],
    ['report.month', { report: { month: 1.5, year: 2034 } }],
    ['report.month', { report: { month: '2', year: 2034 } }],
    ['report.year', { report: { month: 1, year: 1999 } }],
    ['report.year', { report: { month: 1, year: 2101 } }],
    ['report.year', { report: { month: 1 } }],
    ['report.status', { report: { month: 1, year: 2034, status: 'Fechado' } }],
    ['report', { publisherReports: [] }],
    ['publisherReports', { report: { month: 1, year: 2034 }, publisherReports: [{ publisherId: 'x' }] }],
    ['publisherReports', { report: { month: 1, year: 2034 }, publisherReports: 'all' }],
  ])('refuses a bad %s with 400 naming it, writing nothing', async (field, payload) => {
    const before = await totals();
    const res = await w.secretary.call('POST', URL, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
    expect(await totals()).toEqual(before);
  });
});

describe('who may read and write', () => {
  it('lets only the Secretary write; Admin and Elder read; no token gets 401', async () => {
    const { id } = await create(5, 2035);
    const before = await totals();
    for (const who of [w.admin, w.elder]) {
      expect((await who.call('POST', URL, body(6, 2035))).statusCode).toBe(403);
      expect((await who.call('PUT', `${URL}${id}`, body(6, 2035))).statusCode).toBe(403);
      expect((await who.call('PATCH', `${URL}${id}/status`, { status: 'Closed' })).statusCode).toBe(403);
      expect((await who.call('GET', URL)).statusCode).toBe(200);
      expect((await who.call('GET', `${URL}${id}`)).json()).toMatchObject({ id, month: 5, year: 2035 });
    }
    const after = await totals();
    expect({ ...after, audit: before.audit }).toEqual(before);
    const refused = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'));
    expect(refused.length).toBeGreaterThanOrEqual(6);
    const anonymous = await w.t.app.inject({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists newest first and answers 404 / 400 for unknown and malformed ids', async () => {
    const list = (await w.elder.call('GET', URL)).json() as { month: number; year: number }[];
    const keys = list.map((a) => a.year * 12 + a.month);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    expect((await w.elder.call('GET', `${URL}999999`)).statusCode).toBe(404);
    expect((await w.elder.call('GET', `${URL}abc`)).statusCode).toBe(400);
    expect((await w.secretary.call('PUT', `${URL}999999`, body(1, 2036))).statusCode).toBe(404);
    expect((await w.secretary.call('PATCH', `${URL}999999/status`, { status: 'Open' })).statusCode).toBe(404);
  });
});
