import { describe, expect, it } from 'vitest';
import { pdfLines } from '../files/test/pdf-text';
import { figures, openMonthWithTwoPublishers } from '../me/fixtures.test-support';
import {
  editable,
  readReports,
  seedActivity,
  seedPublisher,
  seedReport,
  setUpReportsApp,
} from './fixtures.test-support';

const w = setUpReportsApp([31, 32]);

/** An open month with a regular pioneer, an auxiliary pioneer and a publisher of group A, each with a report. */
async function month(year = 2043, monthIndex = 9) {
  const activityId = await seedActivity(w.t.db, { month: monthIndex, year });
  const regular = await seedPublisher(w.t.db, { groupId: w.groupA, regularPioneer: true });
  const auxiliary = await seedPublisher(w.t.db, { groupId: w.groupA });
  const publisher = await seedPublisher(w.t.db, { groupId: w.groupA });
  const answered = { participatedInMinistry: true, studies: 1 };
  return {
    activityId,
    regular,
    regularReport: await seedReport(w.t.db, activityId, { publisherId: regular, regularPioneer: true, ...answered }),
    auxiliaryReport: await seedReport(w.t.db, activityId, { publisherId: auxiliary, auxiliaryPioneer: true }),
    publisherReport: await seedReport(w.t.db, activityId, { publisherId: publisher, ...answered }),
  };
}

const save = async (id: number, change: Record<string, unknown>, call = w.secretary.call) => {
  const [row] = await readReports(w.t.db, [id]);
  return call('PUT', '/api/publisherreports/update-changed', { reports: [{ ...editable(row!), ...change }] });
};

describe('credit hours (issue 35)', () => {
  it('a regular pioneer’s credit is stored, kept by a save without it, shown by bymonth, cleared by empty', async () => {
    const m = await month(2045);
    const saved = await save(m.regularReport, { hours: 40, creditHours: 12 }, w.elderA.call);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reports[0]).toMatchObject({ hours: 40, creditHours: 12 });
    // a client that does not send the field leaves the credit as it was
    expect((await save(m.regularReport, { studies: 3 })).statusCode).toBe(200);
    expect((await readReports(w.t.db, [m.regularReport]))[0]).toMatchObject({ hours: 40, creditHours: 12, studies: 3 });
    const read = await w.elderA.call('GET', `/api/publisherreports/bymonth/${m.activityId}`);
    expect(read.json().reports.find((r: { id: number }) => r.id === m.regularReport)).toMatchObject({
      hours: 40,
      creditHours: 12,
    });
    expect((await save(m.regularReport, { creditHours: null })).statusCode).toBe(200);
    expect((await readReports(w.t.db, [m.regularReport]))[0]).toMatchObject({ creditHours: null });
  });

  it('refuses credit for a publisher or an auxiliary pioneer, and fractions or negatives (400, nothing written)', async () => {
    const m = await month(2046);
    for (const id of [m.publisherReport, m.auxiliaryReport]) {
      const refused = await save(id, { creditHours: 5 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain('creditHours');
      expect(refused.json().error).toContain('pioneiro regular ou especial');
    }
    for (const creditHours of [1.5, -1, '3']) {
      expect((await save(m.regularReport, { creditHours })).statusCode).toBe(400);
    }
    const rows = await readReports(w.t.db, [m.regularReport, m.auxiliaryReport, m.publisherReport]);
    expect(rows.map((r) => [r.creditHours, r.version])).toEqual([
      [null, 1],
      [null, 1],
      [null, 1],
    ]);
  });

  it('PUT /me/report: the regular pioneer sends credit, a publisher is refused', async () => {
    const m = await openMonthWithTwoPublishers(w, { month: 3, year: 2044 });
    const refused = await m.ana.call('PUT', '/api/me/report', { ...figures, creditHours: 4, version: 1 });
    expect(refused.statusCode).toBe(400);
    const sent = await m.bruno.call('PUT', '/api/me/report', { ...figures, hours: 30, creditHours: 20, version: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ hours: 30, creditHours: 20 });
    expect((await m.bruno.call('GET', '/api/me/report')).json().report).toMatchObject({ creditHours: 20 });
  });

  it('the S-1 counts field hours only; the S-21 prints the credit in the remarks, its hours column the field hours', async () => {
    const m = await month();
    await save(m.regularReport, { hours: 40, creditHours: 12, observations: 'Escola', status: 'Sent' });
    const s1 = await w.secretary.call('GET', `/api/monthlyactivityreports/${m.activityId}/congregation-report`);
    expect(s1.statusCode, s1.body).toBe(200);
    // one regular pioneer reported: 40 hours, never 40 + 12
    expect(s1.json().regularPioneers).toMatchObject({ reports: 1, hours: 40 });
    const card = await w.secretary.call('POST', '/api/files/s21', { publisherId: m.regular, serviceYear: 2044 });
    expect(card.statusCode).toBe(200);
    const { lines } = await pdfLines(card.rawPayload);
    const october = lines.findIndex((l) => l.startsWith('Outubro'));
    // two remark lines: the first above the row's figures, the second below them
    expect(lines.slice(october - 1, october + 2)).toEqual(['Crédito: 12 h', 'Outubro X 1 40', 'Escola']);
    expect(lines.find((l) => l.startsWith('Total'))).toBe('Total 40');
  });
});
