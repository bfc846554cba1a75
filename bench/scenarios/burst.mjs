// Issue 23: the month-start burst. 200 publishers, each with their own Publisher account, open their report
// (GET /me/report) and send it (PUT /me/report) all at once; afterwards every report must hold its sender's values.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { quantile, request, round, summary } from '../lib/http.mjs';
import { freePort, ROOT, stopServer, track, waitFor200 } from '../lib/processes.mjs';

const SENDERS = 200;

/**
 * Publisher users linked to the first SENDERS enabled publishers, each with a session (the rows an accepted
 * invitation leaves: users.publisher_id and a session whose token is stored as its SHA-256). Set up in SQL: the
 * invitation route is rate-limited per address and hashing 200 passwords would measure argon2, not the burst.
 */
async function createSenders(client, offset) {
  const { rows } = await client.query(
    `insert into users (username, display_name, role, publisher_id)
     select 'burst' || p.id, left(p.display_name, 100), 'Publisher', p.id
     from (select id, display_name from publishers where is_enabled order by id limit $1 offset $2) p
     returning id as "userId", publisher_id as "publisherId"`,
    [SENDERS, offset],
  );
  if (rows.length !== SENDERS) throw new Error(`only ${rows.length} enabled publishers to link`);
  const senders = rows.map((row) => ({ ...row, token: randomBytes(32).toString('base64url') }));
  await client.query('insert into sessions (token_hash, user_id) select * from unnest($1::varchar[], $2::int[])', [
    senders.map((s) => createHash('sha256').update(s.token).digest('hex')),
    senders.map((s) => s.userId),
  ]);
  return senders;
}

const canReportHours = (r) => r.auxiliaryPioneer || r.regularPioneer || r.specialPioneer || r.fieldMissionary;

/** What sender i sends: figures of their own (studies and observations differ between neighbours). */
function reportOf(i, read) {
  return {
    participatedInMinistry: true,
    studies: 1 + (i % 9),
    hours: canReportHours(read) ? 10 + (i % 40) : null,
    observations: `Relatório do remetente ${i}`,
    version: read.version,
  };
}

