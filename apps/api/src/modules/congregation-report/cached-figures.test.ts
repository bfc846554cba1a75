import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { publisherReports } from '../../db/schema';
import { meetingAttendance } from '../../db/schema-attendance';
import { congregationReportSubmissions } from '../../db/schema-branch-cycle';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedCongregationYear } from './fixtures.test-support';

// The S-1 and S-10 are cached while nothing they are built from changed (cached-figures.ts). Writes below go through
// the database directly, as another instance's would: they reach this instance only by the change notification.
const w = setUpTestApp(async (t) => ({
  ...(await seedCongregationYear(t.db)),
  secretary: await signedIn(t, 'Secretary', { displayName: 'Irmã Secretária' }),
}));

const APRIL = () => w.activityOf(3, 2026);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    expect(performance.now() - start, 'the change notification did not arrive within a second').toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const s1 = async () =>
  (await w.secretary.call('GET', `/api/monthlyactivityreports/${APRIL()}/congregation-report`)).json();
const s10 = async () => (await w.secretary.call('GET', '/api/service-years/2026/congregation-analysis')).json();

it("the S-1 shows another instance's late answer and recorded meeting once their notifications arrive", async () => {
  const before = await s1();
  expect(before).toMatchObject({ weekendMeetings: 0, submittedAt: null });
  // 494 left April unanswered (fixture): answered 'Sim' elsewhere, April's publishers' line gains one report
  await w.t.db
    .update(publisherReports)
    .set({ participatedInMinistry: true })
    .where(and(eq(publisherReports.publisherId, w.idOf(494)), eq(publisherReports.monthlyActivityId, APRIL())));
  const answered = await eventually(s1, (r) => r.publishers.reports === before.publishers.reports + 1);
  expect(answered.weekendMeetings).toBe(0);
  // a weekend meeting of 80 in person and 10 online recorded elsewhere: one meeting, its 90 the month's average
  await w.t.db.insert(meetingAttendance).values({ date: '2026-04-05', kind: 'weekend', inPerson: 80, online: 10 });
  const recorded = await eventually(s1, (r) => r.weekendMeetings === 1);
  expect(recorded.averageWeekendAttendance).toBe(90);
});

it('a sending made elsewhere is seen: the S-1 answers with the stored figures from then on', async () => {
  const { submittedAt: _at, submittedBy: _by, ...figures } = await s1();
  await w.t.db.insert(congregationReportSubmissions).values({
    monthlyActivityId: APRIL(),
    figures: { ...figures, activePublishers: 7 },
    submittedByName: 'Irmã Secretária',
  });
  const sent = await eventually(s1, (r) => r.submittedAt !== null);
  expect(sent.activePublishers).toBe(7);
});

it("the S-10 counts another instance's answer once its notification arrives", async () => {
  const before = await s10();
  // 493 took part only in November 2025 (fixture): inactive at the end of August 2026; a 'Sim' in August elsewhere
  await w.t.db
    .update(publisherReports)
    .set({ participatedInMinistry: true })
    .where(
      and(eq(publisherReports.publisherId, w.idOf(493)), eq(publisherReports.monthlyActivityId, w.activityOf(7, 2026))),
    );
  await eventually(s10, (r) => r.inactivePublishers === before.inactivePublishers - 1);
});
