// Sequential timed calls: saving 60 changed reports, generating a month's reports, the S-21 zip, the audit list.
import pg from 'pg';
import { expectStatus, medianRow, round, summary } from '../lib/http.mjs';
import { sampleRss } from '../lib/processes.mjs';

const CHANGED_REPORTS = 60;

async function timed(runs, warmups, call) {
  const samples = [];
  for (let i = 0; i < warmups + runs; i++) {
    const ms = await call(i);
    if (i >= warmups) samples.push(ms);
  }
  return samples;
}

const editable = (r) => ({
  id: r.id,
  version: r.version,
  hours: r.hours,
  studies: r.studies,
  participatedInMinistry: r.participatedInMinistry,
  observations: r.observations,
  status: r.status,
});

/** 3. PUT /publisherreports/update-changed with 60 changed reports (versions read first, studies change each time). */
export async function updateChanged(ctx) {
  const { body } = await expectStatus(200, ctx.baseUrl, 'GET', `/api/publisherreports/bymonth/${ctx.openActivityId}`, {
    token: ctx.tokens.secretary,
  });
  let current = body.reports.filter((r) => r.status === 'Open').slice(0, CHANGED_REPORTS);
  if (current.length < CHANGED_REPORTS) throw new Error(`only ${current.length} open reports to change`);
  const samples = await timed(30, 5, async () => {
    const reports = current.map((r) => ({ ...editable(r), studies: (r.studies + 1) % 5 }));
    const res = await expectStatus(200, ctx.baseUrl, 'PUT', '/api/publisherreports/update-changed', {
      token: ctx.tokens.secretary,
      body: { reports },
    });
    current = res.body.reports;
    return res.ms;
  });
  const s = summary(samples);
  return [
    medianRow(
      'update-changed-median',
      `PUT /publisherreports/update-changed, ${CHANGED_REPORTS} changed reports`,
      s,
      20,
    ),
  ];
}

/** 4. POST /monthlyactivityreports/ generating a report per active publisher (months of 2090+, removed after). */
export async function generateActivity(ctx) {
  const auxiliary = ctx.auxiliaryCandidates
    .slice(0, 10)
    .map((publisherId) => ({ publisherId, auxiliaryPioneer: true }));
  const created = [];
  let reportsCreated = 0;
  const samples = await timed(20, 3, async (i) => {
    const report = { month: i % 12, year: 2090 + Math.floor(i / 12), status: 'Open' };
    const res = await expectStatus(201, ctx.baseUrl, 'POST', '/api/monthlyactivityreports/', {
      token: ctx.tokens.secretary,
      body: { report, publisherReports: auxiliary },
    });
    created.push(res.body.id);
    reportsCreated = res.body.reportsCreated;
    return res.ms;
  });
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  await client.query('delete from monthly_activities where id = any($1::int[])', [created]);
  await client.end();
  const s = summary(samples);
  return [
    {
      id: 'generate-activity-median',
      scenario: `POST /monthlyactivityreports/ generating ${reportsCreated} reports`,
      figure: `median ${s.median} ms (p95 ${s.p95} ms)`,
      value: s.median,
      unit: 'ms',
      target: 'median <= 100 ms',
      pass: s.median <= 100 && reportsCreated === ctx.publisherIds.length,
      details: { ...s, reportsCreated },
    },
  ];
}

/** 5. POST /files/s21-all for every publisher: time to the last byte and the server's RSS growth meanwhile. */
export async function s21All(ctx) {
  const sampler = sampleRss(ctx.server.pid, 20);
  let bytes = 0;
  const samples = await timed(3, 0, async () => {
    const res = await expectStatus(200, ctx.baseUrl, 'POST', '/api/files/s21-all', {
      token: ctx.tokens.secretary,
      body: { serviceYear: ctx.lastServiceYear },
      raw: true,
    });
    bytes = res.body.length;
    return res.ms;
  });
  const { baseline, peak } = sampler.stop();
  const s = summary(samples);
  const growthMb = round((peak - baseline) / 2 ** 20, 0);
  const seconds = round(s.median / 1000, 2);
  return [
    {
      id: 's21-all-time',
      scenario: `POST /files/s21-all, ${ctx.publisherIds.length} publishers (zip ${round(bytes / 2 ** 20, 1)} MB)`,
      figure: `median ${seconds} s (first ${round(samples[0] / 1000, 2)} s)`,
      value: seconds,
      unit: 's',
      target: '<= 1.5 s',
      pass: seconds <= 1.5,
      details: { ...s, samplesMs: samples.map((v) => round(v, 0)), zipBytes: bytes },
    },
    {
      id: 's21-all-rss-growth',
      scenario: 'POST /files/s21-all: server RSS growth (VmRSS every 20 ms)',
      figure: `${growthMb} MB (${round(baseline / 2 ** 20, 0)} -> ${round(peak / 2 ** 20, 0)} MB)`,
      value: growthMb,
      unit: 'MB',
      target: '<= 150 MB',
      pass: growthMb <= 150,
      details: { baselineBytes: baseline, peakBytes: peak, runs: samples.length },
    },
  ];
}

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** 6. GET /audit page 1 with one filter on the 1,000,000-entry log: the worst median over the filters. */
export async function auditList(ctx) {
  const filters = [
    'eventType=FAILED_LOGIN',
    'eventType=REPORT_UPDATE',
    'eventType=USER_DELETE',
    'severity=HIGH',
    'userRole=Secretary',
    'resource=publisher',
    `startDate=${day(30)}&endDate=${day(0)}`,
    'search=fonseca',
  ];
  const perFilter = {};
  for (const query of filters) {
    const samples = await timed(15, 3, async () => {
      const res = await expectStatus(200, ctx.baseUrl, 'GET', `/api/audit?page=1&${query}`, {
        token: ctx.tokens.secretary,
      });
      return res.ms;
    });
    perFilter[query] = summary(samples);
  }
  const [worstQuery, worst] = Object.entries(perFilter).sort((a, b) => b[1].median - a[1].median)[0];
  return [
    {
      id: 'audit-list-median',
      scenario: `GET /audit?page=1&<filter>, ${ctx.auditRows.toLocaleString('en')} entries (${filters.length} filters)`,
      figure: `worst median ${worst.median} ms (${worstQuery})`,
      value: worst.median,
      unit: 'ms',
      target: 'median <= 30 ms',
      pass: worst.median <= 30,
      details: perFilter,
    },
  ];
}
