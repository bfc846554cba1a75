import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import * as fixtures from './fixtures.test-support';

/** Sending and approving only the answered reports (docs/decisions/039-send-what-is-answered.md). */
const w = fixtures.setUpReportsApp([331, 332]);

/** Group A: Zé answered 'Sim', Inês 'Não', Álvaro unanswered; group B: Bia answered, Rui unanswered. */
async function month() {
  const activityId = await fixtures.seedActivity(w.t.db);
  const report = async (groupId: number, name: string, participatedInMinistry: boolean | null) =>
    fixtures.seedReport(w.t.db, activityId, {
      publisherId: await fixtures.seedPublisher(w.t.db, { groupId, name }),
      participatedInMinistry,
    });
  return {
    activityId,
    ze: await report(w.groupA, 'Zé Nunes', true),
    ines: await report(w.groupA, 'Inês Sá', false),
    alvaro: await report(w.groupA, 'Álvaro Dias', null),
    bia: await report(w.groupB, 'Bia Costa', true),
    rui: await report(w.groupB, 'Rui Lopes', null),
  };
}

const statuses = async (ids: number[]) =>
  (await fixtures.readReports(w.t.db, ids)).map((r) => [r.status, r.participatedInMinistry]);

async function auditOf(activityId: number, action: string) {
  return w.t.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resource, 'monthly_activity'),
        eq(auditLogs.resourceId, String(activityId)),
        sql`${auditLogs.details}->>'action' = ${action}`,
      ),
    );
}

const send = (who: typeof w.elderA, body: Record<string, unknown>) =>
  who.call('PUT', '/api/publisherreports/send-to-secretary', body);

describe('PUT /api/publisherreports/send-to-secretary with onlyAnswered', () => {
  it("sends the group's answered reports; the unanswered stays Open, unanswered, named; audited with the ids", async () => {
    const m = await month();
    const res = await send(w.elderA, { monthlyActivityId: m.activityId, onlyAnswered: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sentCount: 2,
      unansweredCount: 1,
      unanswered: [{ id: m.alvaro, name: 'Álvaro Dias' }],
    });
    expect(await statuses([m.ze, m.ines, m.alvaro, m.bia, m.rui])).toEqual([
      ['Sent', true],
      ['Sent', false],
      ['Open', null],
      // another group's reports are out of the overseer's scope, answered or not
      ['Open', true],
      ['Open', null],
    ]);
    const [entry, ...more] = await auditOf(m.activityId, 'send-answered-to-secretary');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ eventType: 'REPORT_UPDATE', userId: w.elderA.id });
    expect(entry!.details).toMatchObject({ reportIds: [m.ze, m.ines], unansweredReportIds: [m.alvaro] });

    // again: nothing left to send, nothing audited, Álvaro still missing
    const again = await send(w.elderA, { monthlyActivityId: m.activityId, onlyAnswered: true });
    expect(again.json()).toMatchObject({ sentCount: 0, unansweredCount: 1 });
    expect(await auditOf(m.activityId, 'send-answered-to-secretary')).toHaveLength(1);
  });

  it('without the flag (or with false) still refuses the whole send, naming the unanswered', async () => {
    const m = await month();
    for (const body of [
      { monthlyActivityId: m.activityId },
      { monthlyActivityId: m.activityId, onlyAnswered: false },
    ]) {
      const res = await send(w.elderA, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain('Álvaro Dias');
      expect(res.json().incompleteReportIds).toEqual([m.alvaro]);
    }
    expect(await statuses([m.ze, m.ines])).toEqual([
      ['Open', true],
      ['Open', false],
    ]);
  });

  it('refuses a Closed activity and bad input, changing nothing', async () => {
    const m = await month();
    expect((await send(w.elderA, { monthlyActivityId: m.activityId, onlyAnswered: 'yes' })).statusCode).toBe(400);
    expect((await send(w.elderA, { onlyAnswered: true })).statusCode).toBe(400);
    await fixtures.setActivityStatus(w.t.db, m.activityId, 'Closed');
    const closed = await send(w.elderA, { monthlyActivityId: m.activityId, onlyAnswered: true });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('ACTIVITY_CLOSED');
    expect(await statuses([m.ze])).toEqual([['Open', true]]);
  });
});

