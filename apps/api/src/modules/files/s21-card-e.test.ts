import { describe, expect, it } from 'vitest';
import { renderS21Card, type S21Month } from './s21-card';
import { pdfLines } from './test/pdf-text';

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

const words = Array.from({ length: 120 }, (_, i) => `palavra${i}`);

describe('the S-21-E card as printed (issue 21)', () => {
  it('ticks gender, hope and the appointments of that service year; totals the hours only', async () => {
    const bytes = await renderS21Card({
      serviceYear: 2041,
      publisher: {
        id: 1,
        name: 'Sérgio Nunes',
        groupNumber: 1,
        birthDate: null,
        baptismDate: null,
        gender: 'Male',
        hope: 'Anointed',
        appointments: [
          { kind: 'SpecialPioneer', startDate: '2041-01-15', endDate: null },
          // ended before service year 2041 (September 2040 - August 2041) began: not ticked
          { kind: 'Elder', startDate: null, endDate: '2040-08-31' },
        ],
      },
      reports: [
        month(8, 2040),
        month(0, 2041, { specialPioneer: true, hours: 130 }),
        month(1, 2041, { specialPioneer: true, hours: 125 }),
      ],
    });
    const { pages, lines } = await pdfLines(bytes);
    expect(pages).toBe(1);
    expect(lines).toContain('Data de nascimento: X Masculino Feminino');
    expect(lines).toContain('Data de batismo: Outras ovelhas X Ungido');
    expect(lines).toContain('Ancião Servo ministerial Pioneiro regular X Pioneiro especial Missionário em campo');
    expect(lines).toContain('Setembro X 1');
    expect(lines).toContain('Janeiro X 1 130');
    // 130 + 125, and nothing else on the Total row
    expect(lines).toContain('Total 255');
  });

  it('wraps remarks over as many lines as they need, never cutting a word', async () => {
    const bytes = await renderS21Card({
      serviceYear: 2041,
      publisher: {
        id: 2,
        name: 'Rita',
        groupNumber: null,
        birthDate: null,
        baptismDate: null,
        gender: null,
        hope: null,
        appointments: [],
      },
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
