import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { pdfLines } from '../files/test/pdf-text';
import { multipartBody } from '../imports/upload.test-support';
import { figures, openMonthWithTwoPublishers } from '../me/fixtures.test-support';
import * as fixtures from './fixtures.test-support';

// An emptied studies counter means "not given", as an empty hours counter does: stored and shown as empty (null),
// never as 0, and left out of every sum (which therefore stays what it was for reports with a number).
const w = fixtures.setUpReportsApp([401, 402]);

const save = (who: { call: typeof w.elderA.call }, reports: unknown[]) =>
  who.call('PUT', '/api/publisherreports/update-changed', { reports });

async function payload(id: number, change: Record<string, unknown>) {
  const [row] = await fixtures.readReports(w.t.db, [id]);
  return { ...fixtures.editable(row!), ...change };
}

describe('an empty studies counter', () => {
  it('is saved as empty by update-changed, read back empty and audited as such', async () => {
    const activityId = await fixtures.seedActivity(w.t.db, { month: 0, year: 2043 });
    const publisherId = await fixtures.seedPublisher(w.t.db, { groupId: w.groupA });
    const id = await fixtures.seedReport(w.t.db, activityId, { publisherId, studies: 3 });
    const res = await save(w.elderA, [await payload(id, { studies: null, participatedInMinistry: true })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reports).toMatchObject([{ id, studies: null, version: 2 }]);
    expect((await fixtures.readReports(w.t.db, [id]))[0]).toMatchObject({ studies: null, version: 2 });
    const read = await w.elderA.call('GET', `/api/publisherreports/bymonth/${activityId}`);
    expect(read.json().reports.find((r: { id: number }) => r.id === id)).toMatchObject({ studies: null });
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_UPDATE'), eq(auditLogs.resourceId, String(id))));
    expect(entry!.oldValues).toMatchObject({ reports: [{ id, studies: 3 }] });
    expect(entry!.newValues).toMatchObject({ reports: [{ id, studies: null }] });
    // a number again
    const again = await save(w.elderA, [await payload(id, { studies: 0 })]);
    expect(again.json().reports).toMatchObject([{ id, studies: 0, version: 3 }]);
  });

  it('is never read into something else: text, a decimal or a negative count is refused and nothing changes', async () => {
    const activityId = await fixtures.seedActivity(w.t.db, { month: 1, year: 2043 });
    const publisherId = await fixtures.seedPublisher(w.t.db, { groupId: w.groupA });
    const id = await fixtures.seedReport(w.t.db, activityId, { publisherId, studies: 2 });
    const before = await fixtures.readReports(w.t.db, [id]);
    for (const studies of ['', '1,5', 1.5, -1]) {
      const res = await save(w.elderA, [await payload(id, { studies })]);
      expect(res.statusCode, String(studies)).toBe(400);
      expect(res.json().error).toContain('studies');
    }
    expect(await fixtures.readReports(w.t.db, [id])).toEqual(before);
  });

  it('is saved as empty by the publisher’s own PUT /me/report', async () => {
    const m = await openMonthWithTwoPublishers(w, { month: 2, year: 2043 });
    const saved = await m.ana.call('PUT', '/api/me/report', { ...figures, studies: null, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: m.anaReport, studies: null, version: 2 });
    expect((await fixtures.readReports(w.t.db, [m.anaReport]))[0]!.studies).toBeNull();
    expect((await m.ana.call('GET', '/api/me/report')).json().report).toMatchObject({ studies: null });
  });

  it('counts as nothing in the S-1, the pioneer figures and the S-21, whose other figures stay as they were', async () => {
    // September 2043 (service year 2044): two publishers and two regular pioneers, one of each without studies
    const activityId = await fixtures.seedActivity(w.t.db, { month: 8, year: 2043, status: 'Closed' });
    const seed = async (studies: number | null, pioneer: boolean, hours: number | null) => {
      const publisherId = await fixtures.seedPublisher(w.t.db, { groupId: w.groupB, regularPioneer: pioneer });
      const common = { publisherId, studies, hours, participatedInMinistry: true, status: 'Sent' as const };
      await fixtures.seedReport(w.t.db, activityId, { ...common, regularPioneer: pioneer });
      return publisherId;
    };
    const quiet = await seed(null, false, null);
    await seed(2, false, null);
    const quietPioneer = await seed(null, true, 10);
    await seed(3, true, 20);

    const s1 = await w.secretary.call('GET', `/api/monthlyactivityreports/${activityId}/congregation-report`);
    expect(s1.statusCode, s1.body).toBe(200);
    expect(s1.json()).toMatchObject({
      publishers: { reports: 2, studies: 2 },
      regularPioneers: { reports: 2, hours: 30, studies: 3 },
    });

    const summaries = (await w.secretary.call('GET', '/api/publisherreports/pioneers/2044')).json();
    expect(summaries.find((s: { month: number }) => s.month === 8)).toMatchObject({
      totalHours: 30,
      totalStudies: 3,
      totalPioneers: 2,
    });
    const totals = (await w.secretary.call('GET', '/api/publisherreports/pioneers-totals/2044')).json();
    expect(totals).toMatchObject({ totalHours: 30, totalStudies: 3, totalReports: 2, averageStudies: 1.5 });
    const month = (await w.secretary.call('GET', '/api/publisherreports/pioneers/8/2043')).json();
    expect(month.find((r: { publisherId: number }) => r.publisherId === quietPioneer)).toMatchObject({
      hours: 10,
      studies: null,
    });
    const history = (await w.secretary.call('GET', `/api/publisherreports/2044/${quiet}`)).json();
    expect(history.reports).toMatchObject([{ month: 8, studies: null }]);

    // the card: the participated box, no figure in the studies column
    const card = await w.secretary.call('POST', '/api/files/s21', { publisherId: quiet, serviceYear: 2044 });
    expect(card.statusCode).toBe(200);
    expect((await pdfLines(card.rawPayload)).lines).toContain('Setembro X');
    const pioneerCard = await w.secretary.call('POST', '/api/files/s21', {
      publisherId: quietPioneer,
      serviceYear: 2044,
    });
    expect((await pdfLines(pioneerCard.rawPayload)).lines).toContain('Setembro X 10');

    // the personal-data copy says it as stored
    const copy = await w.admin.call('GET', `/api/publishers/${quiet}/personal-data`);
    expect(copy.statusCode).toBe(200);
    const data = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(copy.rawPayload))['dados.json']));
    expect(data.reports).toEqual([expect.objectContaining({ month: 9, year: 2043, studies: null })]);
  });

  it('is an empty cell in the export, and an empty cell imported is empty again (the file round-trips)', async () => {
    const activityId = await fixtures.seedActivity(w.t.db, { month: 9, year: 2042, status: 'Closed' });
    const publisherId = await fixtures.seedPublisher(w.t.db, { groupId: w.groupA, name: 'Eva Vazia Teste' });
    const withStudies = await fixtures.seedPublisher(w.t.db, { groupId: w.groupA, name: 'Rui Cheio Teste' });
    await fixtures.seedReport(w.t.db, activityId, { publisherId, studies: null, participatedInMinistry: true });
    await fixtures.seedReport(w.t.db, activityId, {
      publisherId: withStudies,
      studies: 4,
      participatedInMinistry: true,
    });
    const exported = await w.secretary.call('GET', '/api/exports/reports/2043.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Eva Vazia Teste;;10;2042;Sim;;;Não;');
    expect(exported.body).toContain('Rui Cheio Teste;;10;2042;Sim;4;;Não;');

    const file = Buffer.from(
      'Nome Completo;Mês;Ano;Estudos Bíblicos\r\nEva Vazia Teste;10;2042;\r\nRui Cheio Teste;10;2042;\r\n',
    );
    const { body, contentType } = multipartBody(file, 'r.csv');
    const preview = await w.secretary.call('POST', '/api/imports/preview', body, { 'content-type': contentType });
    expect(preview.statusCode, preview.body).toBe(200);
    // Eva's stays as it is; Rui's 4 is emptied, as the file says
    expect(preview.json()).toMatchObject({ kind: 'reports', update: 1, unchanged: 1, errors: [] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.json().importId}/commit`);
    expect(commit.statusCode, commit.body).toBe(200);
    const rows = await w.t.db.query.publisherReports.findMany({
      where: (r, o) => o.eq(r.monthlyActivityId, activityId),
    });
    expect(rows.map((r) => r.studies)).toEqual([null, null]);
  });
});
