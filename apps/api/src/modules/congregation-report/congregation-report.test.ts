import { monthsOfServiceYear } from '@congregacao/shared/service-year';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monthlyActivities, publisherReports } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedCongregationYear } from './fixtures.test-support';

// The fixture's pattern is described in fixtures.test-support.ts; every expected figure below is worked out from it.
const w = setUpTestApp(async (t) => {
  const year = await seedCongregationYear(t.db);
  const secretary = await signedIn(t, 'Secretary');
  for (const [date, inPerson, online] of [
    ['2026-04-05', 100, 20],
    ['2026-04-12', 110, 8],
    ['2026-04-19', 115, 7],
    ['2026-04-26', 100, 19],
    ['2026-05-03', 100, 20],
    ['2026-05-10', 120, 10],
    ['2026-05-17', 120, 5],
    ['2026-05-24', 100, 10],
    ['2026-05-31', 110, 8],
  ] as const) {
    await secretary.call('PUT', `/api/meeting-attendance/${date}/weekend`, { inPerson, online });
  }
  await secretary.call('PUT', '/api/meeting-attendance/2026-04-08/midweek', { inPerson: 70, online: 10 });
  return {
    ...year,
    secretary,
    admin: await signedIn(t, 'Admin'),
    elder: await signedIn(t, 'Elder', { groupId: year.groups[0]!, displayName: 'Irmão Supervisor' }),
  };
});

