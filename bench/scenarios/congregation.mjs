// Issue 22: the month's S-1 (500 publishers, ten years of reports), the S-88 year and its PDF. Sequential calls on
// one keep-alive connection after a warm-up; the service year's attendance (two meetings a week) is typed first.
import { expectStatus, quantile, round, sampled, summary } from '../lib/http.mjs';

const SAMPLES = 400;
const PDF_SAMPLES = 30;

/** PUT /meeting-attendance for every Wednesday and Sunday of the service year (September-August). */
async function typeAttendance(ctx, serviceYear) {
  const token = ctx.tokens.secretary;
  let meetings = 0;
  for (let t = Date.UTC(serviceYear - 1, 8, 1); t <= Date.UTC(serviceYear, 7, 31); t += 86_400_000) {
    const date = new Date(t);
    const kind = date.getUTCDay() === 3 ? 'midweek' : date.getUTCDay() === 0 ? 'weekend' : null;
    if (!kind) continue;
    const body = { inPerson: 80 + (meetings % 40), online: meetings % 15 };
    await expectStatus(200, ctx.baseUrl, 'PUT', `/api/meeting-attendance/${date.toISOString().slice(0, 10)}/${kind}`, {
      token,
      body,
    });
    meetings += 1;
  }
  return meetings;
}

export async function congregationFigures(ctx) {
  const token = ctx.tokens.secretary;
  const serviceYear = ctx.lastServiceYear;
  const meetings = await typeAttendance(ctx, serviceYear);
  const get = (path) => async () => (await expectStatus(200, ctx.baseUrl, 'GET', path, { token })).ms;

  const s1 = await sampled(SAMPLES, 50, get(`/api/monthlyactivityreports/${ctx.openActivityId}/congregation-report`));
  const year = await sampled(SAMPLES, 50, get(`/api/meeting-attendance/${serviceYear}`));
  const pdf = await sampled(PDF_SAMPLES, 3, async () => {
    const res = await expectStatus(200, ctx.baseUrl, 'POST', '/api/files/s88', {
      token,
      body: { serviceYear },
      raw: true,
    });
    return res.ms;
  });
  const s1P99 = round(quantile(s1, 0.99));
  const yearP99 = round(quantile(year, 0.99));
  const pdfMedian = summary(pdf).median;
  return [
    {
      id: 'congregation-report-p99',
      scenario: `GET /monthlyactivityreports/{id}/congregation-report, ${ctx.allPublisherCount} publishers, ten years, sequential`,
      figure: `p99 ${s1P99} ms (median ${summary(s1).median} ms, ${SAMPLES} calls)`,
      value: s1P99,
      unit: 'ms',
      target: 'p99 <= 15 ms',
      pass: s1P99 <= 15,
      details: summary(s1),
    },
    {
      id: 'meeting-attendance-p99',
      scenario: `GET /meeting-attendance/{serviceYear}, ${meetings} meetings, sequential`,
      figure: `p99 ${yearP99} ms (median ${summary(year).median} ms, ${SAMPLES} calls)`,
      value: yearP99,
      unit: 'ms',
      target: 'p99 <= 10 ms',
      pass: yearP99 <= 10,
      details: summary(year),
    },
    {
      id: 's88-pdf-median',
      scenario: `POST /files/s88 (two service years, ${meetings} meetings)`,
      figure: `median ${pdfMedian} ms (${PDF_SAMPLES} calls)`,
      value: pdfMedian,
      unit: 'ms',
      target: 'median <= 100 ms',
      pass: pdfMedian <= 100,
      details: summary(pdf),
    },
  ];
}
