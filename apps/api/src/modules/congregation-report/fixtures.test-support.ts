import { monthsOfServiceYear, serviceYearOf } from '@congregacao/shared/service-year';
import type { Database } from '../../db/client';
import { monthlyActivities, publisherReports, publishers, serviceGroups } from '../../db/schema';

/**
 * A 500-publisher congregation with service year 2026 (September 2025 - August 2026) of reports, the figures of which
 * the tests work out by hand. Publisher n (1-500) is named "Publicador n", in group (n % 5) + 1, and reports:
 * - 1-400: every month, participated, 1 study when n % 4 == 0 (100 of them), else 0;
 * - 401-450: every month, did not participate;
 * - 451-480: regular pioneers all year: 50 hours, 2 studies;
 * - 481: publisher (0 studies) until February 2026, regular pioneer from March 2026: 60 hours, 3 studies;
 * - 482-491: publishers (0 studies), auxiliary pioneers in April 2026 only: 30 hours, 1 study;
 * - 492: participated, 1 study, until April 2026; left the congregation on 2026-04-15 (archived), no reports after;
 * - 493: participated only in November 2025;
 * - 494-500: participated (0 studies) except April 2026, still unanswered (null).
 */
export const PUBLISHERS = 500;

interface Seeded {
  participatedInMinistry: boolean | null;
  studies: number;
  hours: number | null;
  auxiliaryPioneer: boolean;
  regularPioneer: boolean;
}

function reportOf(n: number, month: number, year: number): Seeded | null {
  const base = {
    participatedInMinistry: true,
    studies: 0,
    hours: null,
    auxiliaryPioneer: false,
    regularPioneer: false,
  };
  const april = month === 3 && year === 2026;
  const fromMarch = year === 2026 && month >= 2 && month <= 7;
  if (n <= 400) return { ...base, studies: n % 4 === 0 ? 1 : 0 };
  if (n <= 450) return { ...base, participatedInMinistry: false };
  if (n <= 480) return { ...base, regularPioneer: true, hours: 50, studies: 2 };
  if (n === 481) return fromMarch ? { ...base, regularPioneer: true, hours: 60, studies: 3 } : base;
  if (n <= 491) return april ? { ...base, auxiliaryPioneer: true, hours: 30, studies: 1 } : base;
  if (n === 492) return year === 2026 && month >= 4 && month <= 7 ? null : { ...base, studies: 1 };
  if (n === 493) return { ...base, participatedInMinistry: month === 10 && year === 2025 };
  return april ? { ...base, participatedInMinistry: null } : base;
}

export async function seedCongregationYear(db: Database) {
  const groups = await db
    .insert(serviceGroups)
    .values([1, 2, 3, 4, 5].map((groupNumber) => ({ groupNumber })))
    .returning();
  const groupIdOf = (n: number) => groups[n % 5]!.id;
  const rows = await db
    .insert(publishers)
    .values(
      Array.from({ length: PUBLISHERS }, (_, i) => {
        const n = i + 1;
        return {
          name: `Publicador ${n}`,
          groupId: groupIdOf(n),
          groupNumber: (n % 5) + 1,
          ...(n === 492 ? { exitCongregationDate: '2026-04-15', isEnabled: false } : {}),
        };
      }),
    )
    .returning({ id: publishers.id, name: publishers.name });
  const idOf = (n: number) => rows[n - 1]!.id;
  const activities = new Map<string, number>();
  for (const { month, year } of monthsOfServiceYear(2026)) {
    const [activity] = await db
      .insert(monthlyActivities)
      .values({ month, year, serviceYear: serviceYearOf(month, year), status: 'Closed' })
      .returning({ id: monthlyActivities.id });
    activities.set(`${month}/${year}`, activity!.id);
    const reports = [];
    for (let n = 1; n <= PUBLISHERS; n++) {
      const report = reportOf(n, month, year);
      if (report) reports.push({ monthlyActivityId: activity!.id, publisherId: idOf(n), ...report });
    }
    await db.insert(publisherReports).values(reports);
  }
  return {
    groups: groups.map((g) => g.id),
    idOf,
    activityOf: (month: number, year: number) => activities.get(`${month}/${year}`)!,
  };
}
