import { describe, expect, it } from 'vitest';
import { renderS21Card, type S21Month, type S21Publisher } from './s21-card';
import { missingLines, pdfLines } from './test/pdf-text';

const month = (m: number, year: number, extra: Partial<S21Month> = {}): S21Month => ({
  month: m,
  year,
  participatedInMinistry: true,
  studies: 1,
  auxiliaryPioneer: false,
  regularPioneer: false,
  specialPioneer: false,
  fieldMissionary: false,
  hours: null,
  observations: '',
  ...extra,
});

/** A publisher with nothing recorded but what `known` says. */
const publisher = (known: Partial<S21Publisher> & Pick<S21Publisher, 'id' | 'name'>): S21Publisher => ({
  groupNumber: null,
  birthDate: null,
  baptismDate: null,
  gender: null,
  hope: null,
  appointments: [],
  ...known,
});

const words = Array.from({ length: 120 }, (_, i) => `palavra${i}`);

describe('the S-21-E card as printed (issue 21)', () => {
  it('ticks gender, hope and the appointments of that service year; totals the hours only', async () => {
    const bytes = await renderS21Card({
      serviceYear: 2041,
      publisher: publisher({
        id: 1,
        name: 'Sérgio Nunes',
        groupNumber: 1,
        gender: 'Male',
        hope: 'Anointed',
        appointments: [
          { kind: 'SpecialPioneer', startDate: '2041-01-15', endDate: null },
          // ended before service year 2041 (September 2040 - August 2041) began: not ticked
          { kind: 'Elder', startDate: null, endDate: '2040-08-31' },
        ],
      }),
      reports: [
        month(8, 2040),
        month(0, 2041, { specialPioneer: true, hours: 130 }),
        month(1, 2041, { specialPioneer: true, hours: 125 }),
      ],
    });
    const { pages, lines } = await pdfLines(bytes);
    expect(pages).toBe(1);
    expect(
      missingLines(lines, [
        'Data de nascimento: X Masculino Feminino',
        'Data de batismo: Outras ovelhas X Ungido',
        'Ancião Servo ministerial Pioneiro regular X Pioneiro especial Missionário em campo',
        'Setembro X 1',
        'Janeiro X 1 130',
        // 130 + 125, and nothing else on the Total row
        'Total 255',
      ]),
    ).toEqual([]);
  });

  it('wraps remarks over as many lines as they need, never cutting a word', async () => {
    const bytes = await renderS21Card({
      serviceYear: 2041,
      publisher: publisher({ id: 2, name: 'Rita' }),
      reports: [month(9, 2040, { observations: words.join(' ') })],
    });
    const { lines } = await pdfLines(bytes);
    // every word, whole and in order, over several lines
    expect(
      lines
        .join(' ')
        .split(' ')
        .filter((w) => w.startsWith('palavra')),
    ).toEqual(words);
    expect(lines.filter((l) => l.includes('palavra')).length).toBeGreaterThan(5);
  });
});
