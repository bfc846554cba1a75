// Scenarios measured with autocannon: the authenticated small call against a bare Fastify hello-world (side by
// side, alternating rounds in the same run) and the p99 of the 500-report fill-screen read.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { round } from '../lib/http.mjs';
import { exited, freePort, ROOT, track, waitFor200 } from '../lib/processes.mjs';

const CONNECTIONS = 10;
const ROUND_SECONDS = 5;
const ROUNDS = 3;

function load(url, { token, seconds, connections = CONNECTIONS }) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function checked(result, what) {
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${what}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

/** 1. GET /api/auth/me with a bearer token vs a hello-world, same connections and duration, alternating rounds. */
export async function authThroughput(ctx) {
  const port = await freePort();
  const hello = track(spawn(process.execPath, [path.join(ROOT, 'bench/hello-world.mjs'), String(port)]));
  try {
    const helloUrl = `http://127.0.0.1:${port}/`;
    const meUrl = `${ctx.baseUrl}/api/auth/me`;
    await waitFor200(helloUrl, { child: hello });
    const token = ctx.tokens.secretary;
    await load(helloUrl, { seconds: 2 });
    await load(meUrl, { token, seconds: 2 });
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const h = checked(await load(helloUrl, { seconds: ROUND_SECONDS }), 'hello-world');
      const m = checked(await load(meUrl, { token, seconds: ROUND_SECONDS }), 'GET /api/auth/me');
      rounds.push({ helloRps: round(h.requests.average, 0), meRps: round(m.requests.average, 0) });
    }
    const helloRps = rounds.reduce((s, r) => s + r.helloRps, 0) / ROUNDS;
    const meRps = rounds.reduce((s, r) => s + r.meRps, 0) / ROUNDS;
    const ratio = (100 * meRps) / helloRps;
    return [
      {
        id: 'auth-me-throughput',
        scenario: 'GET /api/auth/me throughput vs bare Fastify hello-world',
        figure: `${round(ratio, 0)}% (${round(meRps, 0)} vs ${round(helloRps, 0)} req/s)`,
        value: round(ratio, 1),
        unit: '%',
        target: '>= 50%',
        pass: ratio >= 50,
        details: { connections: CONNECTIONS, roundSeconds: ROUND_SECONDS, rounds },
      },
    ];
  } finally {
    hello.kill('SIGTERM');
    await exited(hello);
  }
}

/** 2. GET /api/publisherreports/bymonth/{id} (500 reports), 10 connections: p99 latency. */
export async function byMonthLatency(ctx) {
  const url = `${ctx.baseUrl}/api/publisherreports/bymonth/${ctx.openActivityId}`;
  const token = ctx.tokens.secretary;
  checked(await load(url, { token, seconds: 2 }), 'bymonth warm-up');
  const r = checked(await load(url, { token, seconds: 10 }), 'bymonth');
  return [
    {
      id: 'bymonth-p99',
      scenario: `GET /publisherreports/bymonth/{id}, ${ctx.reportsPerMonth} reports, ${CONNECTIONS} connections`,
      figure: `p99 ${r.latency.p99} ms (median ${r.latency.p50} ms, ${round(r.requests.average, 0)} req/s)`,
      value: r.latency.p99,
      unit: 'ms',
      target: 'p99 <= 25 ms',
      pass: r.latency.p99 <= 25,
      details: {
        connections: CONNECTIONS,
        seconds: 10,
        latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
        requestsPerSecond: r.requests.average,
        bytesPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
      },
    },
  ];
}
