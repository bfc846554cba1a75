import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../db/client';
import {
  auditLogs,
  emailConfirmationCodes,
  households,
  monthlyActivities,
  publisherReports,
  publishers,
  serviceGroups,
} from '../db/schema';
import { SYSTEM_ACTOR } from '../lib/actor';
import { recordAudit } from '../lib/audit';
import { createTestApp, createTestDatabase, login, seedGroup, seedUser, type TestApp } from '../test/app.test-support';
import { type ArchiveHeader, BackupError, readArchiveHeader } from './archive';
import { codeSchemaVersion, listTables, quoteIdent } from './catalog';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const TRICKY = 'Linha 1\nLinha 2\t"aspas" \\ barra — ção 🙂';

let t: TestApp;
let dir: string;
let archive: string;
let before: Map<string, string[]>;
let groupSequence: number;

/** Every row of every table as PostgreSQL renders it, in primary-key order. */
async function dumpRows(pool: pg.Pool): Promise<Map<string, string[]>> {
  const client = await pool.connect();
  try {
    const result = new Map<string, string[]>();
    for (const table of await listTables(client)) {
      const order = table.primaryKey.map(quoteIdent).join(', ') || '1';
      const { rows } = await client.query<{ j: string }>(
        `select row_to_json(t)::text as j from ${quoteIdent(table.name)} t order by ${order}`,
      );
      result.set(
        table.name,
        rows.map((r) => r.j),
      );
    }
    return result;
  } finally {
    client.release();
  }
}

async function seedEverything(t: TestApp) {
  const groupId = await seedGroup(t.db, 7);
  const spare = await seedGroup(t.db, 8);
  await t.db.delete(serviceGroups).where(eq(serviceGroups.id, spare)); // the sequence is now ahead of max(id)
  const admin = await seedUser(t.db, { role: 'Admin', displayName: TRICKY });
  const elder = await seedUser(t.db, { role: 'Elder', groupId });
  await login(t.app, admin.username); // a session row and a USER_LOGIN audit entry
  await login(t.app, elder.username);
  await t.db.insert(emailConfirmationCodes).values({
    userId: elder.id,
    newEmail: 'novo@example.pt',
    codeHash: 'a'.repeat(64),
    expiresAt: new Date('2031-01-02T03:04:05.678Z'),
  });
  const [household] = await t.db.insert(households).values({ name: 'Família Ção' }).returning();
  const inserted = await t.db
    .insert(publishers)
    .values([
      {
        name: 'João Gonçalves',
        groupId,
        groupNumber: 7,
        role: 'Elder',
        birthDate: '1961-02-28',
        baptismDate: '1980-07-01',
        householdId: household!.id,
        address: TRICKY,
      },
      { name: 'Maria Antónia', groupId: null, isEnabled: false, deathDate: '2024-12-31' },
    ])
    .returning();
  // a reporting delegate of a higher id (issue 36): restored in id order, the key is checked at the commit
  await t.db.update(publishers).set({ reportingDelegateId: inserted[1]!.id }).where(eq(publishers.id, inserted[0]!.id));
  const [activity] = await t.db
    .insert(monthlyActivities)
    .values({ month: 8, year: 2025, serviceYear: 2026, status: 'Closed' })
    .returning();
  await t.db.insert(publisherReports).values([
    { publisherId: inserted[0]!.id, monthlyActivityId: activity!.id, hours: 50, studies: 2, version: 3 },
    { publisherId: inserted[1]!.id, monthlyActivityId: activity!.id, participatedInMinistry: false, status: 'Sent' },
  ]);
  await recordAudit(
    t.db,
    { ...SYSTEM_ACTOR, ip: '203.0.113.9' },
    {
      eventType: 'PUBLISHER_UPDATE',
      description: TRICKY,
      resource: 'publisher',
      resourceId: inserted[0]!.id,
      oldValues: { name: 'João', nested: { list: [1, 2.5, null, true], big: Number.MAX_SAFE_INTEGER } },
      newValues: { name: TRICKY },
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'congregacao-backup-test-'));
  archive = path.join(dir, 'nested', 'full.jsonl.gz');
  await seedEverything(t);
  before = await dumpRows(t.pool);
  const { rows } = await t.pool.query<{ n: number }>('select last_value::int as n from service_groups_id_seq');
  groupSequence = rows[0]!.n;
  await createBackup(t.pool, archive, 'cli');
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A fresh, migrated, empty database for one test. */
async function withEmptyDatabase<T>(fn: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 2);
  try {
    return await fn(pool);
  } finally {
    await pool.end();
    await database.drop();
  }
}

