import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, publisherReports } from '../../db/schema';
import { defaultSeverity } from '../../lib/audit';
import * as fixtures from './fixtures.test-support';

const w = fixtures.setUpReportsApp([321, 322]);

async function month() {
  const activityId = await fixtures.seedActivity(w.t.db);
  const a1 = await fixtures.seedReport(w.t.db, activityId, {
    publisherId: await fixtures.seedPublisher(w.t.db, { groupId: w.groupA, name: 'Zé Nunes' }),
    participatedInMinistry: true,
  });
  const a2 = await fixtures.seedReport(w.t.db, activityId, {
    publisherId: await fixtures.seedPublisher(w.t.db, { groupId: w.groupA, name: 'Álvaro Dias' }),
  });
  const b1 = await fixtures.seedReport(w.t.db, activityId, {
    publisherId: await fixtures.seedPublisher(w.t.db, { groupId: w.groupB }),
    participatedInMinistry: false,
  });
  return { activityId, a1, a2, b1 };
}

const send = (who: typeof w.elderA, monthlyActivityId: number) =>
  who.call('PUT', '/api/publisherreports/send-to-secretary', { monthlyActivityId });

describe('PUT /api/publisherreports/send-to-secretary', () => {
  it('refuses (409, nothing sent) while a report of the group has participation unanswered, naming it', async () => {
    const { activityId, a1, a2 } = await month();
    const res = await send(w.elderA, activityId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('Álvaro Dias');
    expect(res.json().incompleteReportIds).toEqual([a2]);
    expect((await fixtures.readReports(w.t.db, [a1, a2])).map((r) => r.status)).toEqual(['Open', 'Open']);
  });

  it("sends only the caller's group, bumps versions and audits; the other group stays open", async () => {
    const { activityId, a1, b1 } = await month();
    const res = await send(w.elderB, activityId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentCount: 1 });
    const [ra1, rb1] = await fixtures.readReports(w.t.db, [a1, b1]);
    expect(rb1).toMatchObject({ status: 'Sent', version: 2 });
    expect(ra1).toMatchObject({ status: 'Open', version: 1 });
    const entries = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_UPDATE'), eq(auditLogs.userId, w.elderB.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ action: 'send-to-secretary', reportIds: [b1] });
    expect((await send(w.elderB, activityId)).json()).toEqual({ sentCount: 0 });
  });

  it('refuses on a closed activity (409 ACTIVITY_CLOSED) and for an unknown one (404)', async () => {
    const { activityId, b1 } = await month();
    await fixtures.setActivityStatus(w.t.db, activityId, 'Closed');
    const res = await send(w.elderB, activityId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACTIVITY_CLOSED');
    expect((await fixtures.readReports(w.t.db, [b1]))[0]!.status).toBe('Open');
    expect((await send(w.elderB, 99_999)).statusCode).toBe(404);
  });
});

describe('PUT /api/publisherreports/change-status', () => {
  const change = (who: typeof w.elderA, status: string, groupId: number, activityId: number) =>
    who.call('PUT', `/api/publisherreports/change-status?status=${status}&groupId=${groupId}&activityId=${activityId}`);

  it('sets every report of one group (and only that group) and audits approve / reject', async () => {
    const { activityId, a1, a2, b1 } = await month();
    // sent means answered (issue 21): Álvaro's participation is unanswered, so nothing closes
    const refused = await change(w.secretary, 'Sent', w.groupA, activityId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('Álvaro Dias');
    expect(refused.json().error).not.toContain('Zé Nunes');
    expect((await fixtures.readReports(w.t.db, [a1, a2])).map((r) => r.status)).toEqual(['Open', 'Open']);
    await w.t.db.update(publisherReports).set({ participatedInMinistry: false }).where(eq(publisherReports.id, a2));
    const closed = await change(w.secretary, 'Sent', w.groupA, activityId);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ updatedCount: 2 });
    expect((await fixtures.readReports(w.t.db, [a1, a2, b1])).map((r) => [r.status, r.version])).toEqual([
      ['Sent', 2],
      ['Sent', 2],
      ['Open', 1],
    ]);
    const reopened = await change(w.secretary, 'Open', w.groupA, activityId);
    expect(reopened.json()).toEqual({ updatedCount: 2 });
    const events = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'monthly_activity'), eq(auditLogs.resourceId, String(activityId))))
      .orderBy(asc(auditLogs.id));
    expect(events.map((e) => e.eventType)).toEqual(['REPORT_APPROVE', 'REPORT_REJECT']);
    expect(events[1]!.severity).toBe(defaultSeverity('REPORT_REJECT'));
  });

  it('is for the Secretary only, refuses a closed activity, an unknown group and a bad status', async () => {
    const { activityId, a1 } = await month();
    expect((await change(w.elderA, 'Sent', w.groupA, activityId)).statusCode).toBe(403);
    expect((await change(w.secretary, 'Closed', w.groupA, activityId)).statusCode).toBe(400);
    expect((await change(w.secretary, 'Sent', 99_999, activityId)).statusCode).toBe(404);
    await fixtures.setActivityStatus(w.t.db, activityId, 'Closed');
    const res = await change(w.secretary, 'Sent', w.groupA, activityId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACTIVITY_CLOSED');
    expect((await fixtures.readReports(w.t.db, [a1]))[0]!.status).toBe('Open');
  });
});
