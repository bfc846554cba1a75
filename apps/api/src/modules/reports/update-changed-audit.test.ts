import { gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { snapshotDatabase } from '../../security/db-snapshot.test-support';
import * as fixtures from './fixtures.test-support';

// A save and its audit entries are one transaction; a refused or failed save leaves no REPORT_UPDATE, and a refusal
// leaves exactly its own entry (issue 20).
const w = fixtures.setUpReportsApp([311, 312]);

async function twoGroups() {
  const activityId = await fixtures.seedActivity(w.t.db);
  const a = await fixtures.seedReport(w.t.db, activityId, {
    publisherId: await fixtures.seedPublisher(w.t.db, { groupId: w.groupA }),
  });
  const b = await fixtures.seedReport(w.t.db, activityId, {
    publisherId: await fixtures.seedPublisher(w.t.db, { groupId: w.groupB }),
  });
  return { a, b };
}

async function changed(id: number, change: Record<string, unknown>) {
  const [row] = await fixtures.readReports(w.t.db, [id]);
  return { ...fixtures.editable(row!), ...change };
}

/** Runs a save and returns its answer with the audit entries it left. */
async function save(reports: unknown[]) {
  const [last] = await w.t.db.select({ id: max(auditLogs.id) }).from(auditLogs);
  const since = last?.id ?? 0;
  const res = await w.elderA.call('PUT', '/api/publisherreports/update-changed', { reports });
  const entries = await w.t.db.select().from(auditLogs).where(gt(auditLogs.id, since)).orderBy(auditLogs.id);
  return { res, entries };
}

describe('update-changed and its audit entries', () => {
  it('a save whose REPORT_UPDATE entry cannot be written changes no report', async () => {
    const { a } = await twoGroups();
    await w.t.pool.query(`
      create function refuse_report_update() returns trigger language plpgsql as $$
      begin
        if new.event_type = 'REPORT_UPDATE' then raise exception 'audit log unavailable'; end if;
        return new;
      end $$;
      create trigger refuse_report_update before insert on audit_logs
        for each row execute function refuse_report_update();`);
    try {
      const before = await fixtures.readReports(w.t.db, [a]);
      const { res } = await save([await changed(a, { studies: 4, participatedInMinistry: true })]);
      expect(res.statusCode).toBe(500);
      expect(await fixtures.readReports(w.t.db, [a])).toEqual(before);
    } finally {
      await w.t.pool.query('drop trigger refuse_report_update on audit_logs; drop function refuse_report_update();');
    }
  });

  it('a stale save (409) changes nothing and records nothing', async () => {
    const { a } = await twoGroups();
    const before = await snapshotDatabase(w.t.pool);
    const { res, entries } = await save([await changed(a, { studies: 1, version: 99 })]);
    expect(res.statusCode).toBe(409);
    expect(await snapshotDatabase(w.t.pool)).toEqual(before);
    expect(entries).toEqual([]);
  });

  it("a batch reaching another group's report (403) changes nothing and leaves only the refusal", async () => {
    const { a, b } = await twoGroups();
    const before = await snapshotDatabase(w.t.pool);
    const { res, entries } = await save([
      await changed(a, { studies: 2, participatedInMinistry: true }),
      await changed(b, { studies: 7, participatedInMinistry: true }),
    ]);
    expect(res.statusCode).toBe(403);
    expect(await snapshotDatabase(w.t.pool)).toEqual(before);
    expect(entries.map((e) => [e.eventType, e.resource, e.userId])).toEqual([
      ['UNAUTHORIZED_ACCESS', 'publisher_report', w.elderA.id],
    ]);
    expect(entries[0]!.details).toMatchObject({ reportIds: [b] });
  });

  it('a save that goes through records its REPORT_UPDATE with it', async () => {
    const { a } = await twoGroups();
    const { res, entries } = await save([await changed(a, { studies: 3, participatedInMinistry: true })]);
    expect(res.statusCode).toBe(200);
    expect(entries.map((e) => e.eventType)).toEqual(['REPORT_UPDATE']);
  });
});
