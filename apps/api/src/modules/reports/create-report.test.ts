import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, publisherReports } from '../../db/schema';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedActivity, seedPublisher, seedReport, setActivityStatus } from './fixtures.test-support';

const w = setUpTestApp(async (t) => ({
  groupId: await seedGroup(t.db, 331),
  secretary: await signedIn(t, 'Secretary'),
}));

const create = (who: typeof w.secretary, report: unknown) => who.call('POST', '/api/publisherreports/', { report });

/** The spec's client payload for an inactive publisher (id 0 and defaults). */
const specPayload = (publisherId: number, monthlyActivityId: number) => ({
  id: 0,
  publisherId,
  monthlyActivityId,
  hours: 5,
  studies: 3,
  participatedInMinistry: true,
  observations: 'ignored',
  auxiliaryPioneer: true,
  regularPioneer: false,
  status: 'Sent',
});

describe('POST /api/publisherreports/', () => {
  it('creates the report with the spec defaults (regularPioneer from the publisher) and audits REPORT_CREATE', async () => {
    const activityId = await seedActivity(w.t.db);
    const publisherId = await seedPublisher(w.t.db, {
      groupId: w.groupId,
      isCurrentlyInactive: true,
      regularPioneer: true,
    });
    const res = await create(w.secretary, specPayload(publisherId, activityId));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      publisherId,
      monthlyActivityId: activityId,
      hours: null,
      studies: 0,
      participatedInMinistry: null,
      observations: '',
      auxiliaryPioneer: false,
      regularPioneer: true,
      status: 'Open',
      version: 1,
      isCurrentlyInactive: true,
    });
    const audit = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'REPORT_CREATE'));
    expect(audit.some((a) => a.resourceId === String(res.json().id) && a.userId === w.secretary.id)).toBe(true);
  });

  it("refuses a second report for the same publisher and month with the spec's 409 message", async () => {
    const activityId = await seedActivity(w.t.db);
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupId });
    await seedReport(w.t.db, activityId, { publisherId });
    const res = await create(w.secretary, specPayload(publisherId, activityId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Já existe um relatório para este publicador neste mês.');
  });

  it.each([
    ['no report', undefined],
    ['no publisher', { monthlyActivityId: 1 }],
    ['no activity', { publisherId: 1 }],
    ['zero ids', { publisherId: 0, monthlyActivityId: 0 }],
    ['text ids', { publisherId: 'x', monthlyActivityId: 'y' }],
  ])("answers %s with 400 'Dados insuficientes para criar o relatório.'", async (_label, report) => {
    const res = await create(w.secretary, report);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Dados insuficientes para criar o relatório.');
  });

  it('refuses a closed activity (409), unknown ids (404), an archived publisher (409), non-Secretaries (403)', async () => {
    const activityId = await seedActivity(w.t.db);
    const publisherId = await seedPublisher(w.t.db, { groupId: w.groupId, isCurrentlyInactive: true });
    const archived = await seedPublisher(w.t.db, { groupId: w.groupId, isEnabled: false });
    expect((await create(w.secretary, specPayload(99_999, activityId))).statusCode).toBe(404);
    expect((await create(w.secretary, specPayload(publisherId, 99_999))).statusCode).toBe(404);
    expect((await create(w.secretary, specPayload(archived, activityId))).statusCode).toBe(409);
    for (const role of ['Admin', 'Elder'] as const) {
      const who = await signedIn(w.t, role, { groupId: w.groupId });
      expect((await create(who, specPayload(publisherId, activityId))).statusCode).toBe(403);
    }
    await setActivityStatus(w.t.db, activityId, 'Closed');
    const res = await create(w.secretary, specPayload(publisherId, activityId));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACTIVITY_CLOSED');
    const rows = await w.t.db.select().from(publisherReports).where(eq(publisherReports.monthlyActivityId, activityId));
    expect(rows).toEqual([]);
  });
});
