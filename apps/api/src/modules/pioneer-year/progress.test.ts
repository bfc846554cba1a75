import { describe, expect, it } from 'vitest';
import { publisherAppointments } from '../../db/schema';
import { invitedPublisher } from '../invitations/fixtures.test-support';
import { seedActivity, seedPublisher, seedReport, setUpReportsApp } from '../reports/fixtures.test-support';

const w = setUpReportsApp([41, 42]);

const SERVICE_YEAR = 2031; // September 2030 – August 2031
const activity = new Map<string, number>();
/** The month's activity (0-11), Closed, created once. */
async function activityOf(month: number, year: number) {
  const key = `${year}-${month}`;
  if (!activity.has(key)) activity.set(key, await seedActivity(w.t.db, { month, year, status: 'Closed' }));
  return activity.get(key)!;
}

const answered = { participatedInMinistry: true, studies: 1 };

/**
 * Rita: a publisher September–December 2030, appointed regular pioneer on 15 January 2031 (January counts). January
 * 55 h; February 30 h + 15 credit; March 20 h + 20 credit; April's report posted, not yet answered; May–August not
 * posted yet.
 */
async function seedRita() {
  const rita = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Rita Pioneira Teste' });
  await w.t.db
    .insert(publisherAppointments)
    .values({ publisherId: rita, kind: 'RegularPioneer', startDate: '2031-01-15' });
  for (const month of [8, 9, 10, 11])
    await seedReport(w.t.db, await activityOf(month, 2030), { publisherId: rita, ...answered });
  const regular = { publisherId: rita, regularPioneer: true };
  await seedReport(w.t.db, await activityOf(0, 2031), { ...regular, ...answered, hours: 55 });
  await seedReport(w.t.db, await activityOf(1, 2031), { ...regular, ...answered, hours: 30, creditHours: 15 });
  await seedReport(w.t.db, await activityOf(2, 2031), { ...regular, ...answered, hours: 20, creditHours: 20 });
  await seedReport(w.t.db, await activityOf(3, 2031), { ...regular, participatedInMinistry: null });
  return rita;
}

describe('pioneer progress (issue 35)', () => {
  it('a regular pioneer appointed in January with credit in two months: goal, hours left, balance, monthly goal', async () => {
    const rita = await seedRita();
    const res = await w.secretary.call('GET', `/api/publishers/${rita}/pioneer-progress/${SERVICE_YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const month = (m: number, hours: number, creditHours: number) => ({
      month: m,
      year: 2031,
      kind: 'RegularPioneer',
      requirement: 50,
      hours,
      creditHours,
    });
    expect(res.json()).toEqual({
      // January–August: 8 months × 50
      goal: 400,
      hours: 55 + 30 + 20,
      creditHours: 15 + 20,
      // 400 − 105 − 35
      hoursLeft: 260,
      // answered months: (55 − 50) + (30 + 15 − 50) + (20 + 20 − 50) = 5 − 5 − 10
      balance: -10,
      // 260 over April–August (5 months not answered) = 52
      monthlyGoal: 52,
      months: [
        month(0, 55, 0),
        month(1, 30, 15),
        month(2, 20, 20),
        month(3, 0, 0),
        ...[4, 5, 6, 7].map((m) => month(m, 0, 0)),
      ],
    });
    // the Elder of her group reads it; the other group's Elder is refused
    expect((await w.elderA.call('GET', `/api/publishers/${rita}/pioneer-progress/${SERVICE_YEAR}`)).statusCode).toBe(
      200,
    );
    expect((await w.elderB.call('GET', `/api/publishers/${rita}/pioneer-progress/${SERVICE_YEAR}`)).statusCode).toBe(
      403,
    );
    expect((await w.secretary.call('GET', `/api/publishers/999999/pioneer-progress/${SERVICE_YEAR}`)).statusCode).toBe(
      404,
    );
    // she reads the same on her phone
    const own = await invitedPublisher(w.t, w.secretary.call, rita);
    const mine = await own.call('GET', `/api/me/pioneer-progress/${SERVICE_YEAR}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(res.json());
    expect((await own.call('GET', `/api/publishers/${rita}/pioneer-progress/${SERVICE_YEAR}`)).statusCode).toBe(403);
  });

  it('lists the regular pioneers below pace in scope, furthest behind first; one at pace is not listed', async () => {
    const atPace = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Zé No Ritmo Teste', regularPioneer: true });
    await seedReport(w.t.db, await activityOf(8, 2030), {
      publisherId: atPace,
      regularPioneer: true,
      ...answered,
      hours: 50,
    });
    const behind = await seedPublisher(w.t.db, {
      groupId: w.groupB,
      name: 'Luís Atrasado Teste',
      regularPioneer: true,
    });
    await seedReport(w.t.db, await activityOf(8, 2030), {
      publisherId: behind,
      regularPioneer: true,
      ...answered,
      hours: 10,
    });
    const list = await w.secretary.call('GET', `/api/pioneer-progress/${SERVICE_YEAR}/below-pace`);
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json().map((p: { name: string }) => p.name);
    expect(names).toContain('Luís Atrasado Teste');
    expect(names).not.toContain('Zé No Ritmo Teste');
    // Luís: a whole year (600), 10 h in September: balance −40, 590 left over 11 months → 54 (53.6 rounded up)
    expect(list.json().find((p: { publisherId: number }) => p.publisherId === behind)).toMatchObject({
      goal: 600,
      hours: 10,
      hoursLeft: 590,
      balance: -40,
      monthlyGoal: 54,
    });
    // an Elder sees their own group's only
    const elderB = (await w.elderB.call('GET', `/api/pioneer-progress/${SERVICE_YEAR}/below-pace`)).json();
    expect(elderB.map((p: { publisherId: number }) => p.publisherId)).toEqual([behind]);
  });
});
