// ADR 037, the branch cycle: the S-1 of the open month with its groups and 20 late reports of the month before
// (sent to the branch first, then answered late), the S-1 as sent, and the S-10 over ten service years of 500
// publishers. Sequential calls on one keep-alive connection after a warm-up; the sending is withdrawn afterwards.
import pg from 'pg';
import { expectStatus, quantile, round, sampled, summary } from '../lib/http.mjs';

const SAMPLES = 400;
const LATE_REPORTS = 20;

const REBUILT_SAMPLES = 100;

/** `rebuilt`: calls each made just after a write, so the answer is built again rather than kept (cached-figures.ts). */
const row = (id, scenario, samples, rebuilt, limit) => {
  const p99 = round(quantile(samples, 0.99));
  const after = `after a write: median ${summary(rebuilt).median} ms, p99 ${round(quantile(rebuilt, 0.99))} ms`;
  return {
    id,
    scenario,
    figure: `p99 ${p99} ms (median ${summary(samples).median} ms, ${samples.length} calls; ${after})`,
    value: p99,
    unit: 'ms',
    target: `p99 <= ${limit} ms`,
    pass: p99 <= limit,
    details: { ...summary(samples), rebuiltAfterWrite: summary(rebuilt) },
  };
};

export async function branchCycle(ctx) {
  const token = ctx.tokens.secretary;
  const call = (method, path, body) => expectStatus(200, ctx.baseUrl, method, path, { token, body });
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const { rows: months } = await client.query(
    `select id from monthly_activities where status = 'Closed' order by year desc, month desc limit 1`,
  );
  const sent = months[0].id;
  // 20 reports of the last Closed month left unanswered, the month sent, then each answered late
  const { rows: late } = await client.query(
    `update publisher_reports set participated_in_ministry = null
     where id in (select id from publisher_reports where monthly_activity_id = $1 order by id limit $2)
     returning id, version`,
    [sent, LATE_REPORTS],
  );
  await client.end();
  const submission = `/api/monthlyactivityreports/${sent}/congregation-report/submission`;
  await call('POST', submission);
  for (const { id, version } of late) {
    await call('PUT', `/api/publisherreports/${id}/late`, { version, participatedInMinistry: true, studies: 1 });
  }
  const open = await call('GET', `/api/monthlyactivityreports/${ctx.openActivityId}/congregation-report`);
  if (open.body.lateReports.length !== LATE_REPORTS || open.body.groups.length === 0) {
    throw new Error(`expected ${LATE_REPORTS} late reports and the groups on the open month's S-1`);
  }
  const get = (path) => async () => (await call('GET', path)).ms;
  // a meeting of a year no scenario reads, written again before each call: any write makes the figures built anew
  const afterWrite = (path) => async () => {
    await call('PUT', '/api/meeting-attendance/2014-01-05/weekend', { inPerson: 50, online: 5 });
    return (await call('GET', path)).ms;
  };
  const measure = async (path) => [
    await sampled(SAMPLES, 50, get(path)),
    await sampled(REBUILT_SAMPLES, 10, afterWrite(path)),
  ];
  const live = await measure(`/api/monthlyactivityreports/${ctx.openActivityId}/congregation-report`);
  const stored = await measure(`/api/monthlyactivityreports/${sent}/congregation-report`);
  const year = ctx.lastServiceYear - 1;
  const analysis = await measure(`/api/service-years/${year}/congregation-analysis`);
  await call('DELETE', submission);
  return [
    row(
      'congregation-report-groups-late-p99',
      `GET …/congregation-report of the open month: ${open.body.groups.length} groups, ${LATE_REPORTS} late reports, ${ctx.allPublisherCount} publishers`,
      ...live,
      15,
    ),
    row(
      'congregation-report-sent-p99',
      'GET …/congregation-report of a month sent to the branch (stored)',
      ...stored,
      15,
    ),
    row(
      'congregation-analysis-p99',
      `GET /service-years/${year}/congregation-analysis (S-10), ${ctx.allPublisherCount} publishers, ten service years`,
      ...analysis,
      20,
    ),
  ];
}
