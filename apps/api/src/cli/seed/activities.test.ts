import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app.test-support';
import { lastMonths, seedDemoActivities } from './activities';
import { seedDemoPublishers } from './publishers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPublishers(t.db);
});
afterAll(() => t.close());

const NOW = new Date(2026, 1, 10); // February 2026

describe('seedDemoActivities', () => {
  it('lists the last 14 months, oldest first, across year ends', () => {
    const months = lastMonths(NOW);
    expect(months).toHaveLength(14);
    expect(months[0]).toEqual({ month: 0, year: 2025 });
    expect(months[13]).toEqual({ month: 1, year: 2026 });
  });

  it('creates 14 activities with filled reports: past ones sent, the current month open and partly filled', async () => {
    const result = await seedDemoActivities(t.db, NOW);
    const eligible = (await t.db.select().from(publishers)).filter((p) => p.isEnabled && !p.isCurrentlyInactive);
    expect(result).toEqual({ activities: 14, reports: 14 * eligible.length });

    const activities = await t.db
      .select()
      .from(monthlyActivities)
      .orderBy(monthlyActivities.year, monthlyActivities.month);
    expect(activities.map((a) => a.status)).toEqual([...Array(12).fill('Closed'), 'Open', 'Open']);
    expect(activities[12]).toMatchObject({ month: 0, year: 2026, serviceYear: 2026 });
    expect(activities.find((a) => a.month === 9 && a.year === 2025)?.serviceYear).toBe(2026);

    const reports = await t.db.select().from(publisherReports);
    const of = (a: (typeof activities)[number]) => reports.filter((r) => r.monthlyActivityId === a.id);
    for (const a of activities.slice(0, 12)) {
      expect(of(a).every((r) => r.status === 'Sent' && r.participatedInMinistry !== null)).toBe(true);
    }
    const previous = of(activities[12]!);
    expect(previous.some((r) => r.status === 'Open')).toBe(true);
    expect(previous.filter((r) => r.status === 'Sent').length).toBeGreaterThan(previous.length / 2);
    const current = of(activities[13]!);
    expect(current.some((r) => r.status === 'Sent')).toBe(true);
    expect(current.some((r) => r.status === 'Open' && r.participatedInMinistry === null)).toBe(true);
    expect(current.some((r) => r.status === 'Open' && r.participatedInMinistry !== null)).toBe(true);

    const sent = reports.filter((r) => r.status === 'Sent');
    expect(sent.length / reports.length).toBeGreaterThan(0.8);
    for (const r of sent) {
      if (r.regularPioneer) expect(r.hours).toBeGreaterThanOrEqual(38);
      else if (r.auxiliaryPioneer) expect(r.hours).toBeGreaterThanOrEqual(15);
      else expect(r.hours).toBeNull();
    }
    expect(sent.some((r) => r.auxiliaryPioneer)).toBe(true);
    expect(sent.some((r) => r.participatedInMinistry === false)).toBe(true);
    expect(sent.some((r) => (r.studies ?? 0) > 0 && r.observations !== '')).toBe(true);
  });

  it('refuses to run twice, changing nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(publisherReports);
    await expect(seedDemoActivities(t.db, NOW)).rejects.toThrow(/already exist/);
    const [after] = await t.db.select({ n: count() }).from(publisherReports);
    expect(after!.n).toBe(before!.n);
    expect(await t.db.select().from(monthlyActivities).where(eq(monthlyActivities.year, 2024))).toHaveLength(0);
  });
});
