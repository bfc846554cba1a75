import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { insertPublisher, insertReport, seedHistoryFixture } from '../history/fixtures.test-support';
import { missingLines, pdfLines, pdftotext } from './test/pdf-text';

const w = setUpTestApp(async (t) => {
  const fx = await seedHistoryFixture(t.db);
  const secretary = (await signedIn(t, 'Secretary')).call;
  return {
    fx,
    secretary,
    elder: (await signedIn(t, 'Elder', { groupId: fx.groups.a })).call,
    elderB: (await signedIn(t, 'Elder', { groupId: fx.groups.b })).call,
  };
});

const auditCount = async (eventType: 'FILE_DOWNLOAD' | 'DATA_EXPORT') =>
  (await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, eventType))).length;

describe('POST /api/files/s21', () => {
  it("draws the S-21-E card: name, dates, boxes, every month's figures and the hours total", async () => {
    const res = await w.secretary('POST', '/api/files/s21', { publisherId: w.fx.publishers.ana, serviceYear: 2050 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="S-21-${w.fx.publishers.ana}-2050.pdf"`);
    const { pages, lines } = await pdfLines(res.rawPayload);
    expect(pages).toBe(1);
    expect(
      missingLines(lines, [
        'REGISTO DE PUBLICADOR DE CONGREGAÇÃO',
        'Nome: Ana Conceição Gonçalves',
        // gender and hope not recorded: their boxes empty
        'Data de nascimento: 17/05/1980 Masculino Feminino',
        'Data de batismo: 02/10/1996 Outras ovelhas Ungido',
        // an X drawn inside the box before the label it marks: a regular pioneer (appointment without dates)
        'Ancião Servo ministerial X Pioneiro regular Pioneiro especial Missionário em campo',
      ]),
    ).toEqual([]);
    // month, participated (box), studies, auxiliary (box), hours, remarks — September first, August last
    const table = lines.slice(lines.findIndex((l) => l.startsWith('Setembro')));
    expect(table.slice(0, 13)).toEqual([
      'Setembro X 3 50',
      'Outubro X 2 45 Bom mês',
      // a month without a report: its name only
      ...['Novembro', 'Dezembro', 'Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho'],
      'Agosto X 4 60 Assembleia regional',
      // the printed card totals the hours only: 50 + 45 + 60
      'Total 155',
    ]);
    const text = pdftotext(res.rawPayload);
    if (text !== null) {
      expect(text).toContain('Ana Conceição Gonçalves');
      expect(text).toMatch(/Agosto\s+X\s+4\s+60\s+Assembleia regional/);
      expect(text).toMatch(/Total\s+155/);
    }
  });

  it('marks the regular-pioneer box only from that year, and auxiliary months with their hours', async () => {
    const res = await w.elder('POST', '/api/files/s21', { publisherId: w.fx.publishers.bruno, serviceYear: 2050 });
    expect(res.statusCode).toBe(200);
    const { lines } = await pdfLines(res.rawPayload);
    // Bruno: ministerial servant, auxiliary pioneer in October only
    expect(lines).toContain('Ancião X Servo ministerial Pioneiro regular Pioneiro especial Missionário em campo');
    expect(lines).toContain('Setembro X 2');
    expect(lines).toContain('Outubro X 1 X 30');
    expect(lines).toContain('Agosto 0');
    expect(lines).toContain('Total 30');
  });

  it('transliterates text the font cannot encode instead of failing', async () => {
    const id = await insertPublisher(w.t.db, { name: 'Zoë Łukasz Ștefan 😀 Nguyễn', groupId: w.fx.groups.a });
    const [activity] = await w.t.db.query.monthlyActivities.findMany({ where: (a, o) => o.eq(a.year, 2049) });
    await insertReport(w.t.db, activity!.id, id, { participatedInMinistry: true, observations: 'Ótimo → 100% ✓' });
    const res = await w.secretary('POST', '/api/files/s21', { publisherId: id, serviceYear: 2050 });
    expect(res.statusCode).toBe(200);
    const { lines } = await pdfLines(res.rawPayload);
    expect(lines).toContain('Nome: Zoë ?ukasz Stefan ? Nguyen');
    expect(lines.some((l) => l.endsWith('Ótimo ? 100% ?'))).toBe(true);
  });

  it('records FILE_DOWNLOAD naming the publisher', async () => {
    const before = await auditCount('FILE_DOWNLOAD');
    await w.secretary('POST', '/api/files/s21', { publisherId: w.fx.publishers.carla, serviceYear: 2050 });
    expect(await auditCount('FILE_DOWNLOAD')).toBe(before + 1);
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'FILE_DOWNLOAD'), eq(auditLogs.resourceId, String(w.fx.publishers.carla))));
    expect(entry).toMatchObject({ severity: 'MEDIUM', resource: 'publisher' });
    expect(entry!.details).toMatchObject({ fileName: `S-21-${w.fx.publishers.carla}-2050.pdf`, serviceYear: 2050 });
  });

  it('answers 404 JSON (no file, no audit) for an unknown publisher or a year without reports', async () => {
    const before = await auditCount('FILE_DOWNLOAD');
    const unknown = await w.secretary('POST', '/api/files/s21', { publisherId: 999999, serviceYear: 2050 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.json().error).toBe('Publicador não encontrado');
    const empty = await w.secretary('POST', '/api/files/s21', {
      publisherId: w.fx.publishers.nobody,
      serviceYear: 2050,
    });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error).toBe('Não existem relatórios deste publicador no ano de serviço 2050.');
    expect(await auditCount('FILE_DOWNLOAD')).toBe(before);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const res = await w.secretary('POST', '/api/files/s21', { publisherId: 'x', serviceYear: 2050 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('publisherId');
    expect((await w.secretary('POST', '/api/files/s21', { publisherId: 1 })).json().error).toContain('serviceYear');
  });
});

const zipEntries = (payload: Buffer) => unzipSync(new Uint8Array(payload));

describe('POST /api/files/s21-all', () => {
  it('streams a zip with one card per publisher of the congregation that year, reports or not, by group', async () => {
    const before = await auditCount('DATA_EXPORT');
    const res = await w.secretary('POST', '/api/files/s21-all', { serviceYear: 2050 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="S-21-all-2050.zip"');
    const entries = zipEntries(res.rawPayload);
    const { ana, bruno, carla, duarte, eva, nobody } = w.fx.publishers;
    const names = Object.keys(entries).filter((n) => !n.includes('Zo'));
    expect(names).toEqual([
      `Grupo-401/S-21-${ana}-2050-Ana-Conceicao-Goncalves.pdf`,
      `Grupo-401/S-21-${bruno}-2050-Bruno-Lopes.pdf`,
      // Filipe has no report that year but belonged to the congregation (no arrival, exit or death date)
      `Grupo-401/S-21-${nobody}-2050-Filipe-Sem-Relatorios.pdf`,
      `Grupo-402/S-21-${carla}-2050-Carla-Brandao.pdf`,
      `Grupo-402/S-21-${duarte}-2050-Duarte-Pires.pdf`,
      `Sem-Grupo/S-21-${eva}-2050-Eva-Sem-Grupo.pdf`,
    ]);
    const carlaCard = await pdfLines(entries[names[3]!]!);
    expect(carlaCard.lines).toContain('Nome: Carla Brandão');
    expect(carlaCard.lines).toContain('Total 40');
    expect(await auditCount('DATA_EXPORT')).toBe(before + 1);
  });

  it('answers 404 JSON for a year without reports', async () => {
    const res = await w.secretary('POST', '/api/files/s21-all', { serviceYear: 2053 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Não existem relatórios no ano de serviço 2053.');
  });
});

describe('POST /api/files/s21-group', () => {
  it("zips only the group's cards, flat, and records DATA_EXPORT with the count", async () => {
    const res = await w.elderB('POST', '/api/files/s21-group', { serviceYear: 2050, groupNumber: 402 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="S-21-group-402-2050.zip"');
    const names = Object.keys(zipEntries(res.rawPayload));
    expect(names).toEqual([
      `S-21-${w.fx.publishers.carla}-2050-Carla-Brandao.pdf`,
      `S-21-${w.fx.publishers.duarte}-2050-Duarte-Pires.pdf`,
    ]);
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'DATA_EXPORT'), eq(auditLogs.resourceId, '402')));
    expect(entry!.details).toMatchObject({ fileName: 'S-21-group-402-2050.zip', cards: 2, groupNumber: 402 });
  });

  it('answers 404 for an unknown group, a group without publishers, and a year without reports', async () => {
    const unknown = await w.secretary('POST', '/api/files/s21-group', { serviceYear: 2050, groupNumber: 499 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Grupo 499 não encontrado');
    const empty = await w.secretary('POST', '/api/files/s21-group', { serviceYear: 2050, groupNumber: 403 });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error).toBe('Não existem relatórios do Grupo 403 no ano de serviço 2050.');
    const noYear = await w.secretary('POST', '/api/files/s21-group', { serviceYear: 2053, groupNumber: 402 });
    expect(noYear.statusCode).toBe(404);
    // 2051 has reports (Ana's): group 402's publishers belonged, so their cards come, empty
    const emptyCards = await w.secretary('POST', '/api/files/s21-group', { serviceYear: 2051, groupNumber: 402 });
    expect(emptyCards.statusCode).toBe(200);
    expect(Object.keys(zipEntries(emptyCards.rawPayload))).toHaveLength(2);
  });
});

describe('permissions', () => {
  it('refuses the Publisher role with 403 on every file route', async () => {
    const { call } = await signedIn(w.t, 'Publisher');
    const bodies: [string, object][] = [
      ['/api/files/s21', { publisherId: w.fx.publishers.ana, serviceYear: 2050 }],
      ['/api/files/s21-all', { serviceYear: 2050 }],
      ['/api/files/s21-group', { serviceYear: 2050, groupNumber: 401 }],
    ];
    for (const [url, body] of bodies) expect((await call('POST', url, body)).statusCode, url).toBe(403);
  });
});

describe('an Elder downloads S-21 cards of their own group only (issue 21)', () => {
  it('refuses another group’s card, another group’s zip and the congregation zip with 403, audited', async () => {
    const before = (await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'))).length;
    // Elder of group 401; Carla is in group 402
    const card = await w.elder('POST', '/api/files/s21', { publisherId: w.fx.publishers.carla, serviceYear: 2050 });
    expect(card.statusCode).toBe(403);
    expect(card.json().error).toBe('Só pode descarregar os cartões S-21 dos publicadores do seu grupo.');
    expect((await w.elder('POST', '/api/files/s21-group', { serviceYear: 2050, groupNumber: 402 })).statusCode).toBe(
      403,
    );
    expect((await w.elder('POST', '/api/files/s21-all', { serviceYear: 2050 })).statusCode).toBe(403);
    const after = (await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'))).length;
    expect(after - before).toBe(3);
    // their own group's card and zip still download
    expect(
      (await w.elder('POST', '/api/files/s21', { publisherId: w.fx.publishers.ana, serviceYear: 2050 })).statusCode,
    ).toBe(200);
  });
});
