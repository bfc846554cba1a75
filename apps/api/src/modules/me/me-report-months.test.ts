import { describe, expect, it } from 'vitest';
import {
  readReports,
  seedActivity,
  seedPublisher,
  seedReport,
  setUpReportsApp,
} from '../reports/fixtures.test-support';
import { figures, openMonthWithTwoPublishers } from './fixtures.test-support';

// Two months Open at once (November not yet closed when December opens): the publisher's own report and the family's
// are always of one month, the latest Open one with a report of their own (me/service.ts monthOf).
const w = setUpReportsApp([1, 2]);

/**
 * November: Ana, Bruno and Carla (Ana's daughter, delegated to her). December, opened later: Bruno and Carla only
 * (Ana has no report in it).
 */
async function twoOpenMonths(year: number) {
  const m = await openMonthWithTwoPublishers(w, { month: 10, year });
  const carla = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Carla Sousa Teste' });
  const carlaNovember = await seedReport(w.t.db, m.activityId, { publisherId: carla });
  const anaPublisher = (await readReports(w.t.db, [m.anaReport]))[0]!.publisherId;
  const named = await w.secretary.call('PUT', `/api/publishers/${carla}/reporting-delegate`, {
    delegatePublisherId: anaPublisher,
  });
  expect(named.statusCode, named.body).toBe(200);
  const december = await seedActivity(w.t.db, { month: 11, year });
  const brunoPublisher = (await readReports(w.t.db, [m.brunoReport]))[0]!.publisherId;
  const brunoDecember = await seedReport(w.t.db, december, { publisherId: brunoPublisher, regularPioneer: true });
  const carlaDecember = await seedReport(w.t.db, december, { publisherId: carla });
  return { ...m, november: m.activityId, december, brunoDecember, carlaNovember, carlaDecember };
}

describe('/me/report and /me/reports with two Open months', () => {
  it('read the latest Open month with a report of the publisher’s own, the family’s reports of that same month', async () => {
    const f = await twoOpenMonths(2041);
    const own = await f.ana.call('GET', '/api/me/report');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ activity: { id: f.november, month: 10 }, report: { id: f.anaReport } });
    const family = await f.ana.call('GET', '/api/me/reports');
    expect(family.json().activity.id).toBe(f.november);
    expect(family.json().reports.map((r: { id: number }) => r.id)).toEqual([f.anaReport, f.carlaNovember]);
    // Bruno has a report in both: the latest
    expect((await f.bruno.call('GET', '/api/me/report')).json()).toMatchObject({
      activity: { id: f.december },
      report: { id: f.brunoDecember },
    });
    expect((await f.bruno.call('GET', '/api/me/reports')).json().reports.map((r: { id: number }) => r.id)).toEqual([
      f.brunoDecember,
    ]);
  });

  it('save into that month only: the own report and the family’s shown; another Open month’s is a 409', async () => {
    const f = await twoOpenMonths(2042);
    const other = await f.ana.call('PUT', `/api/me/reports/${f.carlaDecember}`, { ...figures, version: 1 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toContain('não é do mês que está a relatar');
    const saved = await f.ana.call('PUT', `/api/me/reports/${f.carlaNovember}`, { ...figures, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const own = await f.ana.call('PUT', '/api/me/report', { ...figures, studies: 3, version: 1 });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: f.anaReport, studies: 3 });
    const rows = await readReports(w.t.db, [f.anaReport, f.carlaNovember, f.carlaDecember]);
    expect(rows.map((r) => [r.studies, r.version, r.selfReportedBy])).toEqual([
      [3, 2, f.ana.id],
      [2, 2, f.ana.id],
      [0, 1, null],
    ]);
    const overseer = await w.elderA.call('GET', `/api/publisherreports/bymonth/${f.november}`);
    const carla = overseer.json().reports.find((r: { id: number }) => r.id === f.carlaNovember);
    expect(carla).toMatchObject({ participatedInMinistry: true, studies: 2, sentByName: 'Ana Sousa Teste' });
  });
});
