import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../db/schema';
import { SYSTEM_ACTOR } from '../lib/actor';
import { recordAudit } from '../lib/audit';
import { type ArchiveHeader, BackupError, parseHeader, parseRowLine, readArchiveLines } from './archive';
import {
  databaseSchemaVersion,
  listSequences,
  listTables,
  quoteIdent,
  type SchemaVersion,
  type TableInfo,
} from './catalog';

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

export interface RestoreSummary {
  file: string;
  schemaVersion: number;
  createdAt: string;
  tables: { name: string; rows: number }[];
  totalRows: number;
}

/** Refuses an archive taken from a database migrated further than `target` (a newer version of the application). */
export function refuseNewerSchema(header: ArchiveHeader, target: SchemaVersion, file: string) {
  if (header.schemaVersion <= target.version) return;
  const named = (v: number, tag: string | null) => `schema ${v}${tag ? ` (${tag})` : ''}`;
  throw new BackupError(
    `${file} comes from a newer version of Congregação (database ${named(header.schemaVersion, header.schemaTag)}); this database is at ${named(target.version, target.tag)}. Upgrade the application, then restore.`,
  );
}

/**
 * Columns a later migration dropped. An archive taken before still holds them: the restore loads the rest of each row
 * and, where the archive is older than the migration that moved what the column said elsewhere, `carry` moves it
 * (`$1`: the batch's rows as JSON). Any other column this database lacks is refused.
 */
const DROPPED_COLUMNS: {
  table: string;
  column: string;
  carry: { when: (header: ArchiveHeader) => boolean; sql: string };
}[] = [
  {
    // dropped by 0013; 0009 had copied it into publisher_appointments, which an archive from before 0009 lacks:
    // its regular pioneers get an appointment without dates, as the API records the spec's `regularPioneer: true`
    table: 'publishers',
    column: 'regular_pioneer',
    carry: {
      when: (header) => !header.tables.some((t) => t.name === 'publisher_appointments'),
      sql: `insert into publisher_appointments (publisher_id, kind)
        select (r ->> 'id')::int, 'RegularPioneer' from json_array_elements($1::json) r
        where (r ->> 'regular_pioneer')::boolean`,
    },
  },
];

const droppedColumn = (table: string, column: string) =>
  DROPPED_COLUMNS.find((d) => d.table === table && d.column === column);

/** Refuses an archive from a newer schema, or one naming tables or columns this database does not have. */
async function checkCompatible(client: pg.PoolClient, header: ArchiveHeader, tables: TableInfo[], file: string) {
  refuseNewerSchema(header, await databaseSchemaVersion(client), file);
  for (const archived of header.tables) {
    const table = tables.find((t) => t.name === archived.name);
    if (!table) throw new BackupError(`${file} holds table "${archived.name}", which this database does not have.`);
    const missing = archived.columns.filter((c) => !table.columns.includes(c) && !droppedColumn(archived.name, c));
    if (missing.length) {
      throw new BackupError(
        `${file} holds columns this database does not have: ${archived.name}.${missing.join(', ')}.`,
      );
    }
  }
}

