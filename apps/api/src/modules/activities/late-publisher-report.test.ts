import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, monthlyActivities, publisherReports } from '../../db/schema';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../../test/app.test-support';

// Issue 19, item 7: a publisher who starts reporting while the latest month is Open gets a report in it.
let t: TestApp;
let secretary: Awaited<ReturnType<typeof signedIn>>;
let september: number; // 2026-09, Closed
let october: number; // 2026-10, the latest
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  secretary = await signedIn(t, 'Secretary');
  groupId = await seedGroup(t.db, 1);
  const rows = await t.db
    .insert(monthlyActivities)
    .values([
      { month: 8, year: 2026, serviceYear: 2027, status: 'Closed' },
      { month: 9, year: 2026, serviceYear: 2027, status: 'Open' },
    ])
    .returning({ id: monthlyActivities.id });
  [september, october] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.update(monthlyActivities).set({ status: 'Open' }).where(eq(monthlyActivities.id, october));
});

const body = (extra: Record<string, unknown> = {}) => ({
  name: `Nova Publicadora ${Math.random()}`,
  groupId,
  ...extra,
});

async function create(extra: Record<string, unknown> = {}) {
  const res = await secretary.call('POST', '/api/publishers/', body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
}

const reportsOf = (publisherId: number) =>
  t.db.select().from(publisherReports).where(eq(publisherReports.publisherId, publisherId));

describe('a publisher who starts reporting while the latest month is Open', () => {
  it('gets exactly one report in that month, by the generation rules, audited; none in an earlier month', async () => {
    const publisher = await create({ regularPioneer: true });
    const reports = await reportsOf(publisher.id);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      monthlyActivityId: october,
      regularPioneer: true,
      auxiliaryPioneer: false,
      hours: 0,
      studies: 0,
      participatedInMinistry: null,
      status: 'Open',
    });
    expect(reports.some((r) => r.monthlyActivityId === september)).toBe(false);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_CREATE'), eq(auditLogs.resourceId, String(reports[0]!.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.description).toContain('Relatório de Outubro de 2026 criado para');
  });

  it('a publisher who is not a pioneer gets hours empty', async () => {
    const publisher = await create();
    expect(await reportsOf(publisher.id)).toMatchObject([{ hours: null, regularPioneer: false }]);
  });

  it('gets none when they arrive after the month, when the month is Closed, or when they do not report', async () => {
    expect(await reportsOf((await create({ arrivalCongregation: '2026-11-01' })).id)).toHaveLength(0);
    expect(await reportsOf((await create({ arrivalCongregation: '2026-10-31' })).id)).toHaveLength(1);
    expect(await reportsOf((await create({ isCurrentlyInactive: true })).id)).toHaveLength(0);
    await t.db.update(monthlyActivities).set({ status: 'Closed' }).where(eq(monthlyActivities.id, october));
    expect(await reportsOf((await create()).id)).toHaveLength(0);
  });

  it('re-enabled or made active: one report; an edit of someone already reporting adds none', async () => {
    const inactive = await create({ isCurrentlyInactive: true });
    const active = await secretary.call('PUT', `/api/publishers/${inactive.id}`, {
      ...inactive,
      isCurrentlyInactive: false,
    });
    expect(active.statusCode, active.body).toBe(200);
    expect(await reportsOf(inactive.id)).toHaveLength(1);
    const renamed = await secretary.call('PUT', `/api/publishers/${inactive.id}`, {
      ...(active.json() as object),
      displayName: 'Outro nome',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await reportsOf(inactive.id)).toHaveLength(1);

    const disabled = await create({ isEnabled: false });
    expect(await reportsOf(disabled.id)).toHaveLength(0);
    await secretary.call('PUT', `/api/publishers/${disabled.id}`, { ...disabled, isEnabled: true });
    expect(await reportsOf(disabled.id)).toHaveLength(1);
  });

  it('concurrent saves that re-enable the same publisher leave exactly one report', async () => {
    const disabled = await create({ isEnabled: false });
    // all at the version read: one saves, the others are refused as stale (a PUT must name its version)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        secretary.call('PUT', `/api/publishers/${disabled.id}`, { ...disabled, isEnabled: true }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await reportsOf(disabled.id)).toHaveLength(1);
  });
});

describe('an archived publisher (ADR 026: one rule)', () => {
  it('loses their Open report of the Open month, audited with what it held; Sent and Closed months stay', async () => {
    const publisher = await create();
    const [october1] = await reportsOf(publisher.id);
    await t.db
      .update(publisherReports)
      .set({ participatedInMinistry: true, studies: 2, observations: 'Mudou-se' })
      .where(eq(publisherReports.id, october1!.id));
    const [septemberReport] = await t.db
      .insert(publisherReports)
      .values({ publisherId: publisher.id, monthlyActivityId: september, participatedInMinistry: true, groupId })
      .returning();

    const archived = await secretary.call('PUT', `/api/publishers/${publisher.id}`, {
      ...publisher,
      exitCongregationDate: '2026-10-15',
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().isEnabled).toBe(false);
    expect((await reportsOf(publisher.id)).map((r) => r.id)).toEqual([septemberReport!.id]);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_DELETE'), eq(auditLogs.resourceId, String(october1!.id))));
    expect(audit?.description).toBe(
      `Relatório em aberto de Outubro de 2026 de "${publisher.name}" removido do mês (publicador arquivado)`,
    );
    expect(audit?.oldValues).toMatchObject({ participatedInMinistry: true, studies: 2, observations: 'Mudou-se' });

    // a Sent report of the Open month is history: archiving another publisher keeps it
    const sentOne = await create();
    await t.db
      .update(publisherReports)
      .set({ status: 'Sent', participatedInMinistry: false })
      .where(eq(publisherReports.publisherId, sentOne.id));
    await secretary.call('PUT', `/api/publishers/${sentOne.id}`, { ...sentOne, isEnabled: false });
    expect(await reportsOf(sentOne.id)).toHaveLength(1);
  });
});
