import { monthIndex, monthsOfServiceYear, serviceYearOf } from '@congregacao/shared/service-year';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetingAttendance, monthlyActivities, publisherReports, publishers } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { pdfLines } from '../files/test/pdf-text';

/**
 * Service years 2025 (September 2024 - August 2025) and 2026, every month Closed. Publishers and their answers
 * ('Sim' = participated; a month not listed has no report):
 * - A: 'Sim' every month.
 * - B: 'Sim' until February 2025, 'Não' March - September 2025, 'Sim' from October 2025.
 * - C: 'Sim' until February 2026, 'Não' March - August 2026.
 * - D: 'Não' every month.
 * - E: 'Sim' until February 2025, 'Não' from March 2025, except 'Sim' in June 2026; reactivated on 2026-05-10.
 * - F: 'Sim' until February 2026; left the congregation on 2026-03-15 (archived).
 * - G: arrived on 2026-07-01: 'Sim' in July and August 2026.
 */
const at = (month: number, year: number) => monthIndex(month, year);
const ANSWERS: Record<string, (i: number) => boolean | undefined> = {
  A: () => true,
  B: (i) => i < at(2, 2025) || i >= at(9, 2025),
  C: (i) => i < at(2, 2026),
  D: () => false,
  E: (i) => i < at(2, 2025) || i === at(5, 2026),
  F: (i) => (i < at(2, 2026) ? true : undefined),
  G: (i) => (i >= at(6, 2026) ? true : undefined),
};

const w = setUpTestApp(async (t) => {
  const rows = await t.db
    .insert(publishers)
    .values(
      Object.keys(ANSWERS).map((name) => ({
        name,
        ...(name === 'E' ? { reactivationDate: '2026-05-10' } : {}),
        ...(name === 'F' ? { exitCongregationDate: '2026-03-15', isEnabled: false } : {}),
        ...(name === 'G' ? { arrivalCongregation: '2026-07-01' } : {}),
      })),
    )
    .returning({ id: publishers.id, name: publishers.name });
  const activities = new Map<number, number>();
  for (const { month, year } of [...monthsOfServiceYear(2025), ...monthsOfServiceYear(2026)]) {
    const [activity] = await t.db
      .insert(monthlyActivities)
      .values({ month, year, serviceYear: serviceYearOf(month, year), status: 'Closed' })
      .returning({ id: monthlyActivities.id });
    activities.set(at(month, year), activity!.id);
    const reports = rows.flatMap((p) => {
      const participatedInMinistry = ANSWERS[p.name]!(at(month, year));
      return participatedInMinistry === undefined
        ? []
        : [{ publisherId: p.id, monthlyActivityId: activity!.id, participatedInMinistry, status: 'Sent' }];
    });
    await t.db.insert(publisherReports).values(reports);
  }
  await t.db.insert(meetingAttendance).values(
    (
      [
        ['2025-08-06', 'midweek', 50, 0],
        ['2025-09-03', 'midweek', 100, 0],
        ['2025-09-10', 'midweek', 90, 10],
        ['2025-10-08', 'midweek', 85, 2],
        ['2025-09-07', 'weekend', 120, 5],
        ['2025-09-14', 'weekend', 118, 1],
        ['2025-12-07', 'weekend', 131, 0],
        ['2026-03-01', 'weekend', 100, 0],
        ['2026-03-08', 'weekend', 101, 0],
        ['2026-03-15', 'weekend', 99, 0],
      ] as const
    ).map(([date, kind, inPerson, online]) => ({ date, kind, inPerson, online })),
  );
  return {
    idOf: (name: string) => rows.find((p) => p.name === name)!.id,
    activityOf: (month: number, year: number) => activities.get(at(month, year))!,
    secretary: await signedIn(t, 'Secretary'),
    admin: await signedIn(t, 'Admin'),
    elder: await signedIn(t, 'Elder'),
  };
});

