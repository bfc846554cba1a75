import { existsSync } from 'node:fs';
import { BackupError, readArchiveHeader } from '../backup/archive';
import { codeSchemaVersion } from '../backup/catalog';
import { refuseNewerSchema, restoreBackup } from '../backup/restore-backup';
import { loadConfig } from '../config';
import { exitOnFailure, printTableRows, withCliDatabase } from './command';

const USAGE = 'Usage: npm run restore -- <file>   (into an empty database: a new DATA_DIR or an empty DATABASE_URL)';

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!existsSync(file)) throw new BackupError(`File not found: ${file}`);
  const config = loadConfig();
  // Refuse a newer archive before touching (or creating) any database.
  const header = await readArchiveHeader(file);
  refuseNewerSchema(header, codeSchemaVersion(), file);
  const summary = await withCliDatabase(config, (database) => restoreBackup(database.pool, file));
  printTableRows(summary.tables);
  console.log(`Restored ${summary.totalRows} rows from ${summary.file} (taken ${summary.createdAt}).`);
}

main().catch(exitOnFailure('Restore failed'));
