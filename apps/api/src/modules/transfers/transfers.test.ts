import { constants, crc32, deflateRawSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { auditLogs, monthlyActivities, publisherAppointments, publisherReports, publishers } from '../../db/schema';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/app.test-support';
import { getCongregationReport } from '../congregation-report/service';
import { readFillableS21 } from '../files/s21-form-read';
import { insertActivity, insertPublisher, insertReport } from '../history/fixtures.test-support';
import { upload } from '../imports/upload.test-support';
import { handMadeZip } from '../imports/zip.test-support';

/**
 * Two congregations, each its own server and database. Leaving (A): Rita Fonseca, a regular pioneer since
 * 2049-09-01, reports September 2049 (50 h, 3 studies), October 2049 (45 h, 2 studies, 'Bom mês'), August 2050
 * (60 h, 0 studies) and September 2050 (52 h, studies not given). Receiving (B): its own publisher Tomé reports
 * October 2049 (a month B closed) and September 2050 (B sent that S-1).
 */
let a: TestApp;
let b: TestApp;
let secretaryA: Caller;
let secretaryB: Caller;
let rita: number;
let openMonthA: number;
let octB: number;
let sepB: number;

const close = (db: Database, id: number) =>
  db.update(monthlyActivities).set({ status: 'Closed' }).where(eq(monthlyActivities.id, id));
const sent = (extra = {}) => ({ participatedInMinistry: true, status: 'Sent', ...extra });

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  secretaryA = (await signedIn(a, 'Secretary')).call;
  secretaryB = (await signedIn(b, 'Secretary')).call;
  rita = await insertPublisher(a.db, {
    name: 'Rita Fonseca',
    birthDate: '1975-04-09',
    baptismDate: '1992-07-18',
    gender: 'Female',
    hope: 'OtherSheep',
  });
  await a.db
    .insert(publisherAppointments)
    .values({ publisherId: rita, kind: 'RegularPioneer', startDate: '2049-09-01' });
  const pioneer = { regularPioneer: true };
  const monthsA = [
    [8, 2049, sent({ ...pioneer, hours: 50, studies: 3 })],
    [9, 2049, sent({ ...pioneer, hours: 45, studies: 2, observations: 'Bom mês' })],
    [7, 2050, sent({ ...pioneer, hours: 60, studies: 0 })],
    [8, 2050, sent({ ...pioneer, hours: 52, studies: null })],
  ] as const;
  for (const [month, year, values] of monthsA) {
    const id = await insertActivity(a.db, month, year);
    await insertReport(a.db, id, rita, values);
    await close(a.db, id);
  }
  openMonthA = await insertActivity(a.db, 9, 2050);
  await insertReport(a.db, openMonthA, rita, { participatedInMinistry: null });

  const tome = await insertPublisher(b.db, { name: 'Tomé Brás', birthDate: '1960-01-01' });
  octB = await insertActivity(b.db, 9, 2049);
  await insertReport(b.db, octB, tome, sent({ studies: 1 }));
  await close(b.db, octB);
  sepB = await insertActivity(b.db, 8, 2050);
  await insertReport(b.db, sepB, tome, sent({ studies: 4 }));
  await close(b.db, sepB);
  expect(
    (await secretaryB('POST', `/api/monthlyactivityreports/${sepB}/congregation-report/submission`)).statusCode,
  ).toBe(200);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const publishersOf = (db: Database) => db.select().from(publishers);

describe('transfer out', () => {
  it('is refused while the publisher has a report in an Open month, naming it', async () => {
    const res = await secretaryA('POST', `/api/publishers/${rita}/transfer`, {
      congregation: 'Lisboa-Norte',
      date: '2050-10-20',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('Outubro 2050');
    const [row] = await a.db.select().from(publishers).where(eq(publishers.id, rita));
    expect(row?.isEnabled).toBe(true);
  });

  it('is refused to an Elder', async () => {
    const elder = (await signedIn(a, 'Elder')).call;
    const res = await elder('POST', `/api/publishers/${rita}/transfer`, { congregation: 'X', date: '2050-10-20' });
    expect(res.statusCode).toBe(403);
  });

  let zip: Uint8Array;
  it('archives with the exit date and reason, and answers the cards, the letter and transfer.json; audited', async () => {
    await a.db.delete(publisherReports).where(eq(publisherReports.monthlyActivityId, openMonthA));
    const res = await secretaryA('POST', `/api/publishers/${rita}/transfer`, {
      congregation: 'Lisboa-Norte',
      date: '2050-10-20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    zip = new Uint8Array(res.rawPayload);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      'Carta-Rita-Fonseca.pdf',
      'S-21-2050-Rita-Fonseca.pdf',
      'S-21-2051-Rita-Fonseca.pdf',
      'transfer.json',
    ]);
    // the exit's service year (2051: September 2050 on) and the one before
    const card2050 = await readFillableS21(entries['S-21-2050-Rita-Fonseca.pdf']!, 's21.pdf');
    expect(card2050.months.map((m) => m.hours)).toEqual([50, 45, 60]);
    const json = JSON.parse(new TextDecoder().decode(entries['transfer.json']));
    expect(json).toMatchObject({ format: 'congregacao.transfer', version: 1, exitDate: '2050-10-20' });
    expect(json.publishers[0].reports.map((r: { period: string }) => r.period)).toEqual([
      '2049-09',
      '2049-10',
      '2050-08',
      '2050-09',
    ]);
    expect(json.publishers[0].appointments).toEqual([
      { kind: 'RegularPioneer', startDate: '2049-09-01', endDate: null },
    ]);
    const [row] = await a.db.select().from(publishers).where(eq(publishers.id, rita));
    expect(row).toMatchObject({
      isEnabled: false,
      exitCongregationDate: '2050-10-20',
      exitReason: 'Transferido para a congregação Lisboa-Norte',
    });
    const audit = await a.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'PUBLISHER_UPDATE'), eq(auditLogs.resourceId, String(rita))));
    expect(audit).toHaveLength(1);
  });

  it('a second transfer of the same person is refused', async () => {
    const res = await secretaryA('POST', `/api/publishers/${rita}/transfer`, { congregation: 'X', date: '2050-10-20' });
    expect(res.statusCode).toBe(409);
  });

  it('transfer in on the other server reproduces the person and the months; its S-1 figures stay', async () => {
    const before = await Promise.all([getCongregationReport(b.db, octB), getCongregationReport(b.db, sepB)]);
    const preview = await upload(secretaryB, zip, 'Transferencia-Rita-Fonseca.zip');
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.kind).toBe('transfer');
    expect(body.people).toHaveLength(1);
    expect(body.people[0]).toMatchObject({ name: 'Rita Fonseca', publisherId: null, arrivalDate: '2050-10-01' });
    expect(body.people[0].months).toHaveLength(4);
    const commit = await secretaryB('POST', `/api/imports/${body.importId}/commit`, {});
    expect(commit.statusCode).toBe(200);
    expect(commit.json()).toMatchObject({ created: 1, updated: 0 });
    const [arrived] = (await publishersOf(b.db)).filter((p) => p.name === 'Rita Fonseca');
    expect(arrived).toMatchObject({
      birthDate: '1975-04-09',
      baptismDate: '1992-07-18',
      gender: 'Female',
      hope: 'OtherSheep',
      arrivalCongregation: '2050-10-01',
      isEnabled: true,
    });
    const reports = await b.db.select().from(publisherReports).where(eq(publisherReports.publisherId, arrived!.id));
    expect(reports.every((r) => r.isHistory)).toBe(true);
    expect(reports.map((r) => [r.hours, r.studies, r.regularPioneer]).sort()).toEqual(
      [
        [45, 2, true],
        [50, 3, true],
        [52, null, true],
        [60, 0, true],
      ].sort(),
    );
    const card = await secretaryB('POST', '/api/files/s21?format=fillable', {
      publisherId: arrived!.id,
      serviceYear: 2050,
    });
    const read = await readFillableS21(new Uint8Array(card.rawPayload), 'b.pdf');
    expect(read.months).toEqual([
      {
        month: 8,
        year: 2049,
        participatedInMinistry: true,
        studies: 3,
        auxiliaryPioneer: false,
        hours: 50,
        observations: '',
      },
      {
        month: 9,
        year: 2049,
        participatedInMinistry: true,
        studies: 2,
        auxiliaryPioneer: false,
        hours: 45,
        observations: 'Bom mês',
      },
      {
        month: 7,
        year: 2050,
        participatedInMinistry: true,
        studies: 0,
        auxiliaryPioneer: false,
        hours: 60,
        observations: '',
      },
    ]);
    expect(read.appointments).toEqual(['RegularPioneer']);
    // October 2049 (closed, not sent) and September 2050 (sent): Tomé's figures only, as before
    const after = await Promise.all([getCongregationReport(b.db, octB), getCongregationReport(b.db, sepB)]);
    expect(after).toEqual(before);
  });

  it('the same person again is an update, never a second person', async () => {
    const preview = (await upload(secretaryB, zip, 'again.zip')).json();
    expect(preview.people[0].publisherId).not.toBeNull();
    const commit = await secretaryB('POST', `/api/imports/${preview.importId}/commit`, {});
    expect(commit.json()).toMatchObject({ created: 0, updated: 1 });
    expect((await publishersOf(b.db)).filter((p) => p.name === 'Rita Fonseca')).toHaveLength(1);
    const [arrived] = (await publishersOf(b.db)).filter((p) => p.name === 'Rita Fonseca');
    expect(
      await b.db.select().from(publisherReports).where(eq(publisherReports.publisherId, arrived!.id)),
    ).toHaveLength(4);
  });

  it("a history report in a month whose S-1 was sent is not answered as late (it would count in this S-1's month)", async () => {
    const [arrived] = (await publishersOf(b.db)).filter((p) => p.name === 'Rita Fonseca');
    const [report] = await b.db
      .select()
      .from(publisherReports)
      .where(and(eq(publisherReports.publisherId, arrived!.id), eq(publisherReports.monthlyActivityId, sepB)));
    const res = await secretaryB('PUT', `/api/publisherreports/${report!.id}/late`, {
      version: report!.version,
      participatedInMinistry: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('outra congregação');
  });

  it('an arrival date in a month this server closed is refused, nothing written', async () => {
    const count = (await b.db.select().from(publisherReports)).length;
    const preview = (await upload(secretaryB, zip, 'again.zip')).json();
    const res = await secretaryB('POST', `/api/imports/${preview.importId}/commit`, { arrivalDate: '2050-09-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('2050-09');
    expect((await b.db.select().from(publisherReports)).length).toBe(count);
  });
});

describe('bad transfer files: 400 with the reason, nothing written', () => {
  const refused = async (data: Uint8Array, name: string) => {
    const count = (await publishersOf(b.db)).length;
    const res = await upload(secretaryB, data, name);
    expect(res.statusCode).toBe(400);
    expect((await publishersOf(b.db)).length).toBe(count);
    return res.json().error as string;
  };

  it('a zip with a path out of it', async () => {
    expect(await refused(zipSync({ '../x.pdf': strToU8('%PDF-1.7') }), 'mau.zip')).toContain('../x.pdf');
  });

  it('transfer.json of a future version', async () => {
    const json = JSON.stringify({ format: 'congregacao.transfer', version: 2, publishers: [] });
    expect(await refused(strToU8(json), 'transfer.json')).toContain('2');
  });

  it('a zip that unpacks to 100 MB', async () => {
    const MB = Buffer.alloc(1024 * 1024, 0);
    const block = deflateRawSync(MB, { finishFlush: constants.Z_FULL_FLUSH });
    const deflated = Buffer.concat([...Array.from({ length: 100 }, () => block), deflateRawSync('')]);
    let crc = 0;
    for (let i = 0; i < 100; i++) crc = crc32(MB, crc);
    const bomb = handMadeZip([{ name: 'cartao.pdf', deflated, crc, declaredSize: 1024 }]);
    expect(await refused(bomb, 'bomba.zip')).toMatch(/MB/);
  });

  it('a PDF without the form', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(await refused(await doc.save(), 'carta.pdf')).toContain('carta.pdf');
  });
});
