import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyActivities } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app.test-support';
import { reportsOf, seedPublishers } from './fixtures.test-support';
import { generateReports } from './generate-reports';

let t: TestApp;
let secretary: Awaited<ReturnType<typeof signedIn>>;
let publisherIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  secretary = await signedIn(t, 'Secretary');
  publisherIds = await seedPublishers(
    t.db,
    Array.from({ length: 500 }, (_, i) => ({ regularPioneer: i % 10 === 0 })),
  );
});
afterAll(() => t.close());

/** Their speed is the bench's `generate` scenario (bench/README.md); here, that the batches add up. */
describe('activity creation with 500 publishers', () => {
  it('generates one report per publisher, in one go', async () => {
    await t.db.transaction(async (tx) => {
      const [activity] = await tx
        .insert(monthlyActivities)
        .values({ month: 0, year: 2046, serviceYear: 2046 })
        .returning({ id: monthlyActivities.id });
      expect(await generateReports(tx, activity!.id, new Set())).toBe(500);
      const reports = await reportsOf(tx, activity!.id);
      expect(new Set(reports.map((r) => r.publisherId))).toEqual(new Set(publisherIds));
    });
  });

  it('creates 500 reports from one POST, with the 40 auxiliary pioneers it names', async () => {
    const auxiliaries = publisherIds.filter((_, i) => i % 12 === 1).slice(0, 40);
    const res = await secretary.call('POST', '/api/monthlyactivityreports/', {
      report: { month: 1, year: 2045, status: 'Open' },
      publisherReports: auxiliaries.map((publisherId) => ({ publisherId, auxiliaryPioneer: true })),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().reportsCreated).toBe(500);
    const reports = await reportsOf(t.db, res.json().id);
    expect(reports).toHaveLength(500);
    const marked = reports.filter((r) => r.auxiliaryPioneer);
    expect(new Set(marked.map((r) => r.publisherId))).toEqual(new Set(auxiliaries));
  });
});