const analysis = async (serviceYear: number) => {
  const res = await w.admin.call('GET', `/api/service-years/${serviceYear}/congregation-analysis`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const SY2026 = {
  serviceYear: 2026,
  // midweek: September (100 + 100) / 2 = 100, October 87; the year's line (100 + 87) / 2 = 93.5 -> 94 (August 2025's
  // 50 is the year before)
  averageMidweekAttendance: 94,
  // weekend: September (125 + 119) / 2 = 122, December 131, March (100 + 101 + 99) / 3 = 100; (122 + 131 + 100) / 3 =
  // 117.67 -> 118 (not the 675 attended over six meetings = 112.5, nor over twelve months)
  averageWeekendAttendance: 118,
  // 'Sim' in March - August 2026 and still here in August: A, B, E (June), G (July, August)
  activePublishers: 4,
  // 'Não' in all six of March - August 2026: C, D (F left, G arrived in July, E reactivated in May took part in June)
  inactivePublishers: 2,
  // 'Não' in all six of March - August 2025: B, D, E (whose reactivation came later); of them 'Sim' in service year
  // 2026: B, E
  reactivatedPublishers: 2,
};

describe('GET /service-years/{serviceYear}/congregation-analysis (S-10)', () => {
  it('gives the averages of the S-88 and the counts of a year worked out by hand', async () => {
    expect(await analysis(2026)).toEqual(SY2026);
    // 2025: midweek August 50, no weekend meeting; 'Sim' in March - August 2025: A, C, F (who left only in 2026);
    // 'Não' in all six: B, D, E; nobody reactivated (no month of 2024 was posted, so nobody was inactive then)
    expect(await analysis(2025)).toEqual({
      serviceYear: 2025,
      averageMidweekAttendance: 50,
      averageWeekendAttendance: 0,
      activePublishers: 3,
      inactivePublishers: 3,
      reactivatedPublishers: 0,
    });
    expect(await analysis(2099)).toEqual({
      serviceYear: 2099,
      averageMidweekAttendance: 0,
      averageWeekendAttendance: 0,
      activePublishers: 0,
      inactivePublishers: 0,
      reactivatedPublishers: 0,
    });
  });

  it('counts the active publishers as the August S-1 sent to the branch counted them', async () => {
    const august = w.activityOf(7, 2026);
    expect(
      (await w.secretary.call('POST', `/api/monthlyactivityreports/${august}/congregation-report/submission`))
        .statusCode,
    ).toBe(200);
    // G's July and August turned to 'Não' afterwards: the August S-1 as sent still counts G
    await w.t.db
      .update(publisherReports)
      .set({ participatedInMinistry: false })
      .where(eq(publisherReports.publisherId, w.idOf('G')));
    expect(await analysis(2026)).toEqual(SY2026);
    await w.secretary.call('DELETE', `/api/monthlyactivityreports/${august}/congregation-report/submission`);
    // withdrawn: now 3 active, and G is not inactive (two months counted, both missed: not six)
    expect(await analysis(2026)).toEqual({ ...SY2026, activePublishers: 3 });
    await w.t.db
      .update(publisherReports)
      .set({ participatedInMinistry: true })
      .where(eq(publisherReports.publisherId, w.idOf('G')));
  });

  it('draws the S-10 as a PDF; Secretary and Admin only', async () => {
    const res = await w.secretary.call('POST', '/api/files/s10', { serviceYear: 2026 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="S-10-2026.pdf"');
    const { pages, lines } = await pdfLines(res.rawPayload);
    expect(pages).toBe(1);
    expect(lines).toEqual([
      'ANÁLISE DA CONGREGAÇÃO',
      'Ano de serviço 2026',
      'Média de assistência à reunião do meio de semana 94',
      'Média de assistência à reunião do fim de semana 118',
      'Publicadores ativos 4',
      'Publicadores inativos 2',
      'Publicadores reativados 2',
      'S-10',
    ]);
    for (const url of ['/api/files/s10', '/api/service-years/2026/congregation-analysis']) {
      const method = url.startsWith('/api/files') ? 'POST' : 'GET';
      expect((await w.elder.call(method, url, method === 'POST' ? { serviceYear: 2026 } : undefined)).statusCode).toBe(
        403,
      );
    }
  });
});
