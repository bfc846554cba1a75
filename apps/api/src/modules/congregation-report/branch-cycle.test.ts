import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, publisherReports } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { pdfLines } from '../files/test/pdf-text';
import { multipartBody } from '../imports/upload.test-support';
import { seedCongregationYear } from './fixtures.test-support';

// The fixture's pattern is in fixtures.test-support.ts; every expected figure below is worked out from it by hand.
// Added here: the April reports of 495 and 496 (unanswered) are marked auxiliary and regular pioneer.
const w = setUpTestApp(async (t) => {
  const year = await seedCongregationYear(t.db);
  const mark = async (n: number, marks: { auxiliaryPioneer?: boolean; regularPioneer?: boolean }) =>
    t.db
      .update(publisherReports)
      .set({ ...marks, hours: 0 })
      .where(
        and(
          eq(publisherReports.publisherId, year.idOf(n)),
          eq(publisherReports.monthlyActivityId, year.activityOf(3, 2026)),
        ),
      );
  await mark(495, { auxiliaryPioneer: true });
  await mark(496, { regularPioneer: true });
  return {
    ...year,
    secretary: await signedIn(t, 'Secretary', { displayName: 'Irmã Secretária' }),
    admin: await signedIn(t, 'Admin'),
    elder: await signedIn(t, 'Elder', { groupId: year.groups[0]! }),
  };
});

const MARCH = () => w.activityOf(2, 2026);
const APRIL = () => w.activityOf(3, 2026);
const MAY = () => w.activityOf(4, 2026);
const AUGUST = () => w.activityOf(7, 2026);
const s1Url = (id: number) => `/api/monthlyactivityreports/${id}/congregation-report`;
const submissionUrl = (id: number) => `${s1Url(id)}/submission`;