/** One publisher's GET then PUT; any status but 200 (or a network failure) counts as an error, nothing throws. */
async function sendOwnReport(baseUrl, sender, i, outcome) {
  const { agent } = sender;
  const call = async (method, body) => {
    try {
      const res = await request(baseUrl, method, '/api/me/report', { token: sender.token, body, agent });
      outcome[method].push(res.ms);
      if (res.status === 200) return res.body;
      outcome.errors.push(`${method} ${sender.publisherId}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    } catch (error) {
      outcome.errors.push(`${method} ${sender.publisherId}: ${error.message}`);
    }
    return null;
  };
  const read = await call('GET');
  if (!read?.report) {
    if (read) outcome.errors.push(`GET ${sender.publisherId}: no report in the open month`);
    return;
  }
  sender.reportId = read.report.id;
  sender.sent = reportOf(i, read.report);
  sender.saved = (await call('PUT', sender.sent)) !== null;
}

/** Saved reports (200) that, read straight from the database, do not hold what their sender sent, as sent by them. */
async function lostWrites(client, senders) {
  const sent = senders.filter((s) => s.saved);
  const { rows } = await client.query(
    `select id, hours, studies, participated_in_ministry as participated, observations, version,
       self_reported_by as "selfReportedBy"
     from publisher_reports where id = any($1::int[])`,
    [sent.map((s) => s.reportId)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return sent.filter(({ reportId, sent: s, userId }) => {
    const row = byId.get(reportId);
    return (
      !row ||
      row.hours !== s.hours ||
      row.studies !== s.studies ||
      row.participated !== s.participatedInMinistry ||
      row.observations !== s.observations ||
      row.version !== s.version + 1 ||
      row.selfReportedBy !== userId
    );
  });
}

/**
 * One connection per sender, opened by loading the page (/meu-relatorio), as a phone does before it asks for the
 * report: the burst times the API calls, not 200 TCP handshakes on the client's side of the machine.
 */
async function connect(baseUrl, senders, pagePath) {
  for (const sender of senders) sender.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await Promise.all(senders.map(({ agent }) => request(baseUrl, 'GET', pagePath, { agent, raw: true })));
}

/** Every sender's GET then PUT, all at once. */
async function burst(ctx, senders) {
  await connect(ctx.baseUrl, senders, '/meu-relatorio');
  const outcome = { GET: [], PUT: [], errors: [] };
  const start = performance.now();
  await Promise.all(senders.map((sender, i) => sendOwnReport(ctx.baseUrl, sender, i, outcome)));
  outcome.wallMs = Math.round(performance.now() - start);
  for (const { agent } of senders) agent.destroy();
  return outcome;
}

/**
 * The floor on this machine: a bare Fastify hello-world (bench/hello-world.mjs) answering the same pattern from
 * the same client: 200 connections opened first, then on each a GET and a PUT with a sender's body, all at once.
 * Returns the p99 of its calls.
 */
async function helloWorldFloor(baseUrl) {
  const senders = Array.from({ length: SENDERS }, () => ({}));
  await connect(baseUrl, senders, '/');
  const times = [];
  await Promise.all(
    senders.map(async ({ agent }, i) => {
      times.push((await request(baseUrl, 'GET', '/', { agent })).ms);
      const body = reportOf(i, { version: 1 });
      times.push((await request(baseUrl, 'PUT', '/', { agent, body })).ms);
    }),
  );
  for (const { agent } of senders) agent.destroy();
  return round(quantile(times, 0.99));
}

/** The target: the burst's worse p99 within this many times the hello-world's p99 of the same pattern. */
const MAX_RATIO = 2;

export async function monthStartBurst(ctx) {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const port = await freePort();
  const hello = track(spawn(process.execPath, [path.join(ROOT, 'bench/hello-world.mjs'), String(port)]));
  try {
    const helloUrl = `http://127.0.0.1:${port}`;
    await waitFor200(`${helloUrl}/`, { child: hello });
    // a warm-up burst by the next 200 publishers: the month starts on a server that has been running
    await burst(ctx, await createSenders(client, SENDERS));
    await helloWorldFloor(helloUrl); // its warm-up
    const senders = await createSenders(client, 0);
    // the floor just before and just after the burst: a load that changes during the run favours neither
    const floorBefore = await helloWorldFloor(helloUrl);
    const outcome = await burst(ctx, senders);
    const floorAfter = await helloWorldFloor(helloUrl);
    const floor = round((floorBefore + floorAfter) / 2);
    const lost = await lostWrites(client, senders);
    const p99 = { GET: round(quantile(outcome.GET, 0.99)), PUT: round(quantile(outcome.PUT, 0.99)) };
    const worst = Math.max(p99.GET, p99.PUT);
    const ratio = round(worst / floor, 2);
    const saved = senders.filter((s) => s.saved).length;
    return [
      {
        id: 'burst-p99',
        scenario: `${SENDERS} publishers at once: GET /me/report then PUT /me/report each, concurrently, against a bare hello-world answering the same calls`,
        figure: `${ratio}x: p99 GET ${p99.GET} ms (${round(p99.GET / floor, 2)}x), PUT ${p99.PUT} ms (${round(p99.PUT / floor, 2)}x), hello-world ${floor} ms (${floorBefore} before, ${floorAfter} after); medians ${summary(outcome.GET).median} / ${summary(outcome.PUT).median} ms, all in ${outcome.wallMs} ms`,
        value: ratio,
        unit: 'x',
        target: `p99 <= ${MAX_RATIO}x hello-world's`,
        pass: ratio <= MAX_RATIO,
        details: {
          get: summary(outcome.GET),
          put: summary(outcome.PUT),
          wallMs: outcome.wallMs,
          p99,
          helloWorldP99: floor,
          helloWorldP99Before: floorBefore,
          helloWorldP99After: floorAfter,
          ratios: { GET: round(p99.GET / floor, 2), PUT: round(p99.PUT / floor, 2) },
        },
      },
      {
        id: 'burst-integrity',
        scenario: `the same burst: failed calls, and reports not holding their sender's values afterwards`,
        figure: `${outcome.errors.length} errors, ${lost.length} lost writes (${saved} of ${SENDERS} reports saved)`,
        value: outcome.errors.length + lost.length,
        target: '0 errors, 0 lost writes',
        pass: outcome.errors.length === 0 && lost.length === 0 && saved === SENDERS,
        details: { errors: outcome.errors.slice(0, 20), lostReportIds: lost.map((s) => s.reportId).slice(0, 20) },
      },
    ];
  } finally {
    await stopServer(hello);
    await client.end();
  }
}
