import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publisherReports } from '../../db/schema';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { editable } from '../reports/fixtures.test-support';

/**
 * Issue 21 on a fixture year (expected values worked out by hand, never by the code under test):
 * - Rita: regular pioneer appointed on 15 January 2041 (mid-month) -> not a pioneer in December 2040, a pioneer
 *   from January 2041 on, the whole of January included;
 * - Sérgio: special pioneer without dates -> special pioneer every month, hours allowed;
 * - Luís: the spec's payload `regularPioneer: true` without dates -> an appointment without a start date;
 * - Marta: field missionary from 1 November 2040 to 31 December 2040 -> in December, not in January.
 */
const w = setUpTestApp(async (t) => {
  const group = await seedGroup(t.db, 21);
  return {
    group,
    otherGroup: await seedGroup(t.db, 22),
    secretary: await signedIn(t, 'Secretary'),
    elder: await signedIn(t, 'Elder', { groupId: group }),
  };
});

const ids = { rita: 0, sergio: 0, luis: 0, marta: 0, dec: 0, jan: 0 };

async function createPublisher(name: string, extra: Record<string, unknown>) {
  const res = await w.secretary.call('POST', '/api/publishers/', { name, groupId: w.group, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createMonth(month: number, year: number) {
  const res = await w.secretary.call('POST', '/api/monthlyactivityreports/', {
    report: { month, year, status: 'Open' },
    publisherReports: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const reportOf = async (publisherId: number, activityId: number) =>
  (
    await w.t.db
      .select()
      .from(publisherReports)
      .where(and(eq(publisherReports.publisherId, publisherId), eq(publisherReports.monthlyActivityId, activityId)))
  )[0]!;

const flagsOf = async (publisherId: number, activityId: number) => {
  const r = await reportOf(publisherId, activityId);
  return {
    regularPioneer: r.regularPioneer,
    specialPioneer: r.specialPioneer,
    fieldMissionary: r.fieldMissionary,
    auxiliaryPioneer: r.auxiliaryPioneer,
    hours: r.hours,
    groupId: r.groupId,
  };
};

beforeAll(async () => {
  ids.rita = (
    await createPublisher('Rita Mendes', {
      gender: 'Female',
      hope: 'OtherSheep',
      appointments: [{ kind: 'RegularPioneer', startDate: '2041-01-15', endDate: null }],
    })
  ).id;
  ids.sergio = (
    await createPublisher('Sérgio Nunes', {
      gender: 'Male',
      appointments: [{ kind: 'SpecialPioneer', startDate: null, endDate: null }],
    })
  ).id;
  ids.luis = (await createPublisher('Luís Sá', { regularPioneer: true })).id;
  ids.marta = (
    await createPublisher('Marta Reis', {
      appointments: [{ kind: 'FieldMissionary', startDate: '2040-11-01', endDate: '2040-12-31' }],
    })
  ).id;
  ids.dec = await createMonth(11, 2040);
  ids.jan = await createMonth(0, 2041);
});

describe('publisher fields of the S-21-E card', () => {
  it('stores gender, hope and the appointments with their dates', async () => {
    const rita = (await w.secretary.call('GET', `/api/publishers/${ids.rita}`)).json();
    expect(rita).toMatchObject({
      gender: 'Female',
      hope: 'OtherSheep',
      appointments: [{ kind: 'RegularPioneer', startDate: '2041-01-15', endDate: null }],
      // appointed in 2041: not a regular pioneer today
      regularPioneer: false,
      currentAppointments: [],
    });
    const sergio = (await w.secretary.call('GET', `/api/publishers/${ids.sergio}`)).json();
    expect(sergio).toMatchObject({ gender: 'Male', hope: null, currentAppointments: ['SpecialPioneer'] });
  });

  it("records the spec's `regularPioneer: true` as an appointment without dates, and ends it when turned off", async () => {
    const luis = (await w.secretary.call('GET', `/api/publishers/${ids.luis}`)).json();
    expect(luis.appointments).toEqual([{ kind: 'RegularPioneer', startDate: null, endDate: null }]);
    expect(luis.regularPioneer).toBe(true);
    const { appointments: _a, currentAppointments: _c, ...legacy } = luis;
    const res = await w.secretary.call('PUT', `/api/publishers/${ids.luis}`, { ...legacy, regularPioneer: false });
    expect(res.statusCode, res.body).toBe(200);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(res.json()).toMatchObject({
      regularPioneer: false,
      appointments: [{ kind: 'RegularPioneer', startDate: null, endDate: yesterday }],
    });
    // December 2040 was generated before: still a regular pioneer that month (history stays history)
    expect(await flagsOf(ids.luis, ids.dec)).toMatchObject({ regularPioneer: true, hours: 0 });
  });

  it('refuses overlapping appointments, an end before the start and a role the appointments contradict', async () => {
    const overlap = await w.secretary.call('POST', '/api/publishers/', {
      name: 'Sobreposto',
      groupId: w.group,
      appointments: [
        { kind: 'RegularPioneer', startDate: '2040-01-01', endDate: '2040-06-30' },
        { kind: 'RegularPioneer', startDate: '2040-06-01', endDate: null },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error).toContain('sobrepõem');
    const backwards = await w.secretary.call('POST', '/api/publishers/', {
      name: 'Invertido',
      groupId: w.group,
      appointments: [{ kind: 'SpecialPioneer', startDate: '2040-06-01', endDate: '2040-01-31' }],
    });
    expect(backwards.statusCode).toBe(400);
    const elderWithout = await w.secretary.call('POST', '/api/publishers/', {
      name: 'Ancião Sem Nomeação',
      groupId: w.group,
      role: 'Elder',
      appointments: [],
    });
    expect(elderWithout.statusCode).toBe(400);
    expect(elderWithout.json().error).toContain('Ancião');
  });
});

describe("a month's report takes its flags from the appointments valid in that month", () => {
  it('December 2040: Rita not yet, Sérgio special, Luís regular, Marta field missionary', async () => {
    expect(await flagsOf(ids.rita, ids.dec)).toEqual({
      regularPioneer: false,
      specialPioneer: false,
      fieldMissionary: false,
      auxiliaryPioneer: false,
      hours: null,
      groupId: w.group,
    });
    expect(await flagsOf(ids.sergio, ids.dec)).toMatchObject({ specialPioneer: true, regularPioneer: false, hours: 0 });
    expect(await flagsOf(ids.marta, ids.dec)).toMatchObject({ fieldMissionary: true, hours: 0 });
  });

  it('January 2041: Rita regular (appointed on the 15th), Marta no longer a missionary', async () => {
    expect(await flagsOf(ids.rita, ids.jan)).toMatchObject({ regularPioneer: true, hours: 0 });
    expect(await flagsOf(ids.marta, ids.jan)).toMatchObject({ fieldMissionary: false, hours: null });
  });
});

describe('the Secretary corrects pioneer flags while the month is Open', () => {
  const payload = async (publisherId: number, activityId: number, extra: Record<string, unknown>) => ({
    ...editable(await reportOf(publisherId, activityId)),
    ...extra,
  });
  const save = (who: typeof w.secretary, reports: unknown[]) =>
    who.call('PUT', '/api/publisherreports/update-changed', { reports });

  it('refuses hours on a report without pioneer flags, and the Elder correcting flags', async () => {
    const hours = await save(w.secretary, [await payload(ids.rita, ids.dec, { hours: 12 })]);
    expect(hours.statusCode).toBe(400);
    const elder = await save(w.elder, [await payload(ids.rita, ids.dec, { hours: 12, regularPioneer: true })]);
    expect(elder.statusCode).toBe(403);
    expect(await flagsOf(ids.rita, ids.dec)).toMatchObject({ regularPioneer: false, hours: null });
  });

  it('accepts the correction with the hours in one save, and audits the flags changed', async () => {
    const res = await save(w.secretary, [
      await payload(ids.rita, ids.dec, { hours: 12, participatedInMinistry: true, regularPioneer: true }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reports[0]).toMatchObject({ regularPioneer: true, hours: 12 });
  });

  it('counts special pioneers apart in the pioneer statistics', async () => {
    const sergio = await save(w.secretary, [
      await payload(ids.sergio, ids.jan, { hours: 130, studies: 3, participatedInMinistry: true }),
    ]);
    expect(sergio.statusCode, sergio.body).toBe(200);
    // Service year 2041 (Sep 2040 .. Aug 2041), participated pioneer reports: Rita Dec 12 h (regular, corrected),
    // Sérgio Jan 130 h / 3 studies (special). Nothing else answered.
    const totals = (await w.secretary.call('GET', '/api/publisherreports/pioneers-totals/2041')).json();
    expect(totals).toMatchObject({
      totalHours: 142,
      totalStudies: 3,
      totalPioneers: 2,
      totalReports: 2,
      byCategory: {
        regular: { totalHours: 12, totalStudies: 0, totalPioneers: 1, totalReports: 1 },
        special: { totalHours: 130, totalStudies: 3, totalPioneers: 1, totalReports: 1 },
        fieldMissionary: { totalHours: 0, totalReports: 0 },
        auxiliary: { totalHours: 0, totalReports: 0 },
      },
    });
  });
});

describe('history stays history, and sent means answered', () => {
  it('a move takes only the Open report of the latest Open month to the new group', async () => {
    const rita = (await w.secretary.call('GET', `/api/publishers/${ids.rita}`)).json();
    const moved = await w.secretary.call('PUT', `/api/publishers/${ids.rita}`, { ...rita, groupId: w.otherGroup });
    expect(moved.statusCode, moved.body).toBe(200);
    // December 2040 stays with group 21; January 2041 (the latest month, Open) moves to group 22
    expect((await flagsOf(ids.rita, ids.dec)).groupId).toBe(w.group);
    expect((await flagsOf(ids.rita, ids.jan)).groupId).toBe(w.otherGroup);
    // the Elder of group 21 still sees Rita's December report
    const december = (await w.elder.call('GET', `/api/publisherreports/bymonth/${ids.dec}`)).json();
    expect(december.reports.map((r: { publisherId: number }) => r.publisherId)).toContain(ids.rita);
    const january = (await w.elder.call('GET', `/api/publisherreports/bymonth/${ids.jan}`)).json();
    expect(january.reports.map((r: { publisherId: number }) => r.publisherId)).not.toContain(ids.rita);
  });

  it('refuses closing a group while participation is unanswered (409 naming them), and changes nothing', async () => {
    const res = await w.secretary.call(
      'PUT',
      `/api/publisherreports/change-status?status=Sent&groupId=${w.group}&activityId=${ids.dec}`,
    );
    expect(res.statusCode).toBe(409);
    // answered in December: Rita only (corrected above); unanswered: Sérgio, Luís, Marta
    expect(res.json().error).toContain('Sérgio Nunes');
    expect(res.json().error).toContain('Luís Sá');
    expect(res.json().error).toContain('Marta Reis');
    expect(res.json().error).not.toContain('Rita');
    expect((await reportOf(ids.sergio, ids.dec)).status).toBe('Open');
  });
});
