import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, publisherReports } from '../../db/schema';
import { pdfLines } from '../files/test/pdf-text';
import { readReports, setActivityStatus, setUpReportsApp } from '../reports/fixtures.test-support';
import { figures, type MonthOptions, openMonthWithTwoPublishers } from './fixtures.test-support';

const w = setUpReportsApp([1, 2]);
const month = (options: MonthOptions = {}) => openMonthWithTwoPublishers(w, options);

describe('GET/PUT /api/me/report', () => {
  it('reads and saves only the caller’s own report, marked as sent by the publisher; the overseer sees the mark', async () => {
    const m = await month({ month: 2, year: 2041 });
    const read = await m.ana.call('GET', '/api/me/report');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      activity: { id: m.activityId, month: 2, year: 2041, status: 'Open' },
      report: { id: m.anaReport, participatedInMinistry: null, status: 'Open', version: 1, selfReportedAt: null },
    });
    const generations = () => ({ auth: w.t.app.changes.generation('auth'), data: w.t.app.changes.generation('data') });
    const before = generations();
    const saved = await m.ana.call('PUT', '/api/me/report', { ...figures, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    // the fill screen's cache learns of the save; the sessions' does not (every caller stays signed in from memory)
    expect(generations().auth).toBe(before.auth);
    expect(generations().data).toBeGreaterThan(before.data!);
    expect(saved.json()).toMatchObject({ id: m.anaReport, ...figures, status: 'Open', version: 2 });
    expect(Date.now() - new Date(saved.json().selfReportedAt).getTime()).toBeLessThan(60_000);
    const [row] = await readReports(w.t.db, [m.anaReport]);
    expect(row).toMatchObject({ studies: 2, participatedInMinistry: true, observations: 'Tudo bem', status: 'Open' });
    expect(row!.selfReportedBy).toBe(m.ana.id);
    // Bruno's report is untouched and never shown to Ana
    expect((await readReports(w.t.db, [m.brunoReport]))[0]).toMatchObject({ participatedInMinistry: null, version: 1 });
    expect(read.body).not.toContain('Bruno');
    const overseer = await w.elderA.call('GET', `/api/publisherreports/bymonth/${m.activityId}`);
    const seen = overseer.json().reports.find((r: { id: number }) => r.id === m.anaReport);
    expect(seen).toMatchObject({ studies: 2, selfReportedAt: saved.json().selfReportedAt });
    const detail = await w.secretary.call('GET', `/api/monthlyactivityreports/${m.activityId}`);
    expect(detail.json()).toMatchObject({ reportsCount: 2, selfReportedCount: 1 });
    const entries = await w.t.db.select().from(auditLogs).where(eq(auditLogs.userId, m.ana.id));
    const update = entries.find((e) => e.eventType === 'REPORT_UPDATE');
    expect(update).toMatchObject({ userRole: 'Publisher', resourceId: String(m.anaReport) });
    expect(update!.newValues).toMatchObject({ reports: [{ studies: 2, participatedInMinistry: true }] });
  });

  it('refuses a stale version (409, nothing written), hours from a non-pioneer (400), accepts a pioneer’s hours', async () => {
    const m = await month();
    expect((await m.ana.call('PUT', '/api/me/report', { ...figures, version: 1 })).statusCode).toBe(200);
    const stale = await m.ana.call('PUT', '/api/me/report', { ...figures, studies: 9, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', staleReportIds: [m.anaReport] });
    expect((await readReports(w.t.db, [m.anaReport]))[0]).toMatchObject({ studies: 2, version: 2 });
    const hours = await m.ana.call('PUT', '/api/me/report', { ...figures, hours: 5, version: 2 });
    expect(hours.statusCode).toBe(400);
    expect((await readReports(w.t.db, [m.anaReport]))[0]).toMatchObject({ hours: null, version: 2 });
    const pioneer = await m.bruno.call('PUT', '/api/me/report', { ...figures, hours: 50, version: 1 });
    expect(pioneer.statusCode, pioneer.body).toBe(200);
    expect((await readReports(w.t.db, [m.brunoReport]))[0]).toMatchObject({ hours: 50 });
    expect((await m.ana.call('PUT', '/api/me/report', { ...figures, studies: 1.5, version: 2 })).statusCode).toBe(400);
    expect((await m.ana.call('PUT', '/api/me/report', { ...figures, studies: -1, version: 2 })).statusCode).toBe(400);
  });

  it('is read-only once the overseer sends it (403) and gone when the month is closed (404)', async () => {
    const m = await month();
    await m.ana.call('PUT', '/api/me/report', { ...figures, version: 1 });
    const sent = await w.elderA.call('PUT', '/api/publisherreports/send-to-secretary', {
      monthlyActivityId: m.activityId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const read = (await m.ana.call('GET', '/api/me/report')).json();
    expect(read.report).toMatchObject({ status: 'Sent' });
    const refused = await m.ana.call('PUT', '/api/me/report', { ...figures, studies: 7, version: read.report.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('enviado ao secretário');
    expect((await readReports(w.t.db, [m.anaReport]))[0]).toMatchObject({ studies: 2, status: 'Sent' });
    await setActivityStatus(w.t.db, m.activityId, 'Closed');
    const closed = await m.bruno.call('GET', '/api/me/report');
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error).toContain('Não há nenhum mês aberto');
    expect((await m.bruno.call('PUT', '/api/me/report', { ...figures, hours: 3, version: 1 })).statusCode).toBe(404);
    expect((await readReports(w.t.db, [m.brunoReport]))[0]).toMatchObject({ hours: null, version: 1 });
  });

  it('staff get 403 on /me, and a publisher on the staff report routes', async () => {
    const m = await month();
    expect((await w.elderA.call('GET', '/api/me/report')).statusCode).toBe(403);
    expect((await w.secretary.call('PUT', '/api/me/report', { ...figures, version: 1 })).statusCode).toBe(403);
    expect((await m.ana.call('GET', `/api/publisherreports/bymonth/${m.activityId}`)).statusCode).toBe(403);
    const [before] = await w.t.db.select().from(publisherReports).where(eq(publisherReports.id, m.brunoReport));
    const other = await m.ana.call('PUT', '/api/publisherreports/update-changed', {
      reports: [
        { id: m.brunoReport, version: 1, hours: null, studies: 5, participatedInMinistry: true, status: 'Open' },
      ],
    });
    expect(other.statusCode).toBe(403);
    expect((await readReports(w.t.db, [m.brunoReport]))[0]).toEqual(before);
  });
});

describe('GET /api/me/history, /api/me/s21, /api/me/details', () => {
  it('gives the caller’s own history, S-21 and details only', async () => {
    const m = await month({ month: 9, year: 2044 }); // October 2044: service year 2045
    await m.ana.call('PUT', '/api/me/report', { ...figures, studies: 3, version: 1 });
    expect((await m.ana.call('GET', '/api/me/service-years')).json()).toEqual({ serviceYears: [2045] });
    const history = await m.ana.call('GET', '/api/me/history/2045');
    expect(history.json().publisher.name).toBe('Ana Sousa Teste');
    expect(history.json().reports).toHaveLength(1);
    expect(history.json().reports[0]).toMatchObject({ month: 9, year: 2044, studies: 3 });
    const pdf = await m.ana.call('GET', '/api/me/s21/2045');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfLines(pdf.rawPayload)).lines.join('\n');
    expect(text).toContain('Ana Sousa Teste');
    expect(text).not.toContain('Bruno');
    const other = (await pdfLines((await m.bruno.call('GET', '/api/me/s21/2045')).rawPayload)).lines.join('\n');
    expect(other).toContain('Bruno Reis Teste');
    expect(other).not.toContain('Ana Sousa');
    expect((await m.ana.call('GET', '/api/me/s21/2030')).statusCode).toBe(404);
    const details = await m.ana.call('GET', '/api/me/details');
    expect(details.json()).toMatchObject({ name: 'Ana Sousa Teste', groupNumber: null });
    expect(details.body).not.toContain('Bruno');
  });
});