/** Rewrites an archive's lines (line 0 is the header). */
async function rewriteArchive(name: string, edit: (lines: string[]) => string[]): Promise<string> {
  const lines = gunzipSync(await readFile(archive))
    .toString('utf8')
    .split('\n');
  const file = path.join(dir, name);
  await writeFile(file, gzipSync(edit(lines).join('\n')));
  return file;
}

async function totalRows(pool: pg.Pool): Promise<number> {
  return [...(await dumpRows(pool)).values()].reduce((sum, rows) => sum + rows.length, 0);
}

describe('backup', () => {
  it('writes a versioned header naming every table with its row count', async () => {
    const header = await readArchiveHeader(archive);
    expect(header.format).toBe('congregacao-backup');
    expect(header.schemaVersion).toBe(codeSchemaVersion().version);
    expect(header.schemaTag).toBe(codeSchemaVersion().tag);
    expect(Object.fromEntries(header.tables.map((x) => [x.name, x.rows]))).toEqual(
      Object.fromEntries([...before].map(([name, rows]) => [name, rows.length])),
    );
    const names = header.tables.map((x) => x.name);
    expect(names.indexOf('service_groups')).toBeLessThan(names.indexOf('users'));
    expect(names.indexOf('publishers')).toBeLessThan(names.indexOf('publisher_reports'));
  });

  it('records BACKUP_CREATE after the snapshot', async () => {
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'BACKUP_CREATE'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ severity: 'MEDIUM', resource: 'backup', userId: null });
    expect(entries[0]!.details).toMatchObject({ source: 'cli', file: 'full.jsonl.gz' });
    expect(before.get('audit_logs')!.some((row) => row.includes('BACKUP_CREATE'))).toBe(false);
  });
});

describe('snapshot', () => {
  it('is consistent while another connection keeps writing parents and children', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let n = 1000; writing; n += 1) {
        await t.db.transaction(async (tx) => {
          const [group] = await tx.insert(serviceGroups).values({ groupNumber: n }).returning();
          await tx.insert(publishers).values({ name: `Concorrente ${n}`, groupId: group!.id, groupNumber: n });
        });
        written += 1;
      }
    })();
    const file = path.join(dir, 'concurrent.jsonl.gz');
    try {
      await new Promise((r) => setTimeout(r, 50));
      await createBackup(t.pool, file, 'cli');
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      writing = false;
      await writer;
    }
    expect(written).toBeGreaterThan(2);
    await withEmptyDatabase(async (pool) => {
      await restoreBackup(pool, file);
      const { rows } = await pool.query<{ orphans: number; groups: number; pubs: number }>(
        `select (select count(*)::int from publishers p where p.group_number >= 1000) as pubs,
                (select count(*)::int from service_groups g where g.group_number >= 1000) as groups`,
      );
      expect(rows[0]!.pubs).toBe(rows[0]!.groups);
      expect(rows[0]!.pubs).toBeLessThan(written);
    });
  });
});

