#!/usr/bin/env node
// `npm run bench`: builds (npm script), starts the built server on a fresh embedded database, seeds a large
// congregation, runs every scenario, prints a table and writes bench/results.json. See bench/README.md.
//   node bench/run.mjs [--only=throughput,bymonth,...]   (after `npm run build`)
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PASSWORD, closeAgent, expectStatus, signIn } from './lib/http.mjs';
import {
  embeddedDatabaseUrl,
  freePort,
  killAll,
  ROOT,
  rssBytes,
  startServer,
  stopEverything,
} from './lib/processes.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { errorRow, runScenarios } from './lib/scenario-runner.mjs';
import { GROUP_ONE_SIZE, LAST_SERVICE_YEAR, PUBLISHERS, seed } from './lib/seed.mjs';
import { branchCycle } from './scenarios/branch-cycle.mjs';
import { monthStartBurst } from './scenarios/burst.mjs';
import { congregationFigures } from './scenarios/congregation.mjs';
import { idleMemory, restart } from './scenarios/lifecycle.mjs';
import { lighthouseScores } from './scenarios/lighthouse.mjs';
import { movers } from './scenarios/movers.mjs';
import { publisherPhone } from './scenarios/phone.mjs';
import { compactReview } from './scenarios/review.mjs';
import { authThroughput, byMonthLatency } from './scenarios/throughput.mjs';
import { importExport } from './scenarios/transfer.mjs';
import { counterClick, languageSwitch, loginJavaScript } from './scenarios/web.mjs';
import { auditList, generateActivity, s21All, updateChanged } from './scenarios/writes.mjs';

const SCENARIOS = [
  ['throughput', authThroughput],
  ['bymonth', byMonthLatency],
  ['update', updateChanged],
  ['generate', generateActivity],
  ['s21', s21All],
  ['audit', auditList],
  ['bundle', loginJavaScript],
  ['language', languageSwitch],
  ['lighthouse', lighthouseScores],
  ['click', counterClick],
  ['review', compactReview],
  ['restart', restart],
  ['idle', idleMemory],
  ['congregation', congregationFigures],
  ['transfer', importExport],
  ['burst', monthStartBurst],
  ['branchcycle', branchCycle],
  ['movers', movers],
  ['phone', publisherPhone],
];

// Private builds (API_BUILD_OUTDIR, vite --outDir) can be measured while the work tree is rebuilt.
const SERVER = path.resolve(ROOT, process.env.BENCH_SERVER ?? 'apps/api/dist/server.js');
const WEB_DIST = path.resolve(ROOT, process.env.BENCH_WEB_DIST ?? 'apps/web/dist');
const log = (msg) => console.log(`[bench] ${msg}`);

function selected() {
  const arg = process.argv.find((a) => a.startsWith('--only='));
  if (!arg) return SCENARIOS;
  const keys = arg.slice('--only='.length).split(',');
  const unknown = keys.filter((k) => !SCENARIOS.some(([key]) => key === k));
  if (unknown.length) throw new Error(`unknown scenario(s) ${unknown.join(', ')}; use ${SCENARIOS.map((s) => s[0])}`);
  return SCENARIOS.filter(([key]) => keys.includes(key));
}

