import path from 'node:path';
import { createBackup } from '../backup/create-backup';
import { backupDir, backupFileName } from '../backup/schedule';
import { loadConfig } from '../config';
import { exitOnFailure, printTableRows, withCliDatabase } from './command';

// npm run backup -- [file]: a consistent archive of every table (default: BACKUP_DIR/congregacao-<time>.jsonl.gz).
async function main() {
  const config = loadConfig();
  const file = process.argv[2] ?? path.join(backupDir(config), backupFileName());
  const summary = await withCliDatabase(config, (database) => createBackup(database.pool, file, 'cli'));
  printTableRows(summary.tables);
  console.log(
    `Backup written: ${summary.file} (${summary.totalRows} rows, ${summary.bytes} bytes, schema ${summary.schemaVersion})`,
  );
}

main().catch(exitOnFailure('Backup failed'));
