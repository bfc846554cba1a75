import { LOCALES } from '@congregacao/shared/i18n/locales';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inLocale } from '../../lib/language';
import { setUpTestApp, signedIn } from '../../test/app.test-support';
import { seedHistoryFixture } from '../history/fixtures.test-support';
import { ContentStream, fontMetrics } from './content-stream';
import { boxRows, boxXs } from './s21-card';
import { missingLines, pdfLines } from './test/pdf-text';

// ADR 043: the forms as each language's edition prints them, in the language of whoever asks.
const w = setUpTestApp(async (t) => {
  const fx = await seedHistoryFixture(t.db);
  const english = await signedIn(t, 'Secretary');
  await english.call('PUT', '/api/users/profile', { language: 'en' });
  return { fx, english: english.call, secretary: (await signedIn(t, 'Secretary')).call };
});

const s21 = (call: typeof w.english, headers?: Record<string, string>) =>
  call('POST', '/api/files/s21', { publisherId: w.fx.publishers.ana, serviceYear: 2050 }, headers);

describe('the S-21 in each language', () => {
  it('is the English edition for a user whose language is English: labels, months, dates month first', async () => {
    const res = await s21(w.english, { 'accept-language': 'pt-PT' });
    expect(res.statusCode).toBe(200);
    const { lines } = await pdfLines(res.rawPayload);
    expect(
      missingLines(lines, [
        "CONGREGATION'S PUBLISHER RECORD",
        'Name: Ana Conceição Gonçalves',
        'Date of birth: 05/17/1980 Male Female',
        'Date immersed: 10/02/1996 Other sheep Anointed',
        'Elder Ministerial servant X Regular pioneer Special pioneer Field missionary',
        'September X 3 50',
        'October X 2 45 Bom mês',
        'Total 155',
      ]),
    ).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/Nome|Setembro|Observações|Horas/);
  });

  it('follows Accept-Language for a user who never chose, and stays pt-PT without it', async () => {
    const spanish = await pdfLines((await s21(w.secretary, { 'accept-language': 'es-ES,es' })).rawPayload);
    expect(
      missingLines(spanish.lines, [
        'REGISTRO DE PUBLICADOR DE LA CONGREGACIÓN',
        'Nombre: Ana Conceição Gonçalves',
        'Fecha de nacimiento: 17/05/1980 Hombre Mujer',
        'Septiembre X 3 50',
      ]),
    ).toEqual([]);
    const portuguese = await pdfLines((await s21(w.secretary)).rawPayload);
    expect(missingLines(portuguese.lines, ['REGISTO DE PUBLICADOR DE CONGREGAÇÃO', 'Setembro X 3 50'])).toEqual([]);
  });

  it('streams every card of the zip in the language of the request', async () => {
    const res = await w.english('POST', '/api/files/s21-all', { serviceYear: 2050 });
    expect(res.statusCode).toBe(200);
    const files = Object.values(unzipSync(res.rawPayload));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect((await pdfLines(file)).lines).toContain("CONGREGATION'S PUBLISHER RECORD");
    }
  });

  it('S-88 in English: its title, headings and months', async () => {
    const res = await w.english('POST', '/api/files/s88', { serviceYear: 2050 });
    expect(res.statusCode).toBe(200);
    const text = (await pdfLines(res.rawPayload)).lines.join('\n');
    for (const label of ['CONGREGATION MEETING ATTENDANCE RECORD', 'Midweek meeting', 'Service Year 2050', 'September'])
      expect(text).toContain(label);
    expect(text).not.toMatch(/Reunião|Setembro/);
  });

  it("each language's row of boxes fits the card's width", async () => {
    const pen = new ContentStream(await fontMetrics());
    for (const locale of LOCALES) {
      inLocale(locale, () => {
        for (const row of boxRows()) {
          const end = boxXs(pen, row.x, row.labels).at(-1)!;
          expect(end, `${locale}: ${row.labels.join(' ')}`).toBeLessThanOrEqual(595.28 - 36 + 16);
        }
      });
    }
  });
});
