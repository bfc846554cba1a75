import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../test/app.test-support';
import { changed, createActivityWithReports, readReports } from './fixtures.test-support';

const CLIENTS = 12;
const SAVES_PER_CLIENT = 8;
const BATCH = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function pick<T>(items: T[], n: number): T[] {
  return [...items].sort(() => Math.random() - 0.5).slice(0, n);
}

describe('concurrent report saves', () => {
  it('loses no update: every stale save gets 409, no deadlock, totals add up', async () => {
    const admin = await signedIn(t, 'Admin');
    const secretary = await signedIn(t, 'Secretary');
    const { activityId } = await createActivityWithReports(admin.call, secretary.call, {
      groupNumber: 951,
      count: 40,
      month: 3,
      year: 2061,
    });
    const successfulIncrements = new Map<number, number>();
    const statuses: number[] = [];

    // each client reads, increments the studies of an overlapping batch by one, saves; on 409 it re-reads and retries
    const client = async () => {
      for (let save = 0; save < SAVES_PER_CLIENT; save++) {
        for (let attempt = 0; attempt < 200; attempt++) {
          const reports = await readReports(secretary.call, activityId);
          const batch = pick(reports, BATCH);
          const res = await secretary.call('PUT', '/api/publisherreports/update-changed', {
            reports: batch.map((r) => changed(r, r.studies + 1)),
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 200) {
            for (const r of batch) successfulIncrements.set(r.id, (successfulIncrements.get(r.id) ?? 0) + 1);
            break;
          }
          expect(res.statusCode).toBe(409);
          expect(res.json().code).toBe('STALE_VERSION');
          expect(res.json().staleReportIds.length).toBeGreaterThan(0);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));

    console.log(
      `concurrency: ${CLIENTS} clients, ${statuses.length} saves (${statuses.filter((s) => s === 409).length} stale, 409)`,
    );
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const final = await readReports(secretary.call, activityId);
    for (const report of final) expect(report.studies).toBe(successfulIncrements.get(report.id) ?? 0);
    const total = [...successfulIncrements.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(CLIENTS * SAVES_PER_CLIENT * BATCH);
  }, 300_000);

  it('creates exactly one activity when several ask for the same month at once', async () => {
    const secretary = await signedIn(t, 'Secretary');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        secretary.call('POST', '/api/monthlyactivityreports/', { report: { month: 7, year: 2062, status: 'Open' } }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201 || c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const list = await secretary.call('GET', '/api/monthlyactivityreports/');
    expect(list.json().filter((a: { month: number; year: number }) => a.month === 7 && a.year === 2062)).toHaveLength(
      1,
    );
  });
});
