import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { createDb } from '../db/client';
import { SYSTEM_ACTOR } from '../lib/actor';
import { recordAudit } from '../lib/audit';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveHeader, rowLine } from './archive';
import { databaseSchemaVersion, listSequences, listTables, quoteIdent, type TableInfo } from './catalog';

const FETCH_SIZE = 1000;

export interface BackupSummary {
  file: string;
  bytes: number;
  schemaVersion: number;
  schemaTag: string | null;
  tables: { name: string; rows: number }[];
  totalRows: number;
}

async function readHeader(client: pg.PoolClient, tables: TableInfo[]): Promise<ArchiveHeader> {
  const schema = await databaseSchemaVersion(client);
  const tableHeaders: ArchiveHeader['tables'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table.name)}`);
    tableHeaders.push({ name: table.name, columns: table.columns, rows: rows[0]?.n ?? 0 });
  }
  const sequences: ArchiveHeader['sequences'] = [];
  for (const { table, column } of await listSequences(client)) {
    const { rows } = await client.query<{ seq: string }>('select pg_get_serial_sequence($1, $2) as seq', [
      quoteIdent(table),
      column,
    ]);
    if (!rows[0]?.seq) continue;
    const state = await client.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${rows[0].seq}`,
    );
    if (state.rows[0]) sequences.push({ table, column, ...state.rows[0] });
  }
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    schemaVersion: schema.version,
    schemaTag: schema.tag,
    createdAt: new Date().toISOString(),
    tables: tableHeaders,
    sequences,
  };
}

/** Every row of one table as archive lines, read through a cursor in the snapshot's transaction. */
async function* tableLines(client: pg.PoolClient, table: TableInfo, expected: number): AsyncGenerator<string> {
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
  await client.query(
    `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${quoteIdent(table.name)} t${order}`,
  );
  let written = 0;
  for (;;) {
    const { rows } = await client.query<{ j: string }>(`fetch ${FETCH_SIZE} from backup_rows`);
    if (rows.length === 0) break;
    written += rows.length;
    yield rows.map((r) => rowLine(table.name, r.j)).join('');
  }
  await client.query('close backup_rows');
  if (written !== expected) throw new Error(`${table.name}: read ${written} rows, counted ${expected}`);
}

/**
 * Writes a consistent archive of every table: one `repeatable read` read-only transaction is one snapshot, so
 * the archive never holds a child without its parent, whatever other instances write meanwhile. The file
 * appears under its name only once complete (written beside it, then renamed).
 */
export async function writeBackup(pool: pg.Pool, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const client = await pool.connect();
  let header: ArchiveHeader;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await listTables(client);
    header = await readHeader(client, tables);
    const counts = new Map(header.tables.map((t) => [t.name, t.rows]));
    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of tables) yield* tableLines(client, table, counts.get(table.name) ?? 0);
    }
    await pipeline(lines(), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await client.query('commit');
    await rename(partial, target);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
  const tables = header.tables.map(({ name, rows }) => ({ name, rows }));
  return {
    file: target,
    bytes: (await stat(target)).size,
    schemaVersion: header.schemaVersion,
    schemaTag: header.schemaTag,
    tables,
    totalRows: tables.reduce((sum, t) => sum + t.rows, 0),
  };
}

/** Writes the archive, then records BACKUP_CREATE (the entry is in the next backup, not this one). */
export async function createBackup(pool: pg.Pool, file: string, source: 'cli' | 'daily'): Promise<BackupSummary> {
  const summary = await writeBackup(pool, file);
  await recordAudit(createDb(pool), SYSTEM_ACTOR, {
    eventType: 'BACKUP_CREATE',
    description: `Cópia de segurança criada (${summary.totalRows} registos)${source === 'daily' ? ' — cópia diária automática' : ''}`,
    resource: 'backup',
    details: {
      source,
      file: path.basename(summary.file),
      bytes: summary.bytes,
      schemaVersion: summary.schemaVersion,
      tables: Object.fromEntries(summary.tables.map((t) => [t.name, t.rows])),
    },
  });
  return summary;
}
