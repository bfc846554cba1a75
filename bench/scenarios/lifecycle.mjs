// Start-up on an existing embedded database, and the idle memory of the server with its PostgreSQL.
import path from 'node:path';
import { expectStatus, median, round } from '../lib/http.mjs';
import { postgresPids, pssBytes, rssBytes, sleep, startServer, stopServer } from '../lib/processes.mjs';

const RESTARTS = 3;
const MB = 2 ** 20;

/** 10. Stop the server (it stops its PostgreSQL), start it again: spawn to the first /api/health 200. */
export async function restart(ctx) {
  const samples = [];
  for (let i = 0; i < RESTARTS; i++) {
    await stopServer(ctx.server);
    const { child, startMs } = await startServer(ctx.serverOptions);
    ctx.server = child;
    samples.push(round(startMs, 0));
  }
  const seconds = round(median(samples) / 1000, 2);
  return [
    {
      id: 'restart-to-health',
      scenario: 'start on the existing embedded database to /api/health 200',
      figure: `median ${seconds} s (${samples.map((v) => round(v / 1000, 2)).join(', ')} s)`,
      value: seconds,
      unit: 's',
      target: '<= 3 s',
      pass: seconds <= 3,
      details: { samplesMs: samples },
    },
  ];
}

function memoryOf(pids) {
  return pids.map((pid) => ({ pid, pss: pssBytes(pid), rss: rssBytes(pid) }));
}

/**
 * 11. Idle memory after a fresh start and a few calls (sign-in check, the fill screen's read, the web page):
 * PSS (shared pages counted once, divided among sharers) summed over node and every postgres process.
 */
export async function idleMemory(ctx) {
  const token = ctx.tokens.secretary;
  await expectStatus(200, ctx.baseUrl, 'GET', '/api/auth/me', { token });
  await expectStatus(200, ctx.baseUrl, 'GET', `/api/publisherreports/bymonth/${ctx.openActivityId}`, { token });
  await expectStatus(200, ctx.baseUrl, 'GET', '/login', { raw: true });
  await sleep(5000);
  const readings = [];
  for (let i = 0; i < 3; i++) {
    const node = memoryOf([ctx.server.pid]);
    const postgres = memoryOf(postgresPids(path.join(ctx.serverOptions.dataDir, 'postgres')));
    const sum = (list, key) => list.reduce((s, p) => s + p[key], 0);
    readings.push({
      nodePss: sum(node, 'pss'),
      nodeRss: sum(node, 'rss'),
      postgresPss: sum(postgres, 'pss'),
      postgresRss: sum(postgres, 'rss'),
      postgresProcesses: postgres.length,
    });
    await sleep(1000);
  }
  const last = readings.at(-1);
  const totalPss = round((last.nodePss + last.postgresPss) / MB, 0);
  const totalRss = round((last.nodeRss + last.postgresRss) / MB, 0);
  return [
    {
      id: 'idle-memory',
      scenario: `idle memory: server + embedded PostgreSQL (${last.postgresProcesses} processes)`,
      figure: `PSS ${totalPss} MB (node ${round(last.nodePss / MB, 0)} + pg ${round(last.postgresPss / MB, 0)}); RSS sum ${totalRss} MB`,
      value: totalPss,
      unit: 'MB',
      target: '<= 250 MB',
      pass: totalPss <= 250,
      details: { readings, rssBeforeRestartBytes: ctx.rssAfterLoad ?? null },
    },
  ];
}
