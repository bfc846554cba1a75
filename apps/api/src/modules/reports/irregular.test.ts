import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../../test/app.test-support';
import { seedActivity, seedPublisher, seedReport } from './fixtures.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/monthlyactivityreports/irregular-publishers/{monthlyActivityId}', () => {
  it('counts, per enabled active publisher, the months of the six up to the activity without participation', async () => {
    const groupId = await seedGroup(t.db, 341);
    const p = async (name: string, extra: { isCurrentlyInactive?: boolean; isEnabled?: boolean } = {}) =>
      seedPublisher(t.db, { groupId, name, displayName: name, ...extra });
    const regular = await p('Regular');
    const oneMiss = await p('Falhou Um');
    const allMiss = await p('Falhou Todos');
    const unanswered = await p('Sem Resposta');
    const reactivated = await p('Reativado');
    const inactive = await p('Inativo', { isCurrentlyInactive: true });
    const archived = await p('Arquivado', { isEnabled: false });
    // September 2041 .. February 2042 are the six months up to February 2042; August 2041 is outside the window.
    const months = [
      { month: 7, year: 2041 },
      { month: 8, year: 2041 },
      { month: 9, year: 2041 },
      { month: 10, year: 2041 },
      { month: 11, year: 2041 },
      { month: 0, year: 2042 },
      { month: 1, year: 2042 },
    ];
    const activityIds: number[] = [];
    for (const [i, m] of months.entries()) {
      const activityId = await seedActivity(t.db, m);
      activityIds.push(activityId);
      await seedReport(t.db, activityId, { publisherId: regular, participatedInMinistry: true });
      await seedReport(t.db, activityId, { publisherId: oneMiss, participatedInMinistry: i !== 3 });
      await seedReport(t.db, activityId, { publisherId: allMiss, participatedInMinistry: false });
      await seedReport(t.db, activityId, { publisherId: unanswered, participatedInMinistry: i === 6 ? null : true });
      if (i >= 5) await seedReport(t.db, activityId, { publisherId: reactivated, participatedInMinistry: true });
      await seedReport(t.db, activityId, { publisherId: inactive, participatedInMinistry: false });
      await seedReport(t.db, activityId, { publisherId: archived, participatedInMinistry: false });
    }
    // a publisher created after every activity has no reports, yet is not irregular
    const newcomer = await p('Recém-chegado');
    // April 2042 (March has no activity; April not answered yet): its window is November 2041 .. April 2042
    const april = await seedActivity(t.db, { month: 3, year: 2042 });
    for (const publisherId of [regular, oneMiss, allMiss, unanswered, reactivated, newcomer]) {
      await seedReport(t.db, april, { publisherId });
    }

    const secretary = await signedIn(t, 'Secretary');
    const res = await secretary.call('GET', `/api/monthlyactivityreports/irregular-publishers/${activityIds[6]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { publisherId: allMiss, name: 'Falhou Todos', displayName: 'Falhou Todos', monthsInactive: 6 },
      { publisherId: reactivated, name: 'Reativado', displayName: 'Reativado', monthsInactive: 4 },
      { publisherId: oneMiss, name: 'Falhou Um', displayName: 'Falhou Um', monthsInactive: 1 },
    ]);

    const later = (await secretary.call('GET', `/api/monthlyactivityreports/irregular-publishers/${april}`)).json();
    expect(later).toEqual([
      expect.objectContaining({ publisherId: allMiss, monthsInactive: 4 }),
      expect.objectContaining({ publisherId: reactivated, monthsInactive: 2 }),
      expect.objectContaining({ publisherId: oneMiss, monthsInactive: 1 }),
    ]);
  });

  it('is for the Secretary only (activities.write) and 404s an unknown activity', async () => {
    for (const role of ['Admin', 'Elder'] as const) {
      const who = await signedIn(t, role);
      expect((await who.call('GET', '/api/monthlyactivityreports/irregular-publishers/1')).statusCode).toBe(403);
    }
    const secretary = await signedIn(t, 'Secretary');
    expect((await secretary.call('GET', '/api/monthlyactivityreports/irregular-publishers/99999')).statusCode).toBe(
      404,
    );
  });
});