describe('restore', () => {
  it('reproduces every row of every table, resumes the sequences and records DATA_IMPORT', async () => {
    await withEmptyDatabase(async (pool) => {
      const summary = await restoreBackup(pool, archive);
      expect(summary.totalRows).toBe([...before.values()].reduce((s, rows) => s + rows.length, 0));
      const after = await dumpRows(pool);
      const importEntry = after.get('audit_logs')!.pop()!;
      expect(after).toEqual(before);
      expect(JSON.parse(importEntry)).toMatchObject({ event_type: 'DATA_IMPORT', severity: 'MEDIUM' });

      const db = createDb(pool);
      const [group] = await db.insert(serviceGroups).values({ groupNumber: 9 }).returning();
      expect(group!.id).toBe(groupSequence + 1); // the deleted group's id is not handed out again
    });
  });

  /** The archive as one taken before migration 0013: publishers still hold `regular_pioneer` (João's true). */
  const withRegularPioneerColumn = (lines: string[], keep: (table: string) => boolean = () => true) => {
    const header = JSON.parse(lines[0]!) as ArchiveHeader;
    const tables = header.tables
      .filter((x) => keep(x.name))
      .map((x) => (x.name === 'publishers' ? { ...x, columns: [...x.columns, 'regular_pioneer'] } : x));
    const rows = lines
      .slice(1)
      .filter((line) => keep(/^\{"table":"(\w+)"/.exec(line)?.[1] ?? ''))
      .map((line) =>
        line.startsWith('{"table":"publishers"')
          ? line.replace('"row":{', `"row":{"regular_pioneer":${line.includes('João Gonçalves')},`)
          : line,
      );
    return [JSON.stringify({ ...header, tables }), ...rows];
  };

  it('restores an archive that still holds publishers.regular_pioneer (dropped by 0013) without it', async () => {
    const older = await rewriteArchive('regular-pioneer.jsonl.gz', (lines) => withRegularPioneerColumn(lines));
    await withEmptyDatabase(async (pool) => {
      await restoreBackup(pool, older);
      const after = await dumpRows(pool);
      after.get('audit_logs')!.pop(); // DATA_IMPORT
      expect(after).toEqual(before);
    });
  });

  it('gives the regular pioneers of an archive from before 0009 (no appointments table) their appointment', async () => {
    const older = await rewriteArchive('before-appointments.jsonl.gz', (lines) =>
      withRegularPioneerColumn(lines, (table) => table !== 'publisher_appointments'),
    );
    await withEmptyDatabase(async (pool) => {
      await restoreBackup(pool, older);
      const { rows } = await pool.query<{ name: string; kind: string; start_date: string | null }>(
        `select p.name, a.kind, a.start_date, a.end_date from publisher_appointments a
         join publishers p on p.id = a.publisher_id order by a.id`,
      );
      expect(rows).toEqual([{ name: 'João Gonçalves', kind: 'RegularPioneer', start_date: null, end_date: null }]);
    });
  });

  it('refuses an archive naming a column this database does not have, other than a dropped one', async () => {
    const unknown = await rewriteArchive('unknown-column.jsonl.gz', ([header, ...rest]) => {
      const parsed = JSON.parse(header!) as ArchiveHeader;
      const tables = parsed.tables.map((x) => (x.name === 'households' ? { ...x, columns: [...x.columns, 'x'] } : x));
      return [JSON.stringify({ ...parsed, tables }), ...rest];
    });
    await withEmptyDatabase(async (pool) => {
      await expect(restoreBackup(pool, unknown)).rejects.toThrow(/columns this database does not have: households\.x/);
      expect(await totalRows(pool)).toBe(0);
    });
  });

  it('refuses a database that is not empty and changes nothing', async () => {
    const rowsBefore = await totalRows(t.pool);
    const error = await restoreBackup(t.pool, archive).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/not empty \(.*users: \d+.*\).*empty database/);
    expect(await totalRows(t.pool)).toBe(rowsBefore);
  });

  it('refuses an archive from a newer schema and leaves the database empty', async () => {
    const newer = await rewriteArchive('newer.jsonl.gz', ([header, ...rest]) => [
      JSON.stringify({ ...JSON.parse(header!), schemaVersion: codeSchemaVersion().version + 1, schemaTag: '9999_x' }),
      ...rest,
    ]);
    await withEmptyDatabase(async (pool) => {
      await expect(restoreBackup(pool, newer)).rejects.toThrow(
        /newer version of Congregação .*schema \d+ \(9999_x\).*Upgrade/,
      );
      expect(await totalRows(pool)).toBe(0);
    });
  });

  it('refuses a damaged archive (a missing row) and rolls everything back', async () => {
    const damaged = await rewriteArchive('damaged.jsonl.gz', (lines) =>
      lines.filter(
        (line, i) => i === 0 || !line.startsWith('{"table":"publisher_reports"') || line.includes('"version":3'),
      ),
    );
    await withEmptyDatabase(async (pool) => {
      await expect(restoreBackup(pool, damaged)).rejects.toThrow(
        /damaged or incomplete: publisher_reports has 1 rows, the header says 2/,
      );
      expect(await totalRows(pool)).toBe(0);
    });
  });

  it('refuses a file that is not a backup', async () => {
    const plain = path.join(dir, 'plain.txt');
    await writeFile(plain, 'hello');
    const other = path.join(dir, 'other.gz');
    await writeFile(other, gzipSync('{"format":"something-else"}\n'));
    await withEmptyDatabase(async (pool) => {
      await expect(restoreBackup(pool, plain)).rejects.toThrow(
        /plain.txt is damaged or not a gzip'd Congregação backup/,
      );
      await expect(restoreBackup(pool, other)).rejects.toThrow(/other.gz is not a Congregação backup/);
      await expect(restoreBackup(pool, path.join(dir, 'missing.gz'))).rejects.toThrow(/File not found/);
    });
  });
});
