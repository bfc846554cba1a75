import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Config } from '../config';
import { createBackup } from './create-backup';

const DAY_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;
const NAME = /^congregacao-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.jsonl\.gz$/;

/** Where backups go: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(config: Config): string {
  return config.BACKUP_DIR ? path.resolve(config.BACKUP_DIR) : path.join(config.dataDir, 'backups');
}

/** `congregacao-YYYYMMDD-HHMMSS.jsonl.gz` (UTC): names sort by age. */
export function backupFileName(date = new Date()): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
  return `congregacao-${stamp}.jsonl.gz`;
}

/** When a backup named by backupFileName was taken. */
function takenAt(file: string): number {
  const [, y, mo, d, h, mi, s] = (NAME.exec(file) ?? []).map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 0, h ?? 0, mi ?? 0, s ?? 0);
}

async function backupFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => NAME.test(f)).sort();
  } catch {
    return [];
  }
}

/** Deletes all but the newest `keep` backups this schedule made (other files in the folder are left alone). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = await backupFiles(dir);
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const file of old) await rm(path.join(dir, file), { force: true });
  return old;
}

export interface DailyBackups {
  /** Waits for a backup in progress, then stops the schedule (called before the pool ends). */
  stop(): Promise<void>;
  /** Runs one check now (tests). */
  runNow(): Promise<void>;
}

/**
 * A backup whenever the newest one in the folder is a day old or there is none: checked at start and every hour,
 * so a server restarted often still takes one a day, and one down overnight catches up when it starts.
 */
export function startDailyBackups(options: {
  pool: pg.Pool;
  dir: string;
  keep: number;
  log: (msg: string) => void;
  now?: () => Date;
}): DailyBackups {
  const { pool, dir, keep, log } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;

  async function check() {
    const newest = (await backupFiles(dir)).at(-1);
    if (newest && now().getTime() - takenAt(newest) < DAY_MS) return;
    const summary = await createBackup(pool, path.join(dir, backupFileName(now())), 'daily');
    const removed = await pruneBackups(dir, keep);
    log(
      `Daily backup written: ${summary.file} (${summary.totalRows} rows)${removed.length ? `; removed ${removed.length} old` : ''}`,
    );
  }

  function runNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= check()
      .catch((error: unknown) => log(`Daily backup failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void runNow(), CHECK_EVERY_MS);
  timer.unref();
  void runNow();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
