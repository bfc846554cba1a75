import { describe, expect, it } from 'vitest';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { openMonth } from './fixtures.test-support';

/**
 * A Closed month's figures never move (ADR 035): erasing a person keeps their reports' figures on an anonymous
 * record whose standing (which months count them) is the one they had. Three people are erased here: one still
 * enabled, one archived by an exit date, one archived without a date; each counted differently before.
 */
const w = setUpTestApp(async (t) => {
  const secretary = await signedIn(t, 'Secretary');
  const groupId = await seedGroup(t.db, 1);
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await secretary.call('POST', '/api/publishers/', { name, groupId, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number } & Record<string, unknown>;
  };
  const pioneer = { appointments: [{ kind: 'RegularPioneer', startDate: '2025-09-01', endDate: null }] };
  const people = {
    ana: await create('Ana Enabled', pioneer),
    bruno: await create('Bruno Leaves', { birthDate: '1980-02-02' }),
    carla: await create('Carla Stays', pioneer),
    duarte: await create('Duarte Hidden'),
  };
  const activities: number[] = [];
  /** A month created Open (its reports generated), every report answered and sent but `unanswered`'s, then closed. */
  const month = async (m: number, year: number, unanswered?: { id: number }) => {
    const { id, rows } = await openMonth(secretary.call, m, year);
    const saved = await secretary.call('PUT', '/api/publisherreports/update-changed', {
      reports: rows.map((r, i) => ({
        id: r.id,
        version: r.version,
        hours: r.regularPioneer ? 50 + i : null,
        studies: i,
        participatedInMinistry: r.publisherId === unanswered?.id ? null : true,
        observations: 'nota',
        status: r.publisherId === unanswered?.id ? 'Open' : 'Sent',
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await secretary.call('PATCH', `/api/monthlyactivityreports/${id}/status`, { status: 'Closed' })).statusCode,
    ).toBe(200);
    activities.push(id);
  };
  const archive = async (p: { id: number }, changes: Record<string, unknown>) => {
    const current = (await secretary.call('GET', `/api/publishers/${p.id}`)).json();
    const res = await secretary.call('PUT', `/api/publishers/${p.id}`, { ...current, ...changes });
    expect(res.statusCode, res.body).toBe(200);
  };
  await month(8, 2025);
  await month(9, 2025);
  await archive(people.bruno, { exitCongregationDate: '2025-10-15' });
  await archive(people.duarte, { isEnabled: false });
  await month(10, 2025, people.ana);
  return { secretary, people, activities };
});

/** Every figure of the Closed months: the S-1, the missing list, the pioneer statistics (names left out). */
async function figures() {
  const get = async (url: string) => {
    const res = await w.secretary.call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const months = [];
  for (const id of w.activities) {
    months.push({
      s1: await get(`/api/monthlyactivityreports/${id}/congregation-report`),
      missing: (await get(`/api/monthlyactivityreports/${id}/missing`)).groups?.map(
        (g: { publishers: unknown[] }) => g.publishers.length,
      ),
    });
  }
  const pioneerMonths = [];
  for (const [m, year] of [
    [8, 2025],
    [9, 2025],
    [10, 2025],
  ]) {
    const rows = await get(`/api/publisherreports/pioneers/${m}/${year}`);
    // listed by name, which erasure changes: compared by publisher
    pioneerMonths.push(
      rows
        .map(({ name: _name, observations: _observations, ...figures }: Record<string, unknown>) => figures)
        .sort((a: { publisherId: number }, b: { publisherId: number }) => a.publisherId - b.publisherId),
    );
  }
  return {
    months,
    pioneerMonths,
    pioneers: await get('/api/publisherreports/pioneers/2026'),
    pioneerTotals: await get('/api/publisherreports/pioneers-totals/2026'),
  };
}

describe('erasure and the figures of Closed months', () => {
  it('leaves every figure of every Closed month exactly as it was', async () => {
    const before = await figures();
    // the fixture counts what it should: a reason to trust the comparison
    expect(before.months[0]!.s1).toMatchObject({ activePublishers: 3, publishers: { reports: 1 } });
    expect(before.months[1]!.s1.regularPioneers.reports).toBe(2);
    expect(before.months[2]!.s1.missingReports).toBe(1);
    expect(before.months[2]!.missing).toEqual([1]);
    for (const p of [w.people.ana, w.people.bruno, w.people.duarte]) {
      const current = (await w.secretary.call('GET', `/api/publishers/${p.id}`)).json();
      const res = await w.secretary.call('POST', `/api/publishers/${p.id}/erase`, { confirmName: current.name });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await figures()).toEqual(before);
  });
});