async function s1(id: number) {
  const res = await w.secretary.call('GET', s1Url(id));
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function reportOf(n: number, activityId: number) {
  const [row] = await w.t.db
    .select()
    .from(publisherReports)
    .where(and(eq(publisherReports.publisherId, w.idOf(n)), eq(publisherReports.monthlyActivityId, activityId)));
  return row!;
}

async function answerLate(n: number, activityId: number, body: Record<string, unknown>) {
  const { id, version } = await reportOf(n, activityId);
  return w.secretary.call('PUT', `/api/publisherreports/${id}/late`, { version, ...body });
}

const nothing = { reports: 0, hours: 0, studies: 0 };

describe('sending the S-1 to the branch', () => {
  it('is refused for an Open month, with the reason', async () => {
    expect(
      (await w.secretary.call('PATCH', `/api/monthlyactivityreports/${AUGUST()}/status`, { status: 'Open' }))
        .statusCode,
    ).toBe(200);
    const res = await w.secretary.call('POST', submissionUrl(AUGUST()));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('O mês ainda está aberto: feche-o antes de marcar o S-1 como enviado à filial.');
    expect((await s1(AUGUST())).json().submittedAt).toBeNull();
    await w.secretary.call('PATCH', `/api/monthlyactivityreports/${AUGUST()}/status`, { status: 'Closed' });
  });

  it('stores the figures with who and when; the report answers exactly those; sending twice or reopening is refused', async () => {
    const before = (await s1(MARCH())).json();
    const res = await w.secretary.call('POST', submissionUrl(MARCH()));
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent).toEqual({ ...before, submittedAt: expect.any(String), submittedBy: 'Irmã Secretária' });
    expect(new Date(sent.submittedAt).toISOString()).toBe(sent.submittedAt);
    expect((await s1(MARCH())).body).toBe(res.body);

    const again = await w.admin.call('POST', submissionUrl(MARCH()));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^O S-1 deste mês já foi marcado como enviado à filial em \d\d\/\d\d\/\d{4}\.$/);
    const reopen = await w.secretary.call('PATCH', `/api/monthlyactivityreports/${MARCH()}/status`, { status: 'Open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error).toBe('O S-1 deste mês foi enviado à filial: retire o envio antes de abrir o mês.');
    const edit = await w.secretary.call('PUT', `/api/monthlyactivityreports/${MARCH()}`, {
      report: { month: 2, year: 2026, status: 'Open' },
    });
    expect(edit.statusCode).toBe(409);
    const audit = await w.t.db.select().from(auditLogs).where(eq(auditLogs.resource, 'congregation_report'));
    expect(audit).toMatchObject([{ eventType: 'REPORT_APPROVE', resourceId: String(MARCH()), userId: w.secretary.id }]);
  });

  it('is byte-for-byte the same after an edit, an erasure and an import; withdrawn, it shows the figures of now', async () => {
    const sent = (await s1(MARCH())).body;
    // an edit: a weekend meeting of March typed, and publisher 7 leaving on 10 March
    expect(
      (await w.secretary.call('PUT', '/api/meeting-attendance/2026-03-08/weekend', { inPerson: 90, online: 10 }))
        .statusCode,
    ).toBe(200);
    const seven = (await w.secretary.call('GET', `/api/publishers/${w.idOf(7)}`)).json();
    const left = await w.secretary.call('PUT', `/api/publishers/${w.idOf(7)}`, {
      ...seven,
      exitCongregationDate: '2026-03-10',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await s1(MARCH())).body).toBe(sent);
    // an erasure: publisher 5 (archived by it; the Closed months keep counting them: ADR 035)
    const erased = await w.secretary.call('POST', `/api/publishers/${w.idOf(5)}/erase`, {
      confirmName: 'Publicador 5',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await s1(MARCH())).body).toBe(sent);
    // an import: publisher 3's March report now says 4 studies
    const csv = 'Nome Completo;Mês;Ano;Participou no Ministério;Estudos Bíblicos\nPublicador 3;3;2026;Sim;4\n';
    const { body, contentType } = multipartBody(Buffer.from(csv), 'relatorios.csv');
    const preview = await w.secretary.call('POST', '/api/imports/preview', body, { 'content-type': contentType });
    expect(preview.json()).toMatchObject({ kind: 'reports', update: 1, errors: [] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.json().importId}/commit`);
    expect(commit.statusCode, commit.body).toBe(200);
    expect((await s1(MARCH())).body).toBe(sent);

    const withdrawn = await w.secretary.call('DELETE', submissionUrl(MARCH()));
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // now: 418 publisher reports less 7 (gone) = 417 (5, erased, still counts in the Closed months: ADR 035); 101
    // studies less 7 (0) plus 3's 4 = 105; 90 + 10 = 100 at the one weekend meeting; active 450 less 7 = 449
    expect(withdrawn.json()).toMatchObject({
      activePublishers: 449,
      averageWeekendAttendance: 100,
      weekendMeetings: 1,
      publishers: { reports: 417, studies: 105 },
      submittedAt: null,
      submittedBy: null,
    });
    expect((await s1(MARCH())).body).toBe(withdrawn.body);
    const audit = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'REPORT_REJECT'));
    expect(audit.filter((a) => a.resource === 'congregation_report')).toHaveLength(1);
  });
});

describe('late reports', () => {
  it('counts a report answered after its S-1 was sent in the next unsent month, in its own category', async () => {
    expect((await w.secretary.call('POST', submissionUrl(APRIL()))).statusCode).toBe(200);
    const april = (await s1(APRIL())).body;
    // 400 publisher reports less 7 (left), who had no studies (5, erased, still counts: April is Closed; ADR 035)
    expect(JSON.parse(april)).toMatchObject({ missingReports: 7, publishers: { reports: 399, studies: 100 } });

    const res = await answerLate(494, APRIL(), {
      participatedInMinistry: true,
      studies: 2,
      hours: null,
      observations: 'Entregue em maio',
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = await reportOf(494, APRIL());
    expect(res.json()).toEqual({
      id: report.id,
      publisherId: w.idOf(494),
      monthlyActivityId: APRIL(),
      hours: null,
      creditHours: null,
      studies: 2,
      participatedInMinistry: true,
      observations: 'Entregue em maio',
      auxiliaryPioneer: false,
      regularPioneer: false,
      specialPioneer: false,
      fieldMissionary: false,
      status: 'Sent',
      version: report.version,
      late: true,
      countedIn: { monthlyActivityId: MAY(), month: 4, year: 2026 },
    });
    expect((await answerLate(495, APRIL(), { participatedInMinistry: true, studies: 1, hours: 25 })).statusCode).toBe(
      200,
    );
    expect((await answerLate(496, APRIL(), { participatedInMinistry: true, studies: 3, hours: 70 })).statusCode).toBe(
      200,
    );
    expect((await answerLate(497, APRIL(), { participatedInMinistry: false })).statusCode).toBe(200);

    // April as sent, whatever came after
    expect((await s1(APRIL())).body).toBe(april);
    const may = (await s1(MAY())).json();
    const late = (n: number) => ({
      reportId: expect.any(Number),
      publisherId: w.idOf(n),
      name: `Publicador ${n}`,
      month: 3,
      year: 2026,
    });
    expect(may).toMatchObject({
      // May alone: 417 publisher reports less 7 = 416, 100 studies; no auxiliary; regular 31, 1560 h, 63
      // studies (congregation-report.test.ts)
      publishers: { reports: 417, studies: 102 },
      auxiliaryPioneers: { reports: 1, hours: 25, studies: 1 },
      regularPioneers: { reports: 32, hours: 1630, studies: 66 },
      missingReports: 0,
      lateReports: [late(494), late(495), late(496), late(497)],
    });
    // May by group (n in group (n % 5) + 1): 1-400 give 80 reports and 20 studies each, less 7
    // (group 3); 482-491 two each; 494-500: 495, 500 -> 1; 496 -> 2; 497 -> 3; 498 -> 4; 494, 499 -> 5. Regular:
    // 451-480 six each, and 481 (group 2, 60 h, 3 studies). Late: 494 -> group 5, 495 (auxiliary) -> 1, 496
    // (regular) -> 2, 497 ('Não') -> 3.
    const line = (i: number, publishers: object, aux: object, regular: object) => ({
      groupId: w.groups[i],
      groupNumber: i + 1,
      publishers,
      auxiliaryPioneers: aux,
      regularPioneers: regular,
      missingReports: 0,
    });
    const six = { reports: 6, hours: 300, studies: 12 };
    expect(may.groups).toEqual([
      line(0, { reports: 84, studies: 20 }, { reports: 1, hours: 25, studies: 1 }, six),
      line(1, { reports: 83, studies: 20 }, nothing, { reports: 8, hours: 430, studies: 18 }),
      line(2, { reports: 82, studies: 20 }, nothing, six),
      line(3, { reports: 83, studies: 20 }, nothing, six),
      line(4, { reports: 85, studies: 22 }, nothing, six),
    ]);
    // the report keeps its month on the publisher's record and S-21, marked late
    const history = (await w.secretary.call('GET', `/api/publisherreports/2026/${w.idOf(494)}`)).json();
    const byMonth = (m: number) => history.reports.find((r: { month: number }) => r.month === m);
    expect(byMonth(3)).toMatchObject({ late: true, countedIn: { monthlyActivityId: MAY(), month: 4, year: 2026 } });
    expect(byMonth(4)).toMatchObject({ late: false, countedIn: null });
    const card = await w.secretary.call('POST', '/api/files/s21', { publisherId: w.idOf(494), serviceYear: 2026 });
    // the remark wraps over the row's lines (its first line above the month's figures)
    const text = (await pdfLines(card.rawPayload)).lines.join(' ');
    expect(text).toContain('Março X 0 Relatório atrasado: contado no S-1 de maio de Abril X 2 2026.');
    expect(text).toContain('Entregue em maio');
    // still missing in April's list: 498, 499, 500 (groups 4, 5, 1)
    const missing = (await w.secretary.call('GET', `/api/monthlyactivityreports/${APRIL()}/missing`)).json();
    expect(missing.groups.flatMap((g: { publishers: { name: string }[] }) => g.publishers.map((p) => p.name))).toEqual([
      'Publicador 500',
      'Publicador 498',
      'Publicador 499',
    ]);
  });

  it('refuses, with the reason, what is not a late report', async () => {
    const refused = async (n: number, activityId: number, body: object, status: number, error?: string) => {
      const res = await answerLate(n, activityId, { participatedInMinistry: true, ...body });
      expect(res.statusCode, res.body).toBe(status);
      if (error) expect(res.json().error).toBe(error);
      return res;
    };
    await refused(
      1,
      APRIL(),
      {},
      409,
      'Este relatório foi respondido antes do envio do S-1 e já está contado nesse mês.',
    );
    await refused(
      1,
      w.activityOf(5, 2026),
      {},
      409,
      'O S-1 do mês deste relatório ainda não foi enviado à filial: o relatório conta nesse mês (abra o mês para o preencher).',
    );
    await refused(
      498,
      APRIL(),
      { hours: 5 },
      400,
      'Valor inválido em hours: este relatório não é de um pioneiro e não reporta horas.',
    );
    await refused(498, APRIL(), { version: 99 }, 409);
    await refused(498, APRIL(), { participatedInMinistry: null }, 400);
    const { id, version } = await reportOf(498, APRIL());
    for (const who of [w.admin, w.elder]) {
      expect(
        (await who.call('PUT', `/api/publisherreports/${id}/late`, { version, participatedInMinistry: true }))
          .statusCode,
      ).toBe(403);
    }
    expect((await reportOf(498, APRIL())).participatedInMinistry).toBeNull();
  });

  it('is corrected until the S-1 counting it is sent, then read-only; that month blocks withdrawing its own', async () => {
    expect((await answerLate(494, APRIL(), { participatedInMinistry: true, studies: 3 })).statusCode).toBe(200);
    expect((await s1(MAY())).json()).toMatchObject({ publishers: { reports: 417, studies: 103 } });

    expect((await w.secretary.call('POST', submissionUrl(MAY()))).statusCode).toBe(200);
    const frozen = await answerLate(494, APRIL(), { participatedInMinistry: true, studies: 4 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toBe(
      'Este relatório atrasado foi contado no S-1 de maio de 2026, já enviado à filial: não pode ser alterado.',
    );
    const blocked = await w.secretary.call('DELETE', submissionUrl(APRIL()));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe(
      'Não é possível retirar o envio: relatórios atrasados deste mês foram contados no S-1 de maio de 2026, já enviado à filial. Retire primeiro esse envio.',
    );
    // a late report of April now goes to June, the first later month not sent
    const june = await answerLate(498, APRIL(), { participatedInMinistry: true });
    expect(june.json().countedIn).toEqual({ monthlyActivityId: w.activityOf(5, 2026), month: 5, year: 2026 });
  });

  it('withdrawn, each late report is still counted once: where it was, or back in its own month', async () => {
    expect((await w.secretary.call('DELETE', submissionUrl(MAY()))).statusCode).toBe(200);
    expect((await s1(MAY())).json()).toMatchObject({ publishers: { reports: 417, studies: 103 }, submittedAt: null });
    const res = await w.secretary.call('DELETE', submissionUrl(APRIL()));
    expect(res.statusCode, res.body).toBe(200);
    // April now counts its late reports itself: 399 + 494 + 498 publishers (100 + 3 studies), 10 + 495 auxiliary
    // (300 + 25 h, 10 + 1 studies), 31 + 496 regular (1560 + 70 h, 63 + 3 studies); 499 and 500 still missing
    expect(res.json()).toMatchObject({
      publishers: { reports: 401, studies: 103 },
      auxiliaryPioneers: { reports: 11, hours: 325, studies: 11 },
      regularPioneers: { reports: 32, hours: 1630, studies: 66 },
      missingReports: 2,
      lateReports: [],
    });
    // and May and June no longer count them
    expect((await s1(MAY())).json()).toMatchObject({
      publishers: { reports: 416, studies: 100 },
      auxiliaryPioneers: nothing,
      regularPioneers: { reports: 31, hours: 1560, studies: 63 },
      lateReports: [],
    });
    expect((await s1(w.activityOf(5, 2026))).json().lateReports).toEqual([]);
    expect(
      await w.t.db
        .select()
        .from(publisherReports)
        .where(eq(publisherReports.monthlyActivityId, APRIL()))
        .then((rows) => rows.filter((r) => r.lateAt !== null)),
    ).toEqual([]);
  });

  it('waits for the next month posted when there is none to count it, and moves on when that month is deleted', async () => {
    await w.t.db
      .update(publisherReports)
      .set({ participatedInMinistry: null })
      .where(and(eq(publisherReports.publisherId, w.idOf(2)), eq(publisherReports.monthlyActivityId, AUGUST())));
    expect((await w.secretary.call('POST', submissionUrl(AUGUST()))).statusCode).toBe(200);
    const late = await answerLate(2, AUGUST(), { participatedInMinistry: true, studies: 1 });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().countedIn).toBeNull();

    const posted = await w.secretary.call('POST', '/api/monthlyactivityreports/', {
      report: { month: 8, year: 2026, status: 'Open' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const september = posted.json().id as number;
    // generated for 500 less 492 (archived), 5 (erased), 7 (left), 401-450 and 493 (marked inactive now: no
    // participation March-August) = 446 reports, all unanswered; publisher 2's August report counted here
    expect((await s1(september)).json()).toMatchObject({
      publishers: { reports: 1, studies: 1 },
      missingReports: 446,
      lateReports: [{ publisherId: w.idOf(2), name: 'Publicador 2', month: 7, year: 2026 }],
    });

    const removed = await w.secretary.call('DELETE', `/api/monthlyactivityreports/${september}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await w.secretary.call('GET', `/api/monthlyactivityreports/${september}`)).statusCode).toBe(404);
    expect((await reportOf(2, AUGUST())).countedInActivityId).toBeNull();
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'REPORT_DELETE'), eq(auditLogs.resource, 'monthly_activity')));
    expect(entry).toMatchObject({ resourceId: String(september), severity: 'HIGH', details: { reportsDeleted: 446 } });
  });
});

