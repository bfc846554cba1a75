import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { invitedPublisher } from '../invitations/fixtures.test-support';
import { readReports, seedPublisher, seedReport, setUpReportsApp } from '../reports/fixtures.test-support';
import { figures, openMonthWithTwoPublishers } from './fixtures.test-support';

// Publishers who send at the same moment share one read and one write transaction (lib/batched.ts): each must
// still get their own answer, and only their own report written and audited.
const w = setUpReportsApp([1, 2]);

describe('PUT /api/me/report at the same moment', () => {
  it('answers publishers sending at the same moment each on their own: saved, stale, refused, twice', async () => {
    const m = await openMonthWithTwoPublishers(w);
    const carlaId = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Carla Dias Teste' });
    const carlaReport = await seedReport(w.t.db, m.activityId, { publisherId: carlaId });
    const carla = await invitedPublisher(w.t, w.secretary.call, carlaId);
    const reads = await Promise.all([m.ana, m.bruno, carla].map((p) => p.call('GET', '/api/me/report')));
    expect(reads.map((r) => r.json().report.id)).toEqual([m.anaReport, m.brunoReport, carlaReport]);
    expect(reads[0]!.body).not.toContain('Bruno');
    const answers = await Promise.all([
      m.ana.call('PUT', '/api/me/report', { ...figures, studies: 4, version: 1 }),
      m.ana.call('PUT', '/api/me/report', { ...figures, studies: 8, version: 1 }), // the same report again: stale
      m.bruno.call('PUT', '/api/me/report', { ...figures, hours: 12, version: 1 }),
      carla.call('PUT', '/api/me/report', { ...figures, hours: 3, version: 1 }), // not a pioneer: no hours
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409, 200, 400]);
    expect(answers[1]!.json()).toMatchObject({ code: 'STALE_VERSION', staleReportIds: [m.anaReport] });
    expect(answers[2]!.json()).toMatchObject({ id: m.brunoReport, hours: 12, version: 2 });
    expect(answers[3]!.json().error).toContain('não reporta horas');
    const rows = await readReports(w.t.db, [m.anaReport, m.brunoReport, carlaReport]);
    expect(rows.map((r) => [r.studies, r.hours, r.version, r.selfReportedBy])).toEqual([
      [4, null, 2, m.ana.id],
      [2, 12, 2, m.bruno.id],
      [0, null, 1, null],
    ]);
    // one REPORT_UPDATE per saved report, each naming its own sender
    const updates = await w.t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.eventType, 'REPORT_UPDATE'), inArray(auditLogs.userId, [m.ana.id, m.bruno.id, carla.id])),
      );
    expect(updates.map((e) => [e.userId, e.resourceId]).sort()).toEqual(
      [
        [m.ana.id, String(m.anaReport)],
        [m.bruno.id, String(m.brunoReport)],
      ].sort(),
    );
  });
});
