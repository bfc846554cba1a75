import { reportsByMonthSchema } from '@congregacao/shared/contracts/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherReports } from '../../db/schema';
import { createTestApp, seedGroup, seedUser, signedIn, type TestApp } from '../../test/app.test-support';
import { editable as editableFields, seedActivity, seedPublisher, seedReport } from './fixtures.test-support';

let t: TestApp;
let groupA: number;
let groupB: number;
let activityId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  groupA = await seedGroup(t.db, 311);
  groupB = await seedGroup(t.db, 312);
  await seedUser(t.db, { role: 'Secretary', groupId: groupA, displayName: 'Secretária' });
  await seedUser(t.db, { role: 'Elder', groupId: groupA, displayName: 'Irmão Álvaro' });
  activityId = await seedActivity(t.db, { month: 8, year: 2041 });
  const ana = await seedPublisher(t.db, {
    groupId: groupA,
    groupNumber: 311,
    name: 'Ana Maria Silva',
    displayName: 'Ana Silva',
  });
  const rui = await seedPublisher(t.db, { groupId: groupB, groupNumber: 312, name: 'Rui Costa' });
  const inactive = await seedPublisher(t.db, { groupId: groupA, groupNumber: 311, isCurrentlyInactive: true });
  const newcomer = await seedPublisher(t.db, { groupId: groupA, groupNumber: 311 });
  await seedPublisher(t.db, { groupId: groupA, groupNumber: 311, isEnabled: false });
  const archivedWithReport = await seedPublisher(t.db, { groupId: groupA, groupNumber: 311, isEnabled: false });
  ids = {
    ana,
    rui,
    inactive,
    newcomer,
    anaReport: await seedReport(t.db, activityId, { publisherId: ana, studies: 2, participatedInMinistry: true }),
    ruiReport: await seedReport(t.db, activityId, { publisherId: rui }),
    archivedReport: await seedReport(t.db, activityId, { publisherId: archivedWithReport }),
  };
  const other = await seedActivity(t.db, { month: 9, year: 2041 });
  await seedReport(t.db, other, { publisherId: ana });
});
afterAll(() => t.close());

const url = () => `/api/publisherreports/bymonth/${activityId}`;

describe('GET /api/publisherreports/bymonth/{id}', () => {
  it('gives the Secretary the activity, every report joined with its publisher, the gaps and the groups', async () => {
    const secretary = await signedIn(t, 'Secretary');
    const res = await secretary.call('GET', url());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // the route writes its answer without re-validating it: it must match the contract exactly, no extra field
    expect(reportsByMonthSchema.parse(body)).toEqual(body);
    expect(body.activity).toEqual({ id: activityId, month: 8, year: 2041, serviceYear: 2042, status: 'Open' });
    expect(body.reports.map((r: { id: number }) => r.id)).toEqual([ids.anaReport, ids.ruiReport, ids.archivedReport]);
    expect(body.reports[0]).toEqual({
      id: ids.anaReport,
      publisherId: ids.ana,
      monthlyActivityId: activityId,
      hours: null,
      studies: 2,
      participatedInMinistry: true,
      observations: '',
      auxiliaryPioneer: false,
      regularPioneer: false,
      specialPioneer: false,
      fieldMissionary: false,
      status: 'Open',
      version: 1,
      name: 'Ana Maria Silva',
      displayName: 'Ana Silva',
      groupId: groupA,
      groupNumber: 311,
      isCurrentlyInactive: false,
      isEnabled: true,
      selfReportedAt: null,
      changedAfterSendingAt: null,
      creditHours: null,
      isSpecialMonth: false,
      isContinuous: false,
      sentByName: null,
    });
    expect(body.reports[2].isEnabled).toBe(false);
    expect(body.publishersWithoutReport.map((p: { publisherId: number }) => p.publisherId)).toEqual([
      ids.inactive,
      ids.newcomer,
    ]);
    expect(body.publishersWithoutReport[0].isCurrentlyInactive).toBe(true);
    expect(body.groups).toEqual([
      { id: groupA, groupNumber: 311, overseerName: 'Irmão Álvaro' },
      { id: groupB, groupNumber: 312, overseerName: null },
    ]);
  });

  it("gives an Elder only their own group's reports, publishers and group", async () => {
    const elder = await signedIn(t, 'Elder', { groupId: groupB, displayName: 'Rui Elder' });
    const body = (await elder.call('GET', url())).json();
    expect(body.reports.map((r: { id: number }) => r.id)).toEqual([ids.ruiReport]);
    expect(body.publishersWithoutReport).toEqual([]);
    expect(body.groups).toEqual([{ id: groupB, groupNumber: 312, overseerName: 'Rui Elder' }]);
  });

  it('gives an Elder without a group nothing', async () => {
    const elder = await signedIn(t, 'Elder', { groupId: null });
    const body = (await elder.call('GET', url())).json();
    expect(body.reports).toEqual([]);
    expect(body.groups).toEqual([]);
  });

  it('refuses a Publisher (403) and no token (401); 404 for an unknown activity, 400 for a bad id', async () => {
    const publisher = await signedIn(t, 'Publisher');
    expect((await publisher.call('GET', url())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    const admin = await signedIn(t, 'Admin');
    expect((await admin.call('GET', '/api/publisherreports/bymonth/99999')).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/publisherreports/bymonth/abc')).statusCode).toBe(400);
  });

  it('answers the next read after a save with the saved values (the answer is kept between unchanged reads)', async () => {
    const secretary = await signedIn(t, 'Secretary');
    const before = (await secretary.call('GET', url())).json().reports[0];
    expect((await secretary.call('GET', url())).json().reports[0]).toEqual(before);
    const saved = await secretary.call('PUT', '/api/publisherreports/update-changed', {
      reports: [{ ...editableFields(before), studies: before.studies + 1 }],
    });
    expect(saved.statusCode).toBe(200);
    const after = (await secretary.call('GET', url())).json().reports[0];
    expect(after).toMatchObject({ id: before.id, studies: before.studies + 1, version: before.version + 1 });
  });

  it('answers with a change written by another instance once its notification arrives (under a second)', async () => {
    const secretary = await signedIn(t, 'Secretary');
    const studies: number = (await secretary.call('GET', url())).json().reports[0].studies;
    // another instance's write reaches this one only through PostgreSQL's change notification
    await t.db
      .update(publisherReports)
      .set({ studies: studies + 5 })
      .where(eq(publisherReports.id, ids.anaReport!));
    const start = performance.now();
    while ((await secretary.call('GET', url())).json().reports[0].studies !== studies + 5) {
      expect(performance.now() - start).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
});
