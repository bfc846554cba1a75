import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { auditLogs, publishers } from '../../db/schema';
import * as fixtures from './fixtures.test-support';

const w = fixtures.setUpReportsApp([301, 302]);

/** An open activity with one report in group A, one in group B, one regular pioneer in A. */
async function month() {
  const activityId = await fixtures.seedActivity(w.t.db);
  const pubA = await fixtures.seedPublisher(w.t.db, { groupId: w.groupA, groupNumber: 301 });
  const pubB = await fixtures.seedPublisher(w.t.db, { groupId: w.groupB, groupNumber: 302 });
  const pioneer = await fixtures.seedPublisher(w.t.db, { groupId: w.groupA, groupNumber: 301, regularPioneer: true });
  const a = await fixtures.seedReport(w.t.db, activityId, { publisherId: pubA });
  const b = await fixtures.seedReport(w.t.db, activityId, { publisherId: pubB });
  const p = await fixtures.seedReport(w.t.db, activityId, { publisherId: pioneer, regularPioneer: true, hours: 0 });
  return { activityId, a, b, p };
}

async function payload(id: number, change: Record<string, unknown>) {
  const [row] = await fixtures.readReports(w.t.db, [id]);
  return { ...fixtures.editable(row!), ...change };
}

const save = (who: { call: typeof w.elderA.call }, reports: unknown[]) =>
  who.call('PUT', '/api/publisherreports/update-changed', { reports });

