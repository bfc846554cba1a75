import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, publisherReports, publishers } from '../../db/schema';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../../test/app.test-support';
import { seedActivity, seedPublisher, seedReport } from '../reports/fixtures.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inactiveOf = async (id: number) =>
  (await t.db.select().from(publishers).where(eq(publishers.id, id)))[0]!.isCurrentlyInactive;

describe('inactive publishers, marked when a month closes (ADR 026)', () => {
  it('marks six months without participation, audited; generating skips them; reactivation starts afresh', async () => {
    const groupId = await seedGroup(t.db, 351);
    const p = (name: string) => seedPublisher(t.db, { groupId, name, displayName: name });
    const sixNo = await p('Seis Nãos');
    const lastUnanswered = await p('Junho Por Responder');
    const tookPartInJune = await p('Participou em Junho');
    const arrivedInMarch = await p('Chegou em Março');
    await t.db.update(publishers).set({ arrivalCongregation: '2050-03-05' }).where(eq(publishers.id, arrivedInMarch));
    // January .. May 2050 Closed, June Open: the window of June is January .. June.
    let june = 0;
    for (let month = 0; month <= 5; month += 1) {
      const id = await seedActivity(t.db, { month, year: 2050, status: month === 5 ? 'Open' : 'Closed' });
      if (month === 5) june = id;
      await seedReport(t.db, id, { publisherId: sixNo, participatedInMinistry: false });
      await seedReport(t.db, id, { publisherId: lastUnanswered, participatedInMinistry: month === 5 ? null : false });
      await seedReport(t.db, id, { publisherId: tookPartInJune, participatedInMinistry: month === 5 });
      if (month >= 2) await seedReport(t.db, id, { publisherId: arrivedInMarch, participatedInMinistry: false });
    }
    const secretary = await signedIn(t, 'Secretary');

    const closed = await secretary.call('PATCH', `/api/monthlyactivityreports/${june}/status`, { status: 'Closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    // Seis Nãos: six 'Não'. Junho Por Responder: five 'Não' and June unanswered in a now Closed month = six misses.
    // Participou em Junho: five misses, June yes. Chegou em Março: January, February before arrival = four misses.
    expect(await inactiveOf(sixNo)).toBe(true);
    expect(await inactiveOf(lastUnanswered)).toBe(true);
    expect(await inactiveOf(tookPartInJune)).toBe(false);
    expect(await inactiveOf(arrivedInMarch)).toBe(false);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'PUBLISHER_UPDATE'), eq(auditLogs.resource, 'publisher')));
    expect(audits.map((a) => [a.resourceId, a.description, a.newValues])).toEqual([
      [
        String(sixNo),
        'Publicador "Seis Nãos" marcado como inativo: seis meses seguidos sem participar no ministério (até Junho de 2050)',
        { isCurrentlyInactive: true },
      ],
      [
        String(lastUnanswered),
        'Publicador "Junho Por Responder" marcado como inativo: seis meses seguidos sem participar no ministério (até Junho de 2050)',
        { isCurrentlyInactive: true },
      ],
    ]);

    const july = await secretary.call('POST', '/api/monthlyactivityreports/', {
      report: { month: 6, year: 2050, status: 'Open' },
    });
    expect(july.statusCode, july.body).toBe(201);
    const julyId: number = july.json().id;
    const julyReports = await t.db
      .select({ publisherId: publisherReports.publisherId })
      .from(publisherReports)
      .where(eq(publisherReports.monthlyActivityId, julyId));
    const inJuly = julyReports.map((r) => r.publisherId);
    expect(inJuly).toEqual(expect.arrayContaining([tookPartInJune, arrivedInMarch]));
    expect(inJuly).not.toContain(sixNo);
    expect(inJuly).not.toContain(lastUnanswered);

    // The Secretary reactivates from 1 July: the earlier months no longer count, so July's 'Não' alone changes nothing.
    const current = (await secretary.call('GET', `/api/publishers/${sixNo}`)).json();
    const reactivated = await secretary.call('PUT', `/api/publishers/${sixNo}`, {
      ...current,
      isCurrentlyInactive: false,
      reactivationDate: '2050-07-01',
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    const [report] = await t.db
      .select()
      .from(publisherReports)
      .where(and(eq(publisherReports.monthlyActivityId, julyId), eq(publisherReports.publisherId, sixNo)));
    expect(report).toBeDefined();
    await t.db
      .update(publisherReports)
      .set({ participatedInMinistry: false })
      .where(eq(publisherReports.id, report!.id));
    await secretary.call('PATCH', `/api/monthlyactivityreports/${julyId}/status`, { status: 'Closed' });
    expect(await inactiveOf(sixNo)).toBe(false);
  });

  it('records today as the reactivation date when none is given', async () => {
    const groupId = await seedGroup(t.db, 352);
    const id = await seedPublisher(t.db, { groupId, name: 'Sem Data', isCurrentlyInactive: true });
    const secretary = await signedIn(t, 'Secretary');
    const current = (await secretary.call('GET', `/api/publishers/${id}`)).json();
    const res = await secretary.call('PUT', `/api/publishers/${id}`, { ...current, isCurrentlyInactive: false });
    expect(res.statusCode, res.body).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
    expect(res.json()).toMatchObject({ isCurrentlyInactive: false, reactivationDate: today });
  });

  it('judges the six months up to the latest Closed month, and spares whoever took part in a later month', async () => {
    const groupId = await seedGroup(t.db, 353);
    const later = await seedPublisher(t.db, { groupId, name: 'Voltou em Julho' });
    const never = await seedPublisher(t.db, { groupId, name: 'Nunca Voltou' });
    let june = 0;
    for (let month = 0; month <= 6; month += 1) {
      const id = await seedActivity(t.db, { month, year: 2060, status: month === 6 ? 'Open' : 'Closed' });
      if (month === 5) june = id;
      await seedReport(t.db, id, { publisherId: later, participatedInMinistry: month === 6 });
      await seedReport(t.db, id, { publisherId: never, participatedInMinistry: false });
    }
    const secretary = await signedIn(t, 'Secretary');
    // June reopened and closed again: the window is January .. June 2060 (July is Open, not over)
    await secretary.call('PATCH', `/api/monthlyactivityreports/${june}/status`, { status: 'Open' });
    const closed = await secretary.call('PATCH', `/api/monthlyactivityreports/${june}/status`, { status: 'Closed' });
    expect(closed.statusCode).toBe(200);
    expect(await inactiveOf(never)).toBe(true);
    expect(await inactiveOf(later)).toBe(false);
  });
});
