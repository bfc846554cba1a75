import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedCongregationYear } from '../congregation-report/fixtures.test-support';
import { missingLines, pdfLines } from './test/pdf-text';

// Service year 2026 of the congregation described in congregation-report/fixtures.test-support.ts; the figures below
// are worked out from it by hand (the S-1 lines of congregation-report.test.ts, month by month).
const w = setUpTestApp(async (t) => {
  await seedCongregationYear(t.db);
  return { secretary: await signedIn(t, 'Secretary'), elder: await signedIn(t, 'Elder') };
});

describe('POST /files/s21-totals', () => {
  it('draws one card each for publishers, auxiliary and regular pioneers, the reports in the remarks', async () => {
    const res = await w.secretary.call('POST', '/api/files/s21-totals', { serviceYear: 2026 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="S-21-totais-2026.pdf"');
    const page = async (i: number) => (await pdfLines(res.rawPayload, i)).lines;
    expect((await pdfLines(res.rawPayload)).pages).toBe(3);

    // publishers: 1-400 (100 studies), 481 until February, 482-491 but April, 492 (1 study) until April, 493 in
    // November, 494-500 but April
    expect(
      missingLines(await page(0), [
        'Nome: Publicadores',
        'Setembro X 101 419 relatórios',
        'Novembro X 101 420 relatórios',
        'Março X 101 418 relatórios',
        'Abril X 100 400 relatórios',
        'Agosto X 100 417 relatórios',
        'Total 0',
      ]),
    ).toEqual([]);
    // auxiliary pioneers: 482-491 in April, 30 hours and 1 study each
    expect(
      missingLines(await page(1), [
        'Nome: Pioneiros auxiliares',
        'Setembro 0 0 relatórios',
        'Abril X 10 X 300 10 relatórios',
        'Total 300',
      ]),
    ).toEqual([]);
    // regular pioneers: 451-480 (50 h, 2 studies), and 481 from March (60 h, 3 studies); 6 x 1500 + 6 x 1560
    expect(
      missingLines(await page(2), [
        'Nome: Pioneiros regulares',
        'Ancião Servo ministerial X Pioneiro regular Pioneiro especial Missionário em campo',
        'Setembro X 60 1500 30 relatórios',
        'Março X 63 1560 31 relatórios',
        'Total 18360',
      ]),
    ).toEqual([]);
    const [download] = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'FILE_DOWNLOAD'));
    expect(download).toMatchObject({ resource: 's21', details: { serviceYear: 2026 } });
  });

  it('is 404 for a year without months, and for Secretary and Admin only', async () => {
    const none = await w.secretary.call('POST', '/api/files/s21-totals', { serviceYear: 2030 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('Não existem meses lançados no ano de serviço 2030.');
    expect((await w.elder.call('POST', '/api/files/s21-totals', { serviceYear: 2026 })).statusCode).toBe(403);
  });
});