describe('deleting a month posted by mistake', () => {
  it('is refused for a Closed month and for an Open month with an answered report', async () => {
    const closed = await w.admin.call('DELETE', `/api/monthlyactivityreports/${MARCH()}`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('Só é possível eliminar um mês aberto: este mês está fechado.');
    const posted = await w.secretary.call('POST', '/api/monthlyactivityreports/', {
      report: { month: 8, year: 2026, status: 'Open' },
    });
    const september = posted.json().id as number;
    const [report] = (await w.secretary.call('GET', `/api/publisherreports/bymonth/${september}`)).json().reports;
    const saved = await w.secretary.call('PUT', '/api/publisherreports/update-changed', {
      reports: [{ ...report, observations: 'Ligou a dizer que envia amanhã' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await w.admin.call('DELETE', `/api/monthlyactivityreports/${september}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Não é possível eliminar este mês: 1 relatório já foi respondido ou tem dados escritos.',
    );
    expect((await w.secretary.call('GET', `/api/monthlyactivityreports/${september}`)).statusCode).toBe(200);
    expect((await w.elder.call('DELETE', `/api/monthlyactivityreports/${september}`)).statusCode).toBe(403);
    // the waiting late report is counted in the month posted again
    expect((await reportOf(2, AUGUST())).countedInActivityId).toBe(september);
  });
});
