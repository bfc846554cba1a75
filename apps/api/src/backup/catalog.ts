import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../db/migrate';

/** What the catalog says about one data table: its columns (insertable ones) and its primary key. */
export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
}

/** A column whose default comes from a sequence it owns (serial / bigserial / identity). */
export interface SequenceInfo {
  table: string;
  column: string;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every ordinary table of the `public` schema, parents before children (foreign-key order), so inserting in this
 * order never references a row that is not there yet. Drizzle's own bookkeeping lives in the `drizzle` schema.
 */
export async function listTables(db: Queryable): Promise<TableInfo[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const { rows: columns } = await db.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: keys } = await db.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array(select a.attname from unnest(k.conkey) with ordinality u(attnum, i)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.i)::text[] as columns
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'p'`,
  );
  const { rows: references } = await db.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f' and c.oid <> p.oid`,
  );
  const infos = tables.map(({ name }) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.column),
    primaryKey: keys.find((k) => k.table === name)?.columns ?? [],
  }));
  return inForeignKeyOrder(infos, references);
}

function inForeignKeyOrder(tables: TableInfo[], references: { child: string; parent: string }[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((t) =>
      references.every(
        (r) => r.child !== t.name || placed.has(r.parent) || !remaining.some((x) => x.name === r.parent),
      ),
    );
    // A cycle of foreign keys cannot be ordered: keep the rest alphabetical (inserts would then fail loudly).
    const next = ready.length > 0 ? ready : remaining;
    for (const t of next) {
      ordered.push(t);
      placed.add(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** Columns of `public` tables fed by a sequence they own (serial, bigserial or identity). */
export async function listSequences(db: Queryable): Promise<SequenceInfo[]> {
  const { rows } = await db.query<SequenceInfo>(
    `select t.relname as table, a.attname as column from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
       join pg_class t on t.oid = d.refobjid join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public' and d.deptype in ('a', 'i')
      order by t.relname, a.attname`,
  );
  return rows;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function readJournal(): JournalEntry[] {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

export interface SchemaVersion {
  /** How many migrations the database has applied. */
  version: number;
  /** The tag of the newest applied migration (e.g. `0001_audit_append_only`), when this build knows it. */
  tag: string | null;
}

/** The schema version of a database: its applied drizzle migrations. */
export async function databaseSchemaVersion(db: Queryable): Promise<SchemaVersion> {
  const { rows } = await db.query<{ count: number; latest: string | null }>(
    `select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const { count, latest } = rows[0] ?? { count: 0, latest: null };
  const tag = readJournal().find((e) => String(e.when) === latest)?.tag ?? null;
  return { version: count, tag };
}

/** The schema version this build of the application migrates to. */
export function codeSchemaVersion(): SchemaVersion {
  const entries = readJournal();
  return { version: entries.length, tag: entries.at(-1)?.tag ?? null };
}
