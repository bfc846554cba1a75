import { BackupError } from '../backup/archive';
import { type Config, ConfigError } from '../config';
import { openCliDatabase } from '../db/cli-database';
import type { DatabaseHandle } from '../db/database';

/** Runs a command's work on the configured database (db/cli-database.ts), closed after whatever happens. */
export async function withCliDatabase<T>(config: Config, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openCliDatabase(config, (m) => console.log(m));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The rows per table of a backup or a restore, one line each. */
export function printTableRows(tables: readonly { name: string; rows: number }[]): void {
  for (const t of tables) console.log(`  ${t.name.padEnd(28)} ${String(t.rows).padStart(8)}`);
}

/**
 * Ends a failed command with exit code 1: a failure the person can act on (a setting, an archive) as its message
 * only, anything else under `label` with the whole error.
 */
export function exitOnFailure(label: string) {
  return (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error(`${label}:`, error);
    process.exit(1);
  };
}
