import { existsSync } from 'node:fs';
import { BackupError, readArchiveHeader } from '../backup/archive';
import { codeSchemaVersion } from '../backup/catalog';
import { refuseNewerSchema, restoreBackup } from '../backup/restore-backup';
import { ConfigError, loadConfig } from '../config';
import { openCliDatabase } from '../db/cli-database';

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
  const database = await openCliDatabase(config, (m) => console.log(m));
  try {
    const summary = await restoreBackup(database.pool, file);
    for (const t of summary.tables) console.log(`  ${t.name.padEnd(28)} ${String(t.rows).padStart(8)}`);
    console.log(`Restored ${summary.totalRows} rows from ${summary.file} (taken ${summary.createdAt}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('Restore failed:', error);
  process.exit(1);
});
