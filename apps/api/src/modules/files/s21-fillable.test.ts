import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedHistoryFixture } from '../history/fixtures.test-support';
import { readFillableS21 } from './s21-form-read';

const w = setUpTestApp(async (t) => {
  const fx = await seedHistoryFixture(t.db);
  return { fx, secretary: (await signedIn(t, 'Secretary')).call };
});

const base = { participatedInMinistry: true, auxiliaryPioneer: false, observations: '' };

describe('POST /api/files/s21?format=fillable', () => {
  it("writes Ana's service year 2050 into the branch's form fields, read back exactly", async () => {
    const res = await w.secretary('POST', '/api/files/s21?format=fillable', {
      publisherId: w.fx.publishers.ana,
      serviceYear: 2050,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const card = await readFillableS21(new Uint8Array(res.rawPayload), 'ana.pdf');
    expect(card).toMatchObject({
      serviceYear: 2050,
      name: 'Ana Conceição Gonçalves',
      birthDate: '1980-05-17',
      baptismDate: '1996-10-02',
      gender: null,
      hope: null,
      appointments: ['RegularPioneer'],
    });
    // the fixture's reports of service year 2050: September 2049, October 2049, August 2050
    expect(card.months).toEqual([
      { ...base, month: 8, year: 2049, studies: 3, hours: 50 },
      { ...base, month: 9, year: 2049, studies: 2, hours: 45, observations: 'Bom mês' },
      { ...base, month: 7, year: 2050, studies: 4, hours: 60, observations: 'Assembleia regional' },
    ]);
  });

  it('refuses an unknown format by name', async () => {
    const res = await w.secretary('POST', '/api/files/s21?format=xml', {
      publisherId: w.fx.publishers.ana,
      serviceYear: 2050,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('format');
  });
});

describe('POST /api/files/s21-all?format=fillable', () => {
  it('zips one fillable card per publisher, each read back', async () => {
    const res = await w.secretary('POST', '/api/files/s21-all?format=fillable', { serviceYear: 2050 });
    expect(res.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const cards = await Promise.all(Object.entries(entries).map(([name, pdf]) => readFillableS21(pdf, name)));
    const ana = cards.find((c) => c.name === 'Ana Conceição Gonçalves');
    expect(ana?.months.map((m) => m.hours)).toEqual([50, 45, 60]);
    expect(cards.every((c) => c.serviceYear === 2050)).toBe(true);
  });
});
