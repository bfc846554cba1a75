import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishers } from '../../db/schema';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../../test/app.test-support';
import { seedActivity, seedPublisher, seedReport } from './fixtures.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/monthlyactivityreports/irregular-publishers/{monthlyActivityId}', () => {
  it('lists who took part in one of the six months up to the activity and missed at least one, counting the misses', async () => {
    const groupId = await seedGroup(t.db, 341);
    const p = async (name: string, extra: { isCurrentlyInactive?: boolean; isEnabled?: boolean } = {}) =>
      seedPublisher(t.db, { groupId, name, displayName: name, ...extra });
    const regular = await p('Regular');
    const oneMiss = await p('Falhou Um');
    const allMiss = await p('Falhou Todos');
    const unanswered = await p('Sem Resposta');
    const closedUnanswered = await p('Por Responder');
    const reactivated = await p('Reativado');
    const arrived = await p('Chegou em Novembro');
    const cameBack = await p('Voltou');
    const inactive = await p('Inativo', { isCurrentlyInactive: true });
    const archived = await p('Arquivado', { isEnabled: false });
    await t.db.update(publishers).set({ arrivalCongregation: '2041-11-20' }).where(eq(publishers.id, arrived));
    await t.db.update(publishers).set({ reactivationDate: '2041-12-10' }).where(eq(publishers.id, cameBack));
    // August 2041 .. February 2042; the six up to February 2042 are September .. February. All Closed but February.
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
      const activityId = await seedActivity(t.db, { ...m, status: i === 6 ? 'Open' : 'Closed' });
      activityIds.push(activityId);
      const report = (publisherId: number, participatedInMinistry: boolean | null) =>
        seedReport(t.db, activityId, { publisherId, participatedInMinistry });
      await report(regular, true);
      await report(oneMiss, i !== 3);
      await report(allMiss, false);
      await report(unanswered, i === 6 ? null : true);
      await report(closedUnanswered, i === 2 ? null : true);
      if (i >= 5) await report(reactivated, true);
      if (i >= 4) await report(arrived, i >= 5);
      if (i >= 4) await report(cameBack, i !== 5);
      await report(inactive, false);
      await report(archived, false);
    }
    // a publisher created after every activity has no reports, yet is not irregular
    const newcomer = await p('Recém-chegado');
    // April 2042 (March has no activity; April not answered yet): its window is November 2041 .. April 2042
    const april = await seedActivity(t.db, { month: 3, year: 2042 });
    for (const publisherId of [regular, oneMiss, allMiss, unanswered, reactivated, arrived, cameBack, newcomer]) {
      await seedReport(t.db, april, { publisherId });
    }

    const secretary = await signedIn(t, 'Secretary');
    const res = await secretary.call('GET', `/api/monthlyactivityreports/irregular-publishers/${activityIds[6]}`);
    expect(res.statusCode).toBe(200);
    // Worked by hand over September .. February (S O N D J F):
    // Reativado: no report S O N D while recorded = 4 misses, J F took part -> 4.
    // Chegou em Novembro (arrived 20 Nov): S O before arrival do not count; N no report = miss, D 'Não' = miss,
    //   J F took part -> 2 (not 4).
    // Falhou Um: N 'Não' -> 1. Por Responder: O unanswered in a Closed month = miss -> 1.
    // Voltou (reactivated 10 Dec): S O N end before it and do not count; D yes, J 'Não', F yes -> 1.
    // Not listed: Falhou Todos (six misses: inactive, not irregular), Sem Resposta (February Open and unanswered: not
    // yet a miss), Regular, Recém-chegado (recorded after the months), Inativo and Arquivado (not listed at all).
    expect(res.json()).toEqual([
      { publisherId: reactivated, name: 'Reativado', displayName: 'Reativado', monthsInactive: 4 },
      { publisherId: arrived, name: 'Chegou em Novembro', displayName: 'Chegou em Novembro', monthsInactive: 2 },
      { publisherId: oneMiss, name: 'Falhou Um', displayName: 'Falhou Um', monthsInactive: 1 },
      { publisherId: closedUnanswered, name: 'Por Responder', displayName: 'Por Responder', monthsInactive: 1 },
      { publisherId: cameBack, name: 'Voltou', displayName: 'Voltou', monthsInactive: 1 },
    ]);

    // Over November .. April (N D J F M A; March has no activity, April is Open and unanswered):
    // Chegou em Novembro N D = 2; Reativado N D = 2; Falhou Um N = 1; Voltou J = 1 (N before its reactivation);
    // Falhou Todos N D J F = 4 misses and no participation: neither irregular nor (four months) inactive.
    const later = (await secretary.call('GET', `/api/monthlyactivityreports/irregular-publishers/${april}`)).json();
    expect(later).toEqual([
      expect.objectContaining({ publisherId: arrived, monthsInactive: 2 }),
      expect.objectContaining({ publisherId: reactivated, monthsInactive: 2 }),
      expect.objectContaining({ publisherId: oneMiss, monthsInactive: 1 }),
      expect.objectContaining({ publisherId: cameBack, monthsInactive: 1 }),
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