/** Locks every table (no one writes while we look and load), then refuses a database that holds any row. */
async function checkEmpty(client: pg.PoolClient, tables: TableInfo[]) {
  await client.query(`lock table ${tables.map((t) => quoteIdent(t.name)).join(', ')} in exclusive mode`);
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table.name)}`);
    if (rows[0]?.n) filled.push(`${table.name}: ${rows[0].n}`);
  }
  if (filled.length) {
    throw new BackupError(
      `The target database is not empty (${filled.join(', ')} rows). A backup is restored only into an empty database: point DATA_DIR at a new folder (embedded) or DATABASE_URL at a new, empty database, run the restore, and only then start the server.`,
    );
  }
}

async function insertBatch(client: pg.PoolClient, header: ArchiveHeader, index: number, rows: string[]) {
  const table = header.tables[index]!;
  const dropped = table.columns.flatMap((c) => droppedColumn(table.name, c) ?? []);
  const columns = table.columns
    .filter((c) => !dropped.some((d) => d.column === c))
    .map(quoteIdent)
    .join(', ');
  const json = `[${rows.join(',')}]`;
  await client.query(
    `insert into ${quoteIdent(table.name)} (${columns}) overriding system value
     select ${columns} from json_populate_recordset(null::${quoteIdent(table.name)}, $1::json)`,
    [json],
  );
  for (const { carry } of dropped) if (carry.when(header)) await client.query(carry.sql, [json]);
}

/** Streams the rows (archive order is foreign-key order) in batches; returns the count loaded per table. */
async function loadRows(client: pg.PoolClient, lines: AsyncGenerator<string>, header: ArchiveHeader, file: string) {
  const loaded = new Map(header.tables.map((t) => [t.name, 0]));
  let index = 0;
  let batch: string[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (batch.length) await insertBatch(client, header, index, batch);
    batch = [];
    batchChars = 0;
  };
  let lineNumber = 1;
  for await (const line of lines) {
    lineNumber += 1;
    if (line === '') continue;
    const parsed = parseRowLine(line);
    if (!parsed) throw new BackupError(`${file} is damaged: line ${lineNumber} is not a row.`);
    if (parsed.table !== header.tables[index]?.name) {
      await flush();
      const next = header.tables.findIndex((t, i) => i > index && t.name === parsed.table);
      if (next < 0)
        throw new BackupError(`${file} is damaged: unexpected table "${parsed.table}" at line ${lineNumber}.`);
      index = next;
    }
    batch.push(parsed.rowJson);
    batchChars += parsed.rowJson.length;
    loaded.set(parsed.table, (loaded.get(parsed.table) ?? 0) + 1);
    if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
  }
  await flush();
  for (const table of header.tables) {
    if (loaded.get(table.name) !== table.rows) {
      throw new BackupError(
        `${file} is damaged or incomplete: ${table.name} has ${loaded.get(table.name)} rows, the header says ${table.rows}.`,
      );
    }
  }
}

/** Each sequence resumes where the original did (never below the largest id restored). */
async function resetSequences(client: pg.PoolClient, header: ArchiveHeader) {
  for (const { table, column } of await listSequences(client)) {
    const { rows } = await client.query<{ seq: string | null; max: string | null }>(
      `select pg_get_serial_sequence($1, $2) as seq, (select max(${quoteIdent(column)})::text from ${quoteIdent(table)}) as max`,
      [quoteIdent(table), column],
    );
    const { seq, max } = rows[0] ?? { seq: null, max: null };
    if (!seq) continue;
    const saved = header.sequences.find((s) => s.table === table && s.column === column);
    if (saved && (max === null || BigInt(saved.lastValue) >= BigInt(max))) {
      await client.query('select setval($1, $2::bigint, $3)', [seq, saved.lastValue, saved.isCalled]);
    } else if (max !== null) {
      await client.query('select setval($1, $2::bigint, true)', [seq, max]);
    }
  }
}

/**
 * Restores an archive into an EMPTY database (already migrated to this build's schema) in one transaction:
 * either every row is there, sequences reset and DATA_IMPORT recorded, or nothing changed.
 */
export async function restoreBackup(pool: pg.Pool, file: string): Promise<RestoreSummary> {
  const name = path.basename(file);
  const lines = readArchiveLines(file);
  const first = await lines.next();
  const header = parseHeader(first.done ? undefined : first.value, name);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const tables = await listTables(client);
    await checkCompatible(client, header, tables, name);
    await checkEmpty(client, tables);
    await loadRows(client, lines, header, name);
    await resetSequences(client, header);
    const totalRows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    await recordAudit(drizzle(client, { schema }), SYSTEM_ACTOR, {
      eventType: 'DATA_IMPORT',
      description: `Cópia de segurança restaurada (${totalRows} registos, criada em ${header.createdAt})`,
      resource: 'backup',
      details: {
        file: name,
        createdAt: header.createdAt,
        schemaVersion: header.schemaVersion,
        tables: Object.fromEntries(header.tables.map((t) => [t.name, t.rows])),
      },
    });
    await client.query('commit');
    return {
      file: path.resolve(file),
      schemaVersion: header.schemaVersion,
      createdAt: header.createdAt,
      tables: header.tables.map(({ name: table, rows }) => ({ name: table, rows })),
      totalRows,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
    await lines.return(undefined);
  }
}