describe('PUT /api/publisherreports/change-status with onlyAnswered', () => {
  const change = (who: typeof w.elderA, query: string) =>
    who.call('PUT', `/api/publisherreports/change-status?${query}`);

  it("approves one group's answered reports, leaves its unanswered Open and the other group untouched", async () => {
    const m = await month();
    const res = await change(
      w.secretary,
      `status=Sent&groupId=${w.groupA}&activityId=${m.activityId}&onlyAnswered=true`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updatedCount: 2,
      unansweredCount: 1,
      unanswered: [{ id: m.alvaro, name: 'Álvaro Dias' }],
    });
    expect(await statuses([m.ze, m.ines, m.alvaro, m.bia, m.rui])).toEqual([
      ['Sent', true],
      ['Sent', false],
      ['Open', null],
      ['Open', true],
      ['Open', null],
    ]);
    const [entry] = await auditOf(m.activityId, 'approve-answered');
    expect(entry).toMatchObject({ eventType: 'REPORT_APPROVE', userId: w.secretary.id });
    expect(entry!.details).toMatchObject({ groupId: w.groupA, reportIds: [m.ze, m.ines] });
  });

  it('refuses onlyAnswered with status Open or a bad flag (400), and an Elder (403)', async () => {
    const m = await month();
    const base = `groupId=${w.groupA}&activityId=${m.activityId}`;
    expect((await change(w.secretary, `status=Open&${base}&onlyAnswered=true`)).statusCode).toBe(400);
    expect((await change(w.secretary, `status=Sent&${base}&onlyAnswered=1`)).statusCode).toBe(400);
    expect((await change(w.elderA, `status=Sent&${base}&onlyAnswered=true`)).statusCode).toBe(403);
    expect(await statuses([m.ze])).toEqual([['Open', true]]);
  });
});

describe('PUT /api/publisherreports/approve-answered', () => {
  const approve = (who: typeof w.elderA, activityId: unknown) =>
    who.call('PUT', `/api/publisherreports/approve-answered?activityId=${activityId}`);

  it("approves every answered Open report of the month in one go; the unanswered stay Open, never 'Não'", async () => {
    const m = await month();
    const res = await approve(w.secretary, m.activityId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sentCount: 3,
      unansweredCount: 2,
      unanswered: [
        { id: m.alvaro, name: 'Álvaro Dias' },
        { id: m.rui, name: 'Rui Lopes' },
      ],
    });
    expect(await statuses([m.ze, m.ines, m.alvaro, m.bia, m.rui])).toEqual([
      ['Sent', true],
      ['Sent', false],
      ['Open', null],
      ['Sent', true],
      ['Open', null],
    ]);
    const [entry, ...more] = await auditOf(m.activityId, 'approve-answered');
    expect(more).toHaveLength(0);
    expect(entry!.details).toMatchObject({ reportIds: [m.ze, m.ines, m.bia], unansweredReportIds: [m.alvaro, m.rui] });
  });

  it('is for the Secretary only, refuses a Closed activity (409), an unknown one (404) and a bad id (400)', async () => {
    const m = await month();
    expect((await approve(w.elderA, m.activityId)).statusCode).toBe(403);
    expect((await approve(w.secretary, 'abc')).statusCode).toBe(400);
    expect((await approve(w.secretary, 99_999)).statusCode).toBe(404);
    await fixtures.setActivityStatus(w.t.db, m.activityId, 'Closed');
    const closed = await approve(w.secretary, m.activityId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('ACTIVITY_CLOSED');
    expect(await statuses([m.ze, m.bia])).toEqual([
      ['Open', true],
      ['Open', true],
    ]);
  });
});
