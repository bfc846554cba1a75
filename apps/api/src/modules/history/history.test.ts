import type { PioneerCategory } from '@congregacao/shared/report-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { caller, setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedHistoryFixture } from './fixtures.test-support';

const w = setUpTestApp(async (t) => {
  const fx = await seedHistoryFixture(t.db);
  const secretary = (await signedIn(t, 'Secretary')).call;
  const elder = (await signedIn(t, 'Elder', { groupId: fx.groups.a })).call;
  return { fx, secretary, elder, publisherRole: (await signedIn(t, 'Publisher')).call };
});

/** One month of GET /publisherreports/pioneers: its totals and the pioneers counted under each category. */
const pioneerMonth = (
  month: number,
  year: number,
  totals: { totalHours: number; totalStudies: number; totalPioneers: number },
  pioneers: Partial<Record<PioneerCategory, number>>,
) => ({
  month,
  year,
  ...totals,
  pioneersByCategory: { regular: 0, special: 0, fieldMissionary: 0, auxiliary: 0, ...pioneers },
});

/** A GET the Secretary makes is refused with 400 and a message naming `field`. */
async function expectBadRequest(url: string, field: string) {
  const res = await w.secretary('GET', url);
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toContain(field);
}

const NO_PIONEER_TOTALS = { totalHours: 0, totalStudies: 0, totalPioneers: 0, totalReports: 0 };

describe('GET /api/publisherreports/pioneers/{serviceYear}', () => {
  it('sums the counted pioneer reports per month, September first, August in the same year', async () => {
    const res = await w.secretary('GET', '/api/publisherreports/pioneers/2050');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      pioneerMonth(8, 2049, { totalHours: 90, totalStudies: 3, totalPioneers: 2 }, { regular: 2 }),
      pioneerMonth(9, 2049, { totalHours: 75, totalStudies: 3, totalPioneers: 2 }, { regular: 1, auxiliary: 1 }),
      pioneerMonth(7, 2050, { totalHours: 60, totalStudies: 4, totalPioneers: 1 }, { regular: 1 }),
    ]);
  });

  it('puts September 2050 in service year 2051', async () => {
    const res = await w.secretary('GET', '/api/publisherreports/pioneers/2051');
    expect(res.json()).toEqual([
      pioneerMonth(8, 2050, { totalHours: 55, totalStudies: 1, totalPioneers: 1 }, { regular: 1 }),
    ]);
  });

  it('answers an empty list for a year without pioneer reports (even with other reports)', async () => {
    expect((await w.secretary('GET', '/api/publisherreports/pioneers/2052')).json()).toEqual([]);
    expect((await w.secretary('GET', '/api/publisherreports/pioneers/2090')).json()).toEqual([]);
  });

  it('refuses a malformed year with 400 naming the field', async () => {
    await expectBadRequest('/api/publisherreports/pioneers/abc', 'serviceYear');
  });
});

describe('GET /api/publisherreports/pioneers/{month}/{year}', () => {
  it("lists the month's counted pioneer reports by name, observations only when present", async () => {
    const res = await w.elder('GET', '/api/publisherreports/pioneers/9/2049');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        name: 'Ana Conceição Gonçalves',
        hours: 45,
        studies: 2,
        observations: 'Bom mês',
        serviceYear: 2050,
        publisherId: w.fx.publishers.ana,
        auxiliaryPioneer: false,
        regularPioneer: true,
        specialPioneer: false,
        fieldMissionary: false,
      },
      {
        name: 'Bruno Lopes',
        hours: 30,
        studies: 1,
        serviceYear: 2050,
        publisherId: w.fx.publishers.bruno,
        auxiliaryPioneer: true,
        regularPioneer: false,
        specialPioneer: false,
        fieldMissionary: false,
      },
    ]);
  });

  it('gives August 2050 service year 2050 and September 2050 service year 2051', async () => {
    const august = (await w.secretary('GET', '/api/publisherreports/pioneers/7/2050')).json();
    const september = (await w.secretary('GET', '/api/publisherreports/pioneers/8/2050')).json();
    expect(august.map((r: { name: string; serviceYear: number }) => [r.name, r.serviceYear])).toEqual([
      ['Ana Conceição Gonçalves', 2050],
    ]);
    expect(september).toMatchObject([{ hours: 55, studies: 1, serviceYear: 2051 }]);
  });

  it('answers [] for a month without an activity and 400 for a month outside 0-11', async () => {
    expect((await w.secretary('GET', '/api/publisherreports/pioneers/3/2049')).json()).toEqual([]);
    await expectBadRequest('/api/publisherreports/pioneers/12/2049', 'month');
  });
});

