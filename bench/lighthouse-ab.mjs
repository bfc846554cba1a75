#!/usr/bin/env node
// Side-by-side Lighthouse: two (or more) web builds served by two servers on one seeded database, audited in
// alternating runs so a changing machine favours neither. For trying a web change before committing it.
//   node bench/lighthouse-ab.mjs --runs=5 --pages=/,/relatorios/{id} apps/web/dist /tmp/web-b
// BENCH_LIGHTHOUSE_CPU / BENCH_LIGHTHOUSE_PRESET apply as in `npm run bench` (bench/README.md). With --serve it
// only starts the servers on the seeded database and writes their addresses and sessions to a JSON file in the
// temporary directory, for a profile or trace taken by hand; Ctrl-C stops them.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchDebuggableChromium, stopChromium } from './lib/browser.mjs';
import { BENCH_PASSWORD, closeAgent, median, signIn } from './lib/http.mjs';
import { embeddedDatabaseUrl, freePort, killAll, startServer, stopEverything } from './lib/processes.mjs';
import { seed } from './lib/seed.mjs';
import { auditPage, lighthousePages, pageName } from './scenarios/lighthouse.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', '5'));
const PAGES = arg('pages', '/login,/,/relatorios/{id},/publicadores').split(',');
const DISTS = process.argv.slice(2).filter((a) => !a.startsWith('--'));

/**
 * The page's main-thread tasks of 10 ms or more as observed (unthrottled): the ones Lighthouse's simulation keeps
 * and multiplies (shorter ones are pruned from its graph), so their sum is what total blocking time grows with.
 */
function observedLongTasks(trace) {
  const events = trace.traceEvents;
  const threadNames = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const isRendererMain = (e) => threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.pid === navigation.pid;
  const long = events.filter(
    (e) => e.name === 'RunTask' && e.dur >= 10_000 && e.ts > navigation.ts && isRendererMain(e),
  );
  return { count: long.length, sumMs: Math.round(long.reduce((sum, e) => sum + e.dur, 0) / 1000) };
}

async function main() {
  if (DISTS.length < 1)
    throw new Error('usage: node bench/lighthouse-ab.mjs [--runs=5] [--pages=/,/login] distA [distB …]');
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'congregacao-ab-'));
  chmodSync(tmpDir, 0o755);
  const dataDir = path.join(tmpDir, 'data');
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o755);
  const servers = [];
  let chrome;
  let seeded;
  try {
    const pgPort = 20000 + Math.floor(Math.random() * 20000);
    const databaseUrl = embeddedDatabaseUrl(pgPort);
    for (const [i, dist] of DISTS.entries()) {
      const webDistDir = path.join(tmpDir, `web-${i}`);
      cpSync(path.resolve(dist), webDistDir, { recursive: true });
      const port = await freePort();
      const options = {
        port,
        pgPort,
        dataDir,
        logFile: path.join(tmpDir, `server-${i}.log`),
        adminPassword: BENCH_PASSWORD,
        webDistDir,
        // the first server starts the embedded PostgreSQL, the others use it
        databaseUrl: i > 0 ? databaseUrl : undefined,
      };
      const { child } = await startServer(options);
      servers.push({ child, dist, baseUrl: `http://127.0.0.1:${port}` });
      if (i === 0) seeded = await seed(databaseUrl, { password: BENCH_PASSWORD, withAuditLog: false });
    }
    const base = servers[0].baseUrl;
    const sessions = { secretary: await signIn(base, 'secretario'), elder: await signIn(base, 'anciao1') };
    const ctx = { sessions, openActivityId: seeded.open_id };
    if (process.argv.includes('--serve')) {
      // keep the servers up for other tools (profiles, traces): their addresses and the sessions to use
      const file = path.join(os.tmpdir(), 'congregacao-ab-servers.json');
      writeFileSync(file, JSON.stringify({ servers: servers.map((s) => s.baseUrl), ...ctx }));
      console.log(`servers up, described in ${file}; Ctrl-C stops them`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    const pages = lighthousePages(ctx).filter((page) => PAGES.includes(pageName(page.path)));
    const profile = path.join(tmpDir, 'chromium');
    mkdirSync(profile);
    chrome = await launchDebuggableChromium(profile);
    for (const page of pages) {
      const scores = servers.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        for (const [i, server] of servers.entries()) {
          const { lhr, artifacts } = await auditPage(chrome.port, server.baseUrl, page);
          const long = observedLongTasks(artifacts.Trace);
          const m = lhr.audits.metrics.details.items[0];
          scores[i].push({
            perf: Math.round(lhr.categories.performance.score * 100),
            fcp: Math.round(m.firstContentfulPaint),
            lcp: Math.round(m.largestContentfulPaint),
            tbt: Math.round(m.totalBlockingTime),
            host: Math.round(lhr.environment.benchmarkIndex),
            longCount: long.count,
            longMs: long.sumMs,
          });
        }
      }
      for (const [i, server] of servers.entries()) {
        const s = scores[i];
        const pick = (k) => median(s.map((x) => x[k]));
        console.log(
          `${pageName(page.path).padEnd(18)} ${server.dist.padEnd(28)} perf median ${pick('perf')} [${s.map((x) => x.perf).join(' ')}]  FCP ${pick('fcp')}  LCP ${pick('lcp')}  TBT ${pick('tbt')} [${s.map((x) => x.tbt).join(' ')}]  tasks>=10ms ${pick('longCount')} (${pick('longMs')} ms)  host ${pick('host')}`,
        );
      }
    }
  } finally {
    if (chrome) await stopChromium(chrome.child);
    // the first server's PostgreSQL serves the others: it stops last
    await stopEverything({ servers: servers.map((s) => s.child).reverse(), dataDir, tmpDir });
    closeAgent();
  }
}

main().catch((error) => {
  console.error(error);
  killAll();
  process.exit(1);
});