async function setUp(tmpDir, scenarios) {
  const dataDir = path.join(tmpDir, 'data');
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o755); // PostgreSQL runs as user postgres when we are root
  // A private copy of the web build: a rebuild in the work tree during the run must not change what is served.
  const webDistDir = path.join(tmpDir, 'web');
  cpSync(WEB_DIST, webDistDir, { recursive: true });
  const serverOptions = {
    port: await freePort(),
    pgPort: 20000 + Math.floor(Math.random() * 20000),
    dataDir,
    logFile: path.join(tmpDir, 'server.log'),
    adminPassword: BENCH_PASSWORD,
    webDistDir,
    server: SERVER,
  };
  const { child } = await startServer(serverOptions);
  const ctx = { server: child, serverOptions, baseUrl: `http://127.0.0.1:${serverOptions.port}` };
  ctx.databaseUrl = embeddedDatabaseUrl(serverOptions.pgPort);
  log(`server on ${ctx.baseUrl}, embedded PostgreSQL on ${serverOptions.pgPort}, data in ${dataDir}`);
  const withAuditLog = scenarios.some(([key]) => key === 'audit');
  const seeded = await seed(ctx.databaseUrl, { password: BENCH_PASSWORD, withAuditLog, log });
  const secretary = await signIn(ctx.baseUrl, 'secretario');
  const elder = await signIn(ctx.baseUrl, 'anciao1');
  const { body } = await expectStatus(200, ctx.baseUrl, 'GET', `/api/publisherreports/bymonth/${seeded.open_id}`, {
    token: secretary.accessToken,
  });
  Object.assign(ctx, {
    sessions: { secretary, elder },
    tokens: { secretary: secretary.accessToken, elder: elder.accessToken },
    openActivityId: seeded.open_id,
    reportsPerMonth: body.reports.length,
    publisherIds: body.reports.map((r) => r.publisherId),
    auxiliaryCandidates: body.reports.filter((r) => !r.regularPioneer).map((r) => r.publisherId),
    allPublisherCount: seeded.publishers,
    groupOneSize: GROUP_ONE_SIZE,
    lastServiceYear: LAST_SERVICE_YEAR,
    auditRows: seeded.audit,
  });
  return {
    ctx,
    seedInfo: { publishers: PUBLISHERS, reports: seeded.reports, auditLog: seeded.audit, ...seeded.timings },
  };
}

async function main() {
  const scenarios = selected();
  for (const file of [SERVER, path.join(WEB_DIST, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const startedAt = new Date().toISOString();
  const loadBefore = os.loadavg().map((v) => Math.round(v * 10) / 10);
  log(
    `load average ${loadBefore.join(' ')} on ${os.cpus().length} cores${loadBefore[0] > os.cpus().length ? ': busy machine, figures will be pessimistic' : ''}`,
  );
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'congregacao-bench-'));
  chmodSync(tmpDir, 0o755);
  let ctx;
  const cleanUp = async () => {
    await stopEverything({ servers: ctx?.server ? [ctx.server] : [], dataDir: path.join(tmpDir, 'data'), tmpDir });
    closeAgent();
  };
  // any exit stops what the bench started (server, embedded PostgreSQL, Chromium) and removes its data
  let isCleaning = false;
  const cleanUpAndExit = (code) => {
    if (isCleaning) return;
    isCleaning = true;
    cleanUp().finally(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUpAndExit(130));
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.once(event, (error) => {
      console.error(`[bench] ${event}:`, error);
      cleanUpAndExit(1);
    });
  }
  let rows = [];
  let seedInfo = null;
  try {
    const setup = await setUp(tmpDir, scenarios);
    ctx = setup.ctx;
    seedInfo = setup.seedInfo;
    rows = await runScenarios(scenarios, ctx, {
      log,
      before: (key) => {
        if (key === 'restart') ctx.rssAfterLoad = rssBytes(ctx.server.pid);
      },
    });
  } catch (error) {
    // the set-up failed (build, server, seed): the table and results.json still say so
    rows.push(errorRow('setup', error));
    log(`ERROR in setup: ${error?.message ?? error}`);
  } finally {
    await cleanUp();
  }
  printTable(rows);
  const file = path.join(ROOT, 'bench/results.json');
  const result = writeResults(file, { rows, startedAt, loadBefore, seedInfo });
  const noisy = result.noisy ? ' — NOISY run: the load exceeded the core count, figures are pessimistic' : '';
  log(
    `wrote ${path.relative(process.cwd(), file)}; load average before ${loadBefore.join(' ')}, after ${result.loadAverage.after.join(' ')}${noisy}`,
  );
  for (const r of rows.filter((row) => row.error)) console.error(`[bench] ${r.scenario} failed:\n${r.error}`);
  process.exitCode = result.allPassed ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  killAll();
  process.exit(1);
});