describe('GET /api/publisherreports/pioneers-totals/{serviceYear}', () => {
  it("gives the year's totals, distinct pioneers and one-decimal averages per pioneer report", async () => {
    const res = await w.secretary('GET', '/api/publisherreports/pioneers-totals/2050');
    expect(res.json()).toEqual({
      serviceYear: 2050,
      totalHours: 225,
      totalStudies: 10,
      totalPioneers: 3,
      totalReports: 5,
      averageHours: 45,
      averageStudies: 2,
      // By hand: regular = Ana Sep/Oct/Aug (50+45+60 h, 3+2+4 st) and Carla Sep (40 h, 0 st); auxiliary = Bruno Oct.
      byCategory: {
        regular: { totalHours: 195, totalStudies: 9, totalPioneers: 2, totalReports: 4 },
        special: NO_PIONEER_TOTALS,
        fieldMissionary: NO_PIONEER_TOTALS,
        auxiliary: { totalHours: 30, totalStudies: 1, totalPioneers: 1, totalReports: 1 },
      },
    });
  });

  it('gives zeros for a year without pioneers', async () => {
    expect((await w.secretary('GET', '/api/publisherreports/pioneers-totals/2052')).json()).toMatchObject({
      totalHours: 0,
      totalPioneers: 0,
      averageHours: 0,
      averageStudies: 0,
    });
  });
});

describe('GET /api/publisherreports/{serviceYear}/{publisherId}', () => {
  it("returns the publisher and the year's reports from September to August", async () => {
    const res = await w.elder('GET', `/api/publisherreports/2050/${w.fx.publishers.ana}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.publisher).toEqual({
      id: w.fx.publishers.ana,
      name: 'Ana Conceição Gonçalves',
      displayName: 'Ana Gonçalves',
      role: 'Publisher',
      groupNumber: 401,
      regularPioneer: true,
    });
    expect(body.serviceYear).toBe(2050);
    expect(body.reports.map((r: { month: number; year: number; hours: number }) => [r.month, r.year, r.hours])).toEqual(
      [
        [8, 2049, 50],
        [9, 2049, 45],
        [7, 2050, 60],
      ],
    );
    expect(body.reports[1]).toMatchObject({
      studies: 2,
      participatedInMinistry: true,
      observations: 'Bom mês',
      regularPioneer: true,
      auxiliaryPioneer: false,
      status: 'Sent',
      serviceYear: 2050,
    });
  });

  it('gives only September 2050 for service year 2051', async () => {
    const body = (await w.secretary('GET', `/api/publisherreports/2051/${w.fx.publishers.ana}`)).json();
    expect(body.reports).toHaveLength(1);
    expect(body.reports[0]).toMatchObject({ month: 8, year: 2050, hours: 55 });
  });

  it('answers an empty list for a known publisher without reports that year', async () => {
    const res = await w.secretary('GET', `/api/publisherreports/2050/${w.fx.publishers.nobody}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().reports).toEqual([]);
  });

  it('answers 404 with a message for an unknown publisher and 400 for malformed parameters', async () => {
    const unknown = await w.secretary('GET', '/api/publisherreports/2050/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Publicador não encontrado');
    expect((await w.secretary('GET', '/api/publisherreports/2050/abc')).statusCode).toBe(400);
    expect((await w.secretary('GET', `/api/publisherreports/20x0/${w.fx.publishers.ana}`)).statusCode).toBe(400);
  });
});

describe('GET /api/publisherreports/service-years', () => {
  it('lists the service years that have reports, distinct, newest first', async () => {
    const res = await w.elder('GET', '/api/publisherreports/service-years');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ serviceYears: [2052, 2051, 2050] });
  });

  it("with ?publisherId= lists only that publisher's service years (their history and S-21 pickers)", async () => {
    // Ana: Sep and Oct 2049, Aug 2050 (service year 2050) and Sep 2050 (2051); Eva: Sep and Oct 2049, Aug 2050
    // (2050) and Jan 2052 (2052); Bruno: 2050 only; Filipe: none
    const yearsOf = async (id: number) =>
      (await w.secretary('GET', `/api/publisherreports/service-years?publisherId=${id}`)).json();
    expect(await yearsOf(w.fx.publishers.ana)).toEqual({ serviceYears: [2051, 2050] });
    expect(await yearsOf(w.fx.publishers.eva)).toEqual({ serviceYears: [2052, 2050] });
    expect(await yearsOf(w.fx.publishers.bruno)).toEqual({ serviceYears: [2050] });
    expect(await yearsOf(w.fx.publishers.nobody)).toEqual({ serviceYears: [] });
    expect((await w.elder('GET', '/api/publisherreports/service-years?publisherId=abc')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  const urls = () => [
    '/api/publisherreports/service-years',
    '/api/publisherreports/pioneers/2050',
    '/api/publisherreports/pioneers/9/2049',
    '/api/publisherreports/pioneers-totals/2050',
    `/api/publisherreports/2050/${w.fx.publishers.ana}`,
  ];

  it('refuses the Publisher role with 403 and records the refusal', async () => {
    for (const url of urls()) {
      const res = await w.publisherRole('GET', url);
      expect(res.statusCode, url).toBe(403);
    }
    const refused = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'));
    expect(refused.length).toBeGreaterThanOrEqual(urls().length);
  });

  it('answers 401 without a session', async () => {
    const anonymous = caller(w.t.app, null);
    for (const url of urls()) expect((await anonymous('GET', url)).statusCode, url).toBe(401);
  });
});
