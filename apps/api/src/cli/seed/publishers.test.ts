import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { households, publisherAppointments, publishers, serviceGroups, users } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../test/app.test-support';
import { seedDemoPublishers } from './publishers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe('seedDemoPublishers', () => {
  it('fills an empty database with a demo congregation and overseer users who can sign in', async () => {
    const demoUsers = await seedDemoPublishers(t.db);
    const all = await t.db.select().from(publishers);
    expect(all).toHaveLength(90);
    expect(await total(t.db.select({ n: count() }).from(serviceGroups))).toBe(6);
    expect(await total(t.db.select({ n: count() }).from(households))).toBeGreaterThan(10);
    const pioneers = await t.db
      .select()
      .from(publisherAppointments)
      .where(eq(publisherAppointments.kind, 'RegularPioneer'));
    expect(pioneers).toHaveLength(10);
    expect(all.filter((p) => p.isCurrentlyInactive)).toHaveLength(4);
    expect(all.filter((p) => !p.isEnabled)).toHaveLength(3);
    expect(all.filter((p) => !p.isEnabled).every((p) => p.deathDate || p.exitCongregationDate)).toBe(true);
    expect(new Set(all.map((p) => p.role))).toEqual(new Set(['Elder', 'MinServant', 'Publisher', 'NonBaptized']));
    expect(all.every((p) => p.displayName && p.name.split(' ').length >= 3)).toBe(true);
    expect(new Set(all.map((p) => p.displayName)).size).toBe(90);
    const groups = await t.db.select().from(serviceGroups);
    for (const p of all) expect(groups.find((g) => g.id === p.groupId)?.groupNumber).toBe(p.groupNumber);

    expect(demoUsers).toHaveLength(7);
    const overseers = await t.db.select().from(users).where(isNotNull(users.groupId));
    expect(new Set(overseers.map((u) => u.groupId)).size).toBe(6);
    for (const user of demoUsers) await login(t.app, user.username, user.password);
  });

  it('refuses a database that already has publishers and changes nothing', async () => {
    const before = await total(t.db.select({ n: count() }).from(users));
    await expect(seedDemoPublishers(t.db)).rejects.toThrow(/already has 90 publishers/);
    expect(await total(t.db.select({ n: count() }).from(users))).toBe(before);
    expect(await t.db.select().from(publishers).where(eq(publishers.isEnabled, true))).toHaveLength(87);
  });
});
