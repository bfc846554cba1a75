import os from 'node:os';
import { auditListQuerySchema } from '@congregacao/shared/contracts/audit';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb, createPool } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { auditWhere } from './filters';
import { generateAuditLog } from './perf-fixtures';

/**
 * Opt-in measurement (docs/decisions/008-audit-log.md): AUDIT_PERF=1 [AUDIT_PERF_ROWS=1000000]
 *   TEST_DATABASE_URL=… npx vitest run --project api apps/api/src/modules/audit/audit-performance
 * Generates the log, VACUUM ANALYZE (or, with AUDIT_PERF_DATABASE_URL, reuses a database that already holds one),
 * then times GET /api/audit through the whole app (routing, validation,
 * queries, serialisation) and prints medians, p95 and EXPLAIN ANALYZE of the page queries.
 */
const ROWS = Number(process.env.AUDIT_PERF_ROWS ?? 1_000_000);
const RUNS = 25;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** page 1 with one filter: the target (median <= 30 ms at 1,000,000 entries) */
const TARGET = [
  'eventType=FAILED_LOGIN',
  'eventType=REPORT_UPDATE',
  'severity=HIGH',
  'severity=LOW',
  'userRole=Secretary',
  'resource=publisher',
  `startDate=${day(30)}&endDate=${day(0)}`,
  'search=fonseca',
];
/** reported, not asserted */
const OTHERS = [
  '',
  // a 0.8% term whose every trigram is common: a long filtered scan, and the count runs out of its budget
  'search=maria%20silva',
  'search=registo%2012345',
  'severity=HIGH&userRole=Admin',
  `eventType=FAILED_LOGIN&startDate=${day(90)}`,
  'eventType=USER_LOGIN&page=5',
  'page=200',
];

let t: TestApp;
let call: Awaited<ReturnType<typeof signedIn>>['call'];

async function time(url: string) {
  const samples: number[] = [];
  let body: { pagination?: { total: number; isTotalExact: boolean } } | undefined;
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const res = await call('GET', url);
    const elapsed = performance.now() - start;
    expect(res.statusCode).toBe(200);
    if (i >= 3) samples.push(elapsed);
    body = res.json();
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { median: at(0.5), p95: at(0.95), total: body?.pagination?.total, exact: body?.pagination?.isTotalExact };
}

async function explain(query: string) {
  const filters = auditListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const page = t.db
    .select()
    .from(auditLogs)
    .where(auditWhere(filters))
    .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
    .limit(50);
  const result = await t.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers, costs off) ${page}`);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The app on an existing database (not dropped at the end). */
async function appOn(url: string): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const pool = createPool(url, 5);
  const db = createDb(pool);
  const app = await buildApp({ config, db, pool, mailer: { send: async () => {} }, logger: false });
  await app.ready();
  const close = async () => {
    await app.close();
    await pool.end();
  };
  return { app, db, pool, url, outbox: [], close };
}

async function populatedApp(): Promise<TestApp> {
  const reuse = process.env.AUDIT_PERF_DATABASE_URL;
  if (reuse) return appOn(reuse);
  const app = await createTestApp();
  const start = performance.now();
  await generateAuditLog(app.db, ROWS);
  await app.db.execute(sql`vacuum analyze audit_logs`);
  console.log(`generated ${ROWS} entries + vacuum analyze in ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return app;
}

describe.runIf(process.env.AUDIT_PERF)(`GET /api/audit on ${ROWS.toLocaleString('en')} entries`, () => {
  beforeAll(async () => {
    t = await populatedApp();
    call = (await signedIn(t, 'Admin')).call;
  }, 1_800_000);
  afterAll(() => t?.close());

  it('pages fast with any single filter (median <= 30 ms)', { timeout: 600_000 }, async () => {
    const baseline = await time('/api/auth/me');
    const load = os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    const lines = [
      `load average ${load} on ${os.cpus().length} CPUs`,
      `${'baseline: GET /api/auth/me (session only)'.padEnd(44)} median ${baseline.median.toFixed(1).padStart(6)} ms`,
    ];
    const medians: number[] = [];
    for (const query of [...TARGET, ...OTHERS]) {
      const r = await time(`/api/audit?${query}`);
      if (TARGET.includes(query)) medians.push(r.median);
      lines.push(
        `${(query || '(no filter)').padEnd(44)} median ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  total ${r.exact ? '' : '~'}${r.total}`,
      );
    }
    for (const path of ['/api/audit/stats/summary', `/api/audit/export/csv?startDate=${day(7)}`]) {
      const start = performance.now();
      const res = await call('GET', path);
      lines.push(`${path.padEnd(44)} once   ${(performance.now() - start).toFixed(0)} ms  ${res.body.length} bytes`);
    }
    console.log(lines.join('\n'));
    for (const query of ['', 'eventType=FAILED_LOGIN', 'search=fonseca', 'search=maria%20silva']) {
      console.log(`\nEXPLAIN ANALYZE page 1, ${query || 'no filter'}:\n${await explain(query)}`);
    }
    expect(Math.max(...medians)).toBeLessThanOrEqual(30);
  });
});
