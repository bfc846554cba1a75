import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { missingLines, pdfLines, pdftotext } from './test/pdf-text';

const w = setUpTestApp(async (t) => {
  const secretary = await signedIn(t, 'Secretary');
  for (const [date, kind, inPerson, online] of [
    ['2025-08-06', 'midweek', 50, 0],
    ['2025-09-03', 'midweek', 80, 12],
    ['2025-09-10', 'midweek', 72, 11],
    ['2025-09-07', 'weekend', 100, 21],
    ['2025-09-14', 'weekend', 95, 20],
    ['2025-10-05', 'weekend', 110, 0],
  ] as const) {
    await secretary.call('PUT', `/api/meeting-attendance/${date}/${kind}`, { inPerson, online });
  }
  return { secretary, elder: await signedIn(t, 'Elder') };
});

describe('POST /files/s88', () => {
  it('draws both meetings for the year asked and the one before, with the figures worked out by hand', async () => {
    const res = await w.elder.call('POST', '/api/files/s88', { serviceYear: 2026 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="S-88-2026.pdf"');
    const { pages, lines } = await pdfLines(res.rawPayload);
    expect(pages).toBe(1);
    expect(lines[0]).toBe('REGISTO DE ASSISTÊNCIA ÀS REUNIÕES DA CONGREGAÇÃO');
    expect(
      missingLines(lines, [
        'Ano de serviço 2025 Ano de serviço 2026',
        // midweek, 2026: September 92 + 83 = 175 over 2 = 87.5 -> 88; 2025: August 50
        'Setembro Setembro 2 175 88',
        'Agosto 1 50 50 Agosto',
        // weekend, 2026: September 121 + 115 = 236 / 2 = 118; October 110
        'Setembro Setembro 2 236 118',
        'Outubro Outubro 1 110 110',
        // the year's line: midweek 2025 50, 2026 88; weekend 2025 none (0), 2026 (118 + 110) / 2 = 114
        'Média mensal 50 Média mensal 88',
        'Média mensal 0 Média mensal 114',
      ]),
    ).toEqual([]);
    if (process.env.S88_OUT) (await import('node:fs')).writeFileSync(process.env.S88_OUT, res.rawPayload);
    const text = pdftotext(res.rawPayload);
    if (text !== null) expect(text).toContain('Reunião do fim de semana');
    const downloads = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'FILE_DOWNLOAD'));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({ userId: w.elder.id, severity: 'MEDIUM', details: { serviceYear: 2026 } });
  });

  it('refuses a bad year with 400 and Publishers with 403', async () => {
    for (const serviceYear of ['2026', 1999, 2026.5, null]) {
      expect((await w.secretary.call('POST', '/api/files/s88', { serviceYear })).statusCode).toBe(400);
    }
    const publisher = await signedIn(w.t, 'Publisher');
    expect((await publisher.call('POST', '/api/files/s88', { serviceYear: 2026 })).statusCode).toBe(403);
  });
});
