import path from 'node:path';
import { BackupError } from '../backup/archive';
import { createBackup } from '../backup/create-backup';
import { backupDir, backupFileName } from '../backup/schedule';
import { ConfigError, loadConfig } from '../config';
import { openCliDatabase } from '../db/cli-database';

// npm run backup -- [file]: a consistent archive of every table (default: BACKUP_DIR/congregacao-<time>.jsonl.gz).
async function main() {
  const config = loadConfig();
  const file = process.argv[2] ?? path.join(backupDir(config), backupFileName());
  const database = await openCliDatabase(config, (m) => console.log(m));
  try {
    const summary = await createBackup(database.pool, file, 'cli');
    for (const t of summary.tables) console.log(`  ${t.name.padEnd(28)} ${String(t.rows).padStart(8)}`);
    console.log(
      `Backup written: ${summary.file} (${summary.totalRows} rows, ${summary.bytes} bytes, schema ${summary.schemaVersion})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('Backup failed:', error);
  process.exit(1);
});