describe('PUT /api/publisherreports/update-changed', () => {
  it('saves the changed reports, bumps their versions and audits old and new values in one entry', async () => {
    const { a, p } = await month();
    const res = await save(w.elderA, [
      await payload(a, { studies: 2, participatedInMinistry: true, observations: 'Bom mês' }),
      await payload(p, { hours: 50, participatedInMinistry: true }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().reports).toMatchObject([
      { id: a, studies: 2, participatedInMinistry: true, observations: 'Bom mês', version: 2 },
      { id: p, hours: 50, version: 2 },
    ]);
    const [ra, rp] = await fixtures.readReports(w.t.db, [a, p]);
    expect(ra).toMatchObject({ studies: 2, participatedInMinistry: true, version: 2 });
    expect(rp).toMatchObject({ hours: 50, version: 2 });
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.eventType, 'REPORT_UPDATE'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry!.userId).toBe(w.elderA.id);
    expect(entry!.oldValues).toEqual({
      reports: [
        { id: a, publisherId: ra!.publisherId, studies: 0, participatedInMinistry: null, observations: '' },
        { id: p, publisherId: rp!.publisherId, hours: 0, participatedInMinistry: null },
      ],
    });
    expect(entry!.newValues).toMatchObject({
      reports: [
        { id: a, studies: 2 },
        { id: p, hours: 50 },
      ],
    });
  });

  it("refuses an Elder writing another group's report with 403, changes nothing and records the refusal", async () => {
    const { a, b } = await month();
    const before = await fixtures.readReports(w.t.db, [a, b]);
    const res = await save(w.elderA, [
      await payload(a, { studies: 3, participatedInMinistry: true }),
      await payload(b, { studies: 9, participatedInMinistry: false }),
    ]);
    expect(res.statusCode).toBe(403);
    expect(await fixtures.readReports(w.t.db, [a, b])).toEqual(before);
    const refused = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'));
    expect(refused.some((e) => e.userId === w.elderA.id && e.description.includes(String(b)))).toBe(true);
  });

  it('lets the Secretary and the Admin write any group', async () => {
    const { a, b } = await month();
    expect((await save(w.secretary, [await payload(b, { studies: 1 })])).statusCode).toBe(200);
    expect((await save(w.admin, [await payload(a, { studies: 1 })])).statusCode).toBe(200);
  });

  it('refuses every write on a closed activity with 409 ACTIVITY_CLOSED, for the Secretary too', async () => {
    const { activityId, a } = await month();
    await fixtures.setActivityStatus(w.t.db, activityId, 'Closed');
    const before = await fixtures.readReports(w.t.db, [a]);
    for (const who of [w.elderA, w.secretary]) {
      const res = await save(who, [await payload(a, { studies: 5 })]);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ACTIVITY_CLOSED');
    }
    expect(await fixtures.readReports(w.t.db, [a])).toEqual(before);
  });

  it('protects a Sent report: the Elder and the Admin get 403, the Secretary may change it and reopen it', async () => {
    const { a } = await month();
    await save(w.secretary, [await payload(a, { participatedInMinistry: true, status: 'Sent' })]);
    for (const who of [w.elderA, w.admin]) {
      const res = await save(who, [await payload(a, { studies: 4 })]);
      expect(res.statusCode).toBe(403);
    }
    expect((await fixtures.readReports(w.t.db, [a]))[0]!.studies).toBe(0);
    const reopened = await save(w.secretary, [await payload(a, { studies: 4, status: 'Open' })]);
    expect(reopened.statusCode).toBe(200);
    const events = await w.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(a)));
    expect(events.map((e) => e.eventType)).toEqual(
      expect.arrayContaining(['REPORT_UPDATE', 'REPORT_APPROVE', 'REPORT_REJECT']),
    );
  });

  it('does not let an Elder change the status (sending is its own call)', async () => {
    const { a } = await month();
    const res = await save(w.elderA, [await payload(a, { participatedInMinistry: true, status: 'Sent' })]);
    expect(res.statusCode).toBe(403);
    expect((await fixtures.readReports(w.t.db, [a]))[0]!.status).toBe('Open');
  });

  it("refuses Sent with participation unanswered (409 naming the publishers, nothing saved), as 'send' does", async () => {
    const { a, b } = await month();
    const [ra, rb] = await fixtures.readReports(w.t.db, [a, b]);
    const named = await w.t.db.select().from(publishers);
    const nameOf = (publisherId: number) => named.find((row) => row.id === publisherId)!.name;
    const auditsBefore = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'REPORT_UPDATE'));
    // the review's 'Aprovado' on an unanswered report, saved with an answered one: all or nothing
    const res = await save(w.secretary, [
      await payload(a, { studies: 2, status: 'Sent' }),
      await payload(b, { participatedInMinistry: true, status: 'Sent' }),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', incompleteReportIds: [a] });
    expect(res.json().error).toContain(nameOf(ra!.publisherId));
    expect(res.json().error).not.toContain(nameOf(rb!.publisherId));
    expect(await fixtures.readReports(w.t.db, [a, b])).toEqual([ra, rb]);
    const auditsAfter = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'REPORT_UPDATE'));
    expect(auditsAfter).toHaveLength(auditsBefore.length);
    // answered, it is sent; a Sent report cannot lose its answer either
    const sent = await save(w.secretary, [await payload(a, { participatedInMinistry: false, status: 'Sent' })]);
    expect(sent.statusCode).toBe(200);
    const cleared = await save(w.secretary, [await payload(a, { participatedInMinistry: null })]);
    expect(cleared.statusCode).toBe(409);
    expect((await fixtures.readReports(w.t.db, [a]))[0]).toMatchObject({
      status: 'Sent',
      participatedInMinistry: false,
    });
  });

  it('accepts hours only on pioneer reports (400 naming the field otherwise)', async () => {
    const { a, p } = await month();
    const res = await save(w.elderA, [await payload(p, { hours: 10 }), await payload(a, { hours: 3 })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('hours');
    expect((await fixtures.readReports(w.t.db, [p]))[0]!.hours).toBe(0);
  });

  it.each([
    ['negative studies', { studies: -1 }],
    ['fractional studies', { studies: 1.5 }],
    ['huge hours', { hours: 100_000 }],
    ['a bad status', { status: 'Closed' }],
    ['a missing version', { version: undefined }],
  ])('refuses %s with 400 and writes nothing', async (_label, change) => {
    const { p } = await month();
    const before = await fixtures.readReports(w.t.db, [p]);
    const res = await save(w.elderA, [await payload(p, change)]);
    expect(res.statusCode).toBe(400);
    expect(await fixtures.readReports(w.t.db, [p])).toEqual(before);
  });

  it('refuses an unknown report with 404 and a repeated one with 400', async () => {
    const { a } = await month();
    expect(
      (await save(w.secretary, [await payload(a, {}), { ...(await payload(a, {})), id: 99_999 }])).statusCode,
    ).toBe(404);
    expect((await save(w.secretary, [await payload(a, {}), await payload(a, {})])).statusCode).toBe(400);
  });

  it('ignores fields that are not editable (no mass assignment)', async () => {
    const { a } = await month();
    const res = await save(w.secretary, [
      { ...(await payload(a, { studies: 1 })), groupId: 999, publisherId: 1, monthlyActivityId: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const [row] = await fixtures.readReports(w.t.db, [a]);
    expect(row).toMatchObject({ studies: 1, groupId: null });
    expect(row!.publisherId).not.toBe(1);
  });
});

describe('concurrent edits', () => {
  it('two saves of the same report from the same version: one wins, the other gets 409 and nothing is lost', async () => {
    const { a, p } = await month();
    const base = await payload(a, {});
    const baseP = await payload(p, {});
    const [first, second] = await Promise.all([
      save(w.elderA, [{ ...base, studies: 7, participatedInMinistry: true }]),
      save(w.secretary, [
        { ...baseP, hours: 12 },
        { ...base, studies: 8, participatedInMinistry: false },
      ]),
    ]);
    const results = [first, second].map((r) => r.statusCode).sort();
    expect(results).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({ code: 'STALE_VERSION', staleReportIds: [a] });
    const [ra, rp] = await fixtures.readReports(w.t.db, [a, p]);
    expect(ra!.version).toBe(2);
    if (first.statusCode === 200) {
      expect(ra).toMatchObject({ studies: 7, participatedInMinistry: true });
      expect(rp).toMatchObject({ hours: 0, version: 1 });
    } else {
      expect(ra).toMatchObject({ studies: 8, participatedInMinistry: false });
      expect(rp).toMatchObject({ hours: 12, version: 2 });
    }
  });

  it('a save based on an old version is refused with 409 naming every stale report, nothing written', async () => {
    const { a, p } = await month();
    const oldA = await payload(a, {});
    const oldP = await payload(p, {});
    await save(w.secretary, [{ ...oldA, studies: 1 }]);
    await save(w.secretary, [{ ...oldP, hours: 1 }]);
    const res = await save(w.elderA, [
      { ...oldA, studies: 2 },
      { ...oldP, hours: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STALE_VERSION', staleReportIds: [a, p].sort((x, y) => x - y) });
    expect(res.json().error).toMatch(/recarregue/);
    const rows = await fixtures.readReports(w.t.db, [a, p]);
    expect(rows.map((r) => [r.studies, r.hours])).toEqual([
      [1, null],
      [0, 1],
    ]);
  });
});

describe('a 60-report save', () => {
  async function sixty() {
    const activityId = await fixtures.seedActivity(w.t.db);
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const publisherId = await fixtures.seedPublisher(w.t.db, {
        groupId: w.groupA,
        groupNumber: 301,
        regularPioneer: i % 10 === 0,
      });
      ids.push(await fixtures.seedReport(w.t.db, activityId, { publisherId, regularPioneer: i % 10 === 0 }));
    }
    return ids;
  }

  it('is one transaction: a bad report at the end leaves all sixty unchanged', async () => {
    const ids = await sixty();
    const before = await fixtures.readReports(w.t.db, ids);
    const reports = before.map((r, i) => ({
      ...fixtures.editable(r),
      studies: 1,
      participatedInMinistry: true,
      hours: i === 59 ? 5 : r.hours,
    }));
    const res = await save(w.elderA, reports);
    expect(res.statusCode).toBe(400);
    expect(await fixtures.readReports(w.t.db, ids)).toEqual(before);
  });

  it('is one transaction: a stale report in the middle leaves all sixty unchanged', async () => {
    const ids = await sixty();
    const before = await fixtures.readReports(w.t.db, ids);
    const reports = before.map((r, i) => ({ ...fixtures.editable(r), studies: 2, version: i === 30 ? 7 : r.version }));
    const res = await save(w.elderA, reports);
    expect(res.statusCode).toBe(409);
    expect(res.json().staleReportIds).toEqual([ids[30]]);
    expect(await fixtures.readReports(w.t.db, ids)).toEqual(before);
  });

  it('saves all sixty with one UPDATE statement and one audit entry, save after save', async () => {
    const ids = await sixty();
    let rows = await fixtures.readReports(w.t.db, ids);
    const auditBefore = (await w.t.db.select({ id: auditLogs.id }).from(auditLogs)).length;
    const statements: string[] = [];
    const original = pg.Client.prototype.query;
    for (let round = 1; round <= 3; round++) {
      const reports = rows.map((r) => ({
        ...fixtures.editable(r),
        studies: round,
        participatedInMinistry: round % 2 === 0,
      }));
      if (round === 1) {
        pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
          const first = args[0] as string | { text?: string };
          statements.push(typeof first === 'string' ? first : (first.text ?? ''));
          return (original as (...a: unknown[]) => unknown).apply(this, args);
        } as typeof original;
      }
      const res = await save(w.elderA, reports);
      pg.Client.prototype.query = original;
      expect(res.statusCode).toBe(200);
      rows = await fixtures.readReports(w.t.db, ids);
    }
    const writes = statements.filter((s) => /^\s*(update|insert|delete)/i.test(s));
    expect(writes.filter((s) => s.includes('publisher_reports'))).toHaveLength(1);
    expect(writes.filter((s) => s.includes('audit_logs'))).toHaveLength(1);
    expect(rows.every((r) => r.studies === 3 && r.version === 4)).toBe(true);
    const auditAfter = (await w.t.db.select({ id: auditLogs.id }).from(auditLogs)).length;
    expect(auditAfter - auditBefore).toBe(3);
  });
});
