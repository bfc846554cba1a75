import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';

export interface TestDatabaseInfo {
  adminUrl: string;
  template: string;
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDatabaseInfo;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL per run: TEST_DATABASE_URL when set (CI: the machine's server), else an embedded cluster.
 * A migrated template database is made once; each test file copies it into a database of its own.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;
  if (!adminUrl) {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'congregacao-test-pg-'));
    await chmod(tmpDir, 0o755); // PostgreSQL runs as its own user when we are root
    const port = 55000 + Math.floor(Math.random() * 5000);
    const embedded = await startEmbeddedPostgres({ databaseDir: path.join(tmpDir, 'pg'), port, log: () => {} });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const template = `tpl_${runId}`;
  await adminQuery(adminUrl, `create database "${template}"`);
  const pool = createPool(withDatabase(adminUrl, template), 2);
  await runMigrations(pool);
  await pool.end();
  project.provide('testDb', { adminUrl, template, prefix: `t_${runId}_` });

  return async () => {
    const { rows } = await adminQuery(
      adminUrl,
      `select datname from pg_database where datname like 't\\_${runId}\\_%' or datname = '${template}'`,
    );
    for (const row of rows) await adminQuery(adminUrl, `drop database if exists "${row.datname}" with (force)`);
    await stopEmbedded?.();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  };
}
