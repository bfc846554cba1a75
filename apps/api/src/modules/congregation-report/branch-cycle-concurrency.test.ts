import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { congregationReportSubmissions, publisherReports } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedCongregationYear } from './fixtures.test-support';

// April 2026 has seven unanswered reports (494-500, fixtures.test-support.ts). Two secretaries send and withdraw
// S-1s while late reports for April arrive, all at once; whatever the order, every report is counted exactly once.
const w = setUpTestApp(async (t) => {
  const year = await seedCongregationYear(t.db);
  return { ...year, one: await signedIn(t, 'Secretary'), two: await signedIn(t, 'Secretary') };
});

const LATE = [494, 495, 496, 497, 498, 499, 500];
const ROUNDS = 6;

type S1 = {
  monthlyActivityId: number;
  publishers: { reports: number };
  auxiliaryPioneers: { reports: number };
  regularPioneers: { reports: number };
  lateReports: { reportId: number }[];
};

async function yearOfS1(): Promise<S1[]> {
  const months = [8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7].map((m) => w.activityOf(m, m >= 8 ? 2025 : 2026));
  return Promise.all(
    months.map(async (id) => (await w.one.call('GET', `/api/monthlyactivityreports/${id}/congregation-report`)).json()),
  );
}

/** Reports counted on the year's S-1s: as sent for the months sent, as they stand for the others. */
const counted = (year: S1[]) =>
  year.reduce((n, s) => n + s.publishers.reports + s.auxiliaryPioneers.reports + s.regularPioneers.reports, 0);

const aprilReports = () =>
  w.t.db
    .select()
    .from(publisherReports)
    .where(
      and(
        eq(publisherReports.monthlyActivityId, w.activityOf(3, 2026)),
        inArray(publisherReports.publisherId, LATE.map(w.idOf)),
      ),
    );

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('sending, withdrawing and late reports at once', () => {
  it('counts every report exactly once, never twice and never nowhere', async () => {
    const baseline = counted(await yearOfS1());
    const [april, may, june] = [3, 4, 5].map((m) => w.activityOf(m, 2026)) as [number, number, number];
    const url = (id: number) => `/api/monthlyactivityreports/${id}/congregation-report/submission`;
    for (let round = 0; round < ROUNDS; round++) {
      await w.t.db.delete(congregationReportSubmissions);
      await w.t.db
        .update(publisherReports)
        .set({ participatedInMinistry: null, lateAt: null, countedInActivityId: null })
        .where(
          inArray(
            publisherReports.id,
            (await aprilReports()).map((r) => r.id),
          ),
        );
      expect((await w.one.call('POST', url(april))).statusCode).toBe(200);
      const calls = [
        ...(await aprilReports()).map(
          (r, i) => () =>
            (i % 2 ? w.one : w.two).call('PUT', `/api/publisherreports/${r.id}/late`, {
              version: r.version,
              participatedInMinistry: true,
              studies: 1,
            }),
        ),
        () => w.two.call('POST', url(may)),
        () => w.one.call('DELETE', url(april)),
        () => w.two.call('POST', url(june)),
        () => w.one.call('DELETE', url(may)),
      ];
      const answers = await Promise.all(shuffled(calls, round + 1).map((call) => call()));
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);

      const year = await yearOfS1();
      const reports = await aprilReports();
      const answered = reports.filter((r) => r.participatedInMinistry === true).length;
      // each April report answered now adds one report to exactly one S-1: late in May or June, or back in April
      expect(counted(year), `round ${round}`).toBe(baseline + answered);
      const listed = year.flatMap((s) => s.lateReports.map((l) => l.reportId)).sort();
      const late = reports.filter((r) => r.lateAt !== null).map((r) => r.id);
      expect(listed, `round ${round}`).toEqual([...late].sort());
      const [pending] = (
        await w.t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from publisher_reports where late_at is not null and counted_in_activity_id is null`,
        )
      ).rows;
      expect(pending?.n).toBe(0);
    }
  }, 120_000);
});
