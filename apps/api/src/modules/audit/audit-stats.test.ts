import type { AuditStats } from '@congregacao/shared/contracts/audit';
import { AUDIT_STATS_DAYS } from '@congregacao/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app.test-support';
import { seedAudit } from './fixtures.test-support';
import { statsWindowStart } from './repositories/stats';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
const DAY = 86_400_000;
const todayUtc = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number, hour = 12) => {
  const d = new Date(`${todayUtc}T00:00:00Z`);
  return new Date(d.getTime() - n * DAY + hour * 3_600_000);
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'Admin', { displayName: 'Ana Admin' }); // one USER_LOGIN today
  const eva = { userId: 77_001, userUsername: 'eva', userDisplayName: 'Eva', userRole: 'Elder' };
  await seedAudit(t.db, [
    { eventType: 'REPORT_UPDATE', ...eva, timestamp: daysAgo(1) },
    { eventType: 'REPORT_UPDATE', ...eva, timestamp: daysAgo(1, 23) },
    // same user, renamed later: counted once under the latest name
    { eventType: 'REPORT_UPDATE', ...eva, userDisplayName: 'Eva Costa', timestamp: daysAgo(3) },
    { eventType: 'FAILED_LOGIN', timestamp: daysAgo(3) },
    { eventType: 'PUBLISHER_CREATE', ...eva, timestamp: daysAgo(AUDIT_STATS_DAYS - 1, 0) },
    // outside the window: counted in total only
    { eventType: 'USER_DELETE', ...eva, timestamp: daysAgo(AUDIT_STATS_DAYS, 23) },
    { eventType: 'USER_DELETE', ...eva, timestamp: daysAgo(400) },
  ]);
});
afterAll(() => t.close());

describe('GET /api/audit/stats/summary', () => {
  it('counts every entry, and event types, users and days over the last 30 days', async () => {
    const res = await admin.call('GET', '/api/audit/stats/summary');
    expect(res.statusCode, res.body).toBe(200);
    const stats: AuditStats = res.json();
    expect(stats.total).toBe(8);
    expect(stats.eventTypes).toEqual([
      { event_type: 'REPORT_UPDATE', count: 3 },
      { event_type: 'FAILED_LOGIN', count: 1 },
      { event_type: 'PUBLISHER_CREATE', count: 1 },
      { event_type: 'USER_LOGIN', count: 1 },
    ]);
    expect(stats.userActivity).toEqual([
      { username: 'eva', display_name: 'Eva', role: 'Elder', count: 4 },
      { username: admin.username, display_name: 'Ana Admin', role: 'Admin', count: 1 },
    ]);
    expect(stats.dailyActivity).toEqual([
      { date: isoDay(daysAgo(AUDIT_STATS_DAYS - 1)), count: 1 },
      { date: isoDay(daysAgo(3)), count: 2 },
      { date: isoDay(daysAgo(1)), count: 2 },
      { date: todayUtc, count: 1 },
    ]);
  });

  it('starts the window at 00:00 UTC, 29 days before today', () => {
    expect(statsWindowStart(new Date('2024-03-30T18:45:00Z')).toISOString()).toBe('2024-03-01T00:00:00.000Z');
  });
});
