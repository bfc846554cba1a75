import { describe, expect, it } from 'vitest';
import { auxiliaryAppointments } from '../../db/schema';
import { seedActivity, seedPublisher, seedReport, setUpReportsApp } from '../reports/fixtures.test-support';

const w = setUpReportsApp([51, 52]);

describe('15-hour months (issue 35)', () => {
  it('the Secretary names the months; a month outside the year is refused (400, nothing written); Elders may not', async () => {
    const url = '/api/service-years/2033/special-months';
    // April 2033 (Memorial) and the circuit overseer's visit in November 2032
    const put = await w.secretary.call('PUT', url, {
      months: [
        { month: 3, year: 2033 },
        { month: 10, year: 2032 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      months: [
        { month: 10, year: 2032 },
        { month: 3, year: 2033 },
      ],
    });
    // September 2033 belongs to service year 2034
    const outside = await w.admin.call('PUT', url, { months: [{ month: 8, year: 2033 }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toContain('months');
    expect(outside.json().error).toContain('9/2033');
    expect((await w.elderA.call('PUT', url, { months: [] })).statusCode).toBe(403);
    expect((await w.elderA.call('GET', url)).statusCode).toBe(403);
    expect((await w.admin.call('GET', url)).json()).toEqual(put.json());
  });

  it('an auxiliary pioneer needs 15 h in a 15-hour month (a continuous one 30), shown as "N de 15 h" data', async () => {
    await w.secretary.call('PUT', '/api/service-years/2034/special-months', { months: [{ month: 3, year: 2034 }] });
    const march = await seedActivity(w.t.db, { month: 2, year: 2034 });
    const april = await seedActivity(w.t.db, { month: 3, year: 2034 });
    const ines = await seedPublisher(w.t.db, { groupId: w.groupA });
    const answered = { participatedInMinistry: true, studies: 0, auxiliaryPioneer: true };
    await seedReport(w.t.db, march, { publisherId: ines, ...answered, hours: 31 });
    const inesApril = await seedReport(w.t.db, april, { publisherId: ines, ...answered, hours: 16 });
    const continuous = await seedPublisher(w.t.db, { groupId: w.groupA });
    await w.t.db
      .insert(auxiliaryAppointments)
      .values({ publisherId: continuous, startMonth: '2034-01-01', continuous: true });
    const continuousApril = await seedReport(w.t.db, april, { publisherId: continuous, ...answered, hours: 20 });

    const progress = await w.secretary.call('GET', `/api/publishers/${ines}/pioneer-progress/2034`);
    expect(progress.json()).toMatchObject({
      // no regular-pioneer month: no goal
      goal: 0,
      hours: 47,
      // (31 − 30) + (16 − 15)
      balance: 2,
      months: [
        { month: 2, year: 2034, kind: 'AuxiliaryPioneer', requirement: 30, hours: 31 },
        { month: 3, year: 2034, kind: 'AuxiliaryPioneer', requirement: 15, hours: 16 },
      ],
    });
    const other = await w.secretary.call('GET', `/api/publishers/${continuous}/pioneer-progress/2034`);
    // January–August from the continuous appointment, 30 each; April answered with 20: balance −10
    expect(other.json().months).toHaveLength(8);
    expect(other.json()).toMatchObject({ balance: -10 });
    expect(other.json().months.every((m: { requirement: number }) => m.requirement === 30)).toBe(true);

    const rows = (await w.elderA.call('GET', `/api/publisherreports/bymonth/${april}`)).json().reports;
    const row = (id: number) => rows.find((r: { id: number }) => r.id === id);
    expect(row(inesApril)).toMatchObject({ isSpecialMonth: true, isContinuous: false });
    expect(row(continuousApril)).toMatchObject({ isSpecialMonth: true, isContinuous: true });
  });
});