const s1 = async (month: number, year: number) => {
  const res = await w.secretary.call(
    'GET',
    `/api/monthlyactivityreports/${w.activityOf(month, year)}/congregation-report`,
  );
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** September's line of the group at index i: the publishers given, six regular pioneers, nothing missing. */
const groupLine = (i: number, publishers: { reports: number; studies: number }) => ({
  groupId: w.groups[i],
  groupNumber: i + 1,
  publishers,
  auxiliaryPioneers: { reports: 0, hours: 0, studies: 0 },
  regularPioneers: { reports: 6, hours: 300, studies: 12 },
  missingReports: 0,
});

describe('congregation report (S-1)', () => {
  it('September 2025: the window reaches before the first activity; the leaver still counts', async () => {
    expect(await s1(8, 2025)).toEqual({
      monthlyActivityId: w.activityOf(8, 2025),
      month: 8,
      year: 2025,
      serviceYear: 2026,
      // participated in September: 1-400, 451-480 (30), 481, 482-491 (10), 492, 494-500 (7) = 449 (493 did not)
      activePublishers: 449,
      averageWeekendAttendance: 0,
      weekendMeetings: 0,
      // 1-400 (100 studies) + 481 + 482-491 (10) + 492 (1 study) + 494-500 (7) = 419 reports, 101 studies
      publishers: { reports: 419, studies: 101 },
      auxiliaryPioneers: { reports: 0, hours: 0, studies: 0 },
      // 451-480: 30 x 50 h = 1500, 30 x 2 = 60 studies
      regularPioneers: { reports: 30, hours: 1500, studies: 60 },
      missingReports: 0,
      // by group (publisher n in group (n % 5) + 1): 1-400 give each group 80 reports and 20 studies (n % 4 == 0
      // and n % 5 fixed: one n in 20); 482-491 two each; 481 -> 2; 492 (1 study) -> 3; 494-500: 495, 500 -> 1,
      // 496 -> 2, 497 -> 3, 498 -> 4, 494, 499 -> 5; the regular pioneers 451-480: six per group (300 h, 12 studies)
      groups: [
        groupLine(0, { reports: 84, studies: 20 }),
        groupLine(1, { reports: 84, studies: 20 }),
        groupLine(2, { reports: 84, studies: 21 }),
        groupLine(3, { reports: 83, studies: 20 }),
        groupLine(4, { reports: 84, studies: 20 }),
      ],
      lateReports: [],
      submittedAt: null,
      submittedBy: null,
    });
  });

  it('March 2026: a publisher turned regular pioneer; 493 (November only) is still in the six months', async () => {
    expect(await s1(2, 2026)).toMatchObject({
      // Oct-Mar: 400 + 30 + 481 + 10 + 492 + 493 + 7 = 450
      activePublishers: 450,
      weekendMeetings: 0,
      // 1-400 (100) + 482-491 (10) + 492 (1 study) + 494-500 (7) = 418, 101 studies
      publishers: { reports: 418, studies: 101 },
      auxiliaryPioneers: { reports: 0, hours: 0, studies: 0 },
      // 451-480 and 481: 31 reports, 1500 + 60 = 1560 h, 60 + 3 = 63 studies
      regularPioneers: { reports: 31, hours: 1560, studies: 63 },
      missingReports: 0,
    });
  });

  it('April 2026: auxiliary month, the publisher archived in the month excluded, unanswered reports missing', async () => {
    expect(await s1(3, 2026)).toMatchObject({
      // Nov-Apr: 400 + 30 + 481 + 10 + 493 (November) + 7 = 449; 492 left on 2026-04-15
      activePublishers: 449,
      // weekend: 120 + 118 + 122 + 119 = 479 / 4 = 119.75 -> 120 (the midweek 80 does not count)
      averageWeekendAttendance: 120,
      weekendMeetings: 4,
      // only 1-400 as publishers (482-491 auxiliary, 492 gone, 493 no, 494-500 unanswered)
      publishers: { reports: 400, studies: 100 },
      // 482-491: 10 x 30 h = 300, 10 studies
      auxiliaryPioneers: { reports: 10, hours: 300, studies: 10 },
      regularPioneers: { reports: 31, hours: 1560, studies: 63 },
      missingReports: 7,
    });
  });

  it('May 2026: five weekends; 493 has dropped out of the six months', async () => {
    expect(await s1(4, 2026)).toMatchObject({
      // Dec-May: 400 + 30 + 481 + 10 + 7 = 448
      activePublishers: 448,
      // 120 + 130 + 125 + 110 + 118 = 603 / 5 = 120.6 -> 121
      averageWeekendAttendance: 121,
      weekendMeetings: 5,
      // 1-400 (100 studies) + 482-491 + 494-500 = 417
      publishers: { reports: 417, studies: 100 },
      auxiliaryPioneers: { reports: 0, hours: 0, studies: 0 },
      regularPioneers: { reports: 31, hours: 1560, studies: 63 },
      missingReports: 0,
    });
  });

  it('lists the missing reports by group; an Elder sees only their group', async () => {
    const april = w.activityOf(3, 2026);
    const res = await w.secretary.call('GET', `/api/monthlyactivityreports/${april}/missing`);
    expect(res.statusCode).toBe(200);
    const unavailable = 'O envio de email não está configurado no servidor (SMTP_URL).';
    const names = (...ns: number[]) => ns.map((n) => ({ publisherId: w.idOf(n), name: `Publicador ${n}` }));
    // publisher n is in group (n % 5) + 1: 495, 500 -> 1; 496 -> 2; 497 -> 3; 498 -> 4; 494, 499 -> 5
    expect(res.json().groups).toEqual([
      {
        groupId: w.groups[0],
        groupNumber: 1,
        overseer: { displayName: 'Irmão Supervisor', username: w.elder.username },
        publishers: names(495, 500),
        reminderUnavailable: unavailable,
      },
      {
        groupId: w.groups[1],
        groupNumber: 2,
        overseer: null,
        publishers: names(496),
        reminderUnavailable: unavailable,
      },
      {
        groupId: w.groups[2],
        groupNumber: 3,
        overseer: null,
        publishers: names(497),
        reminderUnavailable: unavailable,
      },
      {
        groupId: w.groups[3],
        groupNumber: 4,
        overseer: null,
        publishers: names(498),
        reminderUnavailable: unavailable,
      },
      {
        groupId: w.groups[4],
        groupNumber: 5,
        overseer: null,
        publishers: names(494, 499),
        reminderUnavailable: unavailable,
      },
    ]);
    const elders = await w.elder.call('GET', `/api/monthlyactivityreports/${april}/missing`);
    expect(elders.json().groups.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([1]);
    const may = await w.elder.call('GET', `/api/monthlyactivityreports/${w.activityOf(4, 2026)}/missing`);
    expect(may.json()).toEqual({ groups: [] });
  });

  it('April reopened and changed after it was viewed: the report is computed again, nothing kept', async () => {
    const april = w.activityOf(3, 2026);
    await s1(3, 2026);
    await w.t.db.update(monthlyActivities).set({ status: 'Open' }).where(eq(monthlyActivities.id, april));
    await w.t.db
      .update(publisherReports)
      .set({ participatedInMinistry: true, studies: 2 })
      .where(and(eq(publisherReports.monthlyActivityId, april), eq(publisherReports.publisherId, w.idOf(494))));
    // 494 now answered: 401 publisher reports, 100 + 2 = 102 studies, 6 missing; 494 was already active. Written
    // past the app, as another instance would: seen once its change notification arrives (cached-figures.ts)
    await expect.poll(async () => (await s1(3, 2026)).publishers.reports, { timeout: 1000, interval: 5 }).toBe(401);
    expect(await s1(3, 2026)).toMatchObject({
      activePublishers: 449,
      publishers: { reports: 401, studies: 102 },
      missingReports: 6,
    });
  });

  it("gives each group of the month its line; the lines add up to the congregation's, every month", async () => {
    const fields = [
      'publishers.reports',
      'publishers.studies',
      'auxiliaryPioneers.reports',
      'auxiliaryPioneers.hours',
      'auxiliaryPioneers.studies',
      'regularPioneers.reports',
      'regularPioneers.hours',
      'regularPioneers.studies',
      'missingReports',
    ];
    const value = (line: Record<string, unknown>, field: string) =>
      field.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], line) as number;
    for (const { month, year } of monthsOfServiceYear(2026)) {
      const report = await s1(month, year);
      expect(report.groups.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([1, 2, 3, 4, 5]);
      for (const field of fields) {
        const sum = report.groups.reduce((n: number, g: Record<string, unknown>) => n + value(g, field), 0);
        expect(sum, `${field} ${month}/${year}`).toBe(value(report, field));
      }
    }
    // April: 495-500 still unanswered (494 answered above), in groups 1, 2, 3, 4, 5, 1 (n % 5 + 1)
    expect((await s1(3, 2026)).groups.map((g: { missingReports: number }) => g.missingReports)).toEqual([
      2, 1, 1, 1, 1,
    ]);
  });

  it("lets an Elder read their own group's line of the S-1, and nothing else of it", async () => {
    const base = `/api/monthlyactivityreports/${w.activityOf(3, 2026)}/congregation-report`;
    const own = await w.elder.call('GET', `${base}/groups/${w.groups[0]}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await s1(3, 2026)).groups[0]);
    const other = await w.elder.call('GET', `${base}/groups/${w.groups[1]}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('Só pode ver a linha do S-1 do seu grupo.');
    expect((await w.elder.call('GET', base)).statusCode).toBe(403);
    expect((await w.elder.call('GET', `${base}/groups/999999`)).statusCode).toBe(404);
    expect((await w.secretary.call('GET', `${base}/groups/${w.groups[1]}`)).json()).toEqual(
      (await s1(3, 2026)).groups[1],
    );
  });

  it('is for Secretary and Admin only; an unknown activity is 404', async () => {
    const url = `/api/monthlyactivityreports/${w.activityOf(3, 2026)}/congregation-report`;
    expect((await w.admin.call('GET', url)).statusCode).toBe(200);
    expect((await w.elder.call('GET', url)).statusCode).toBe(403);
    expect((await w.secretary.call('GET', '/api/monthlyactivityreports/999999/congregation-report')).statusCode).toBe(
      404,
    );
  });
});
