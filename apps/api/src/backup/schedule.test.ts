import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { auditLogs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app.test-support';
import { readArchiveHeader } from './archive';
import { backupDir, backupFileName, startDailyBackups } from './schedule';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'congregacao-daily-test-'));
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('daily backups', () => {
  it('go to DATA_DIR/backups unless BACKUP_DIR is set', () => {
    expect(backupDir(loadConfig({ DATA_DIR: '/srv/cong' }))).toBe('/srv/cong/backups');
    expect(backupDir(loadConfig({ DATA_DIR: '/srv/cong', BACKUP_DIR: '/mnt/backups' }))).toBe('/mnt/backups');
    expect(backupFileName(new Date('2026-03-04T05:06:07.890Z'))).toBe('congregacao-20260304-050607.jsonl.gz');
  });

  it('take one when the newest is a day old, keep the last BACKUP_KEEP and leave other files alone', async () => {
    for (const day of ['01', '02', '03'])
      await writeFile(path.join(dir, `congregacao-202601${day}-020000.jsonl.gz`), 'old');
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    let now = new Date('2026-01-04T01:00:00Z'); // 23 h after the newest: nothing to do yet
    const logs: string[] = [];
    const daily = startDailyBackups({ pool: t.pool, dir, keep: 2, log: (m) => logs.push(m), now: () => now });
    try {
      await daily.runNow();
      expect((await readdir(dir)).sort()).toEqual([
        'congregacao-20260101-020000.jsonl.gz',
        'congregacao-20260102-020000.jsonl.gz',
        'congregacao-20260103-020000.jsonl.gz',
        'notes.txt',
      ]);

      now = new Date('2026-01-04T02:00:01Z');
      await daily.runNow();
      expect((await readdir(dir)).sort()).toEqual([
        'congregacao-20260103-020000.jsonl.gz',
        'congregacao-20260104-020001.jsonl.gz',
        'notes.txt',
      ]);
      const header = await readArchiveHeader(path.join(dir, 'congregacao-20260104-020001.jsonl.gz'));
      expect(header.tables.find((x) => x.name === 'users')).toBeDefined();
      expect(logs.at(-1)).toMatch(/Daily backup written: .*congregacao-20260104-020001\.jsonl\.gz .*removed 2 old/);

      const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'BACKUP_CREATE'));
      expect(entries.map((e) => e.details)).toEqual([expect.objectContaining({ source: 'daily' })]);
    } finally {
      await daily.stop();
    }
  });

  it('log a failure instead of crashing the server, and stop cleanly', async () => {
    const logs: string[] = [];
    const blocked = path.join(dir, 'notes.txt', 'sub'); // a folder under a file: cannot be created
    const daily = startDailyBackups({ pool: t.pool, dir: blocked, keep: 2, log: (m) => logs.push(m) });
    await daily.runNow();
    await daily.stop();
    expect(logs.at(-1)).toMatch(/^Daily backup failed: .*ENOTDIR/);
  });
});
