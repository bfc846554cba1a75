import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { renderFillableS21 } from './s21-form';
import { branchForm } from './s21-form.test-support';
import { readFillableS21, readWrittenDate } from './s21-form-read';

/** A year of the branch's card: service year 2024 (September 2023 … August 2024), a regular pioneer from November. */
const card = {
  '900_1_Text_SanSerif': 'Inês Côrte-Real',
  '900_2_Text_SanSerif': '12/03/1985',
  '900_5_Text_SanSerif': '1999-07-04',
  '900_3_CheckBox': false,
  '900_4_CheckBox': true,
  '900_6_CheckBox': true,
  '900_7_CheckBox': false,
  '900_10_CheckBox': true,
  '900_13_Text_C_SanSerif': '2024',
  // September: publisher, 2 studies
  '901_20_CheckBox': true,
  '902_20_Text_C_SanSerif': '2',
  // October: auxiliary pioneer, 30 hours, a remark
  '901_21_CheckBox': true,
  '903_21_CheckBox': true,
  '904_21_S21_Value': '30',
  '905_21_Text_SanSerif': 'Pioneira auxiliar',
  // November: regular pioneer, 52 hours, studies left empty
  '901_22_CheckBox': true,
  '904_22_S21_Value': '52',
  // August (index 31): 0 studies
  '901_31_CheckBox': true,
  '902_31_Text_C_SanSerif': '0',
  '904_31_S21_Value': '50',
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  return error as AppError;
}

describe('reading the fillable S-21', () => {
  it('reads the person, the appointments and each month written, exactly', async () => {
    const read = await readFillableS21(await branchForm(card), 'ines.pdf');
    expect(read).toMatchObject({
      serviceYear: 2024,
      name: 'Inês Côrte-Real',
      birthDate: '1985-03-12',
      baptismDate: '1999-07-04',
      gender: 'Female',
      hope: 'OtherSheep',
      appointments: ['RegularPioneer'],
    });
    const base = {
      participatedInMinistry: true,
      auxiliaryPioneer: false,
      studies: null,
      hours: null,
      observations: '',
    };
    expect(read.months).toEqual([
      { ...base, month: 8, year: 2023, studies: 2 },
      { ...base, month: 9, year: 2023, auxiliaryPioneer: true, hours: 30, observations: 'Pioneira auxiliar' },
      { ...base, month: 10, year: 2023, hours: 52 },
      { ...base, month: 7, year: 2024, studies: 0, hours: 50 },
    ]);
  });

  it('takes dates as people write them, and leaves a pair with neither box ticked empty', async () => {
    expect(['12/03/1985', '12-03-1985', '1985-03-12', '12.3.1985'].map(readWrittenDate)).toEqual(
      Array(4).fill('1985-03-12'),
    );
    const read = await readFillableS21(
      await branchForm({ ...card, '900_4_CheckBox': false, '900_6_CheckBox': false, '900_2_Text_SanSerif': '' }),
      'a.pdf',
    );
    expect([read.gender, read.hope, read.birthDate]).toEqual([null, null, null]);
    expect(
      await readFillableS21(await branchForm({ ...card, '900_13_Text_C_SanSerif': '2023/24' }), 'a.pdf'),
    ).toMatchObject({
      serviceYear: 2024,
    });
  });

  it('names the field and the file it cannot read, never guessing', async () => {
    for (const [field, value] of [
      ['900_2_Text_SanSerif', '31/02/1985'],
      ['900_5_Text_SanSerif', 'março de 1999'],
      ['904_22_S21_Value', '12,5'],
      ['902_20_Text_C_SanSerif', 'dois'],
      ['900_13_Text_C_SanSerif', '2024/2026'],
    ]) {
      const error = await refusal(readFillableS21(await branchForm({ ...card, [field!]: value! }), 'cartao-ines.pdf'));
      expect(error.message).toContain(field);
      expect(error.message).toContain('cartao-ines.pdf');
    }
    const both = await refusal(readFillableS21(await branchForm({ ...card, '900_3_CheckBox': true }), 'x.pdf'));
    expect(both.message).toContain('900_3_CheckBox');
  });

  it('refuses a PDF without the form, an encrypted one, a truncated one and what is not a PDF', async () => {
    const plain = await PDFDocument.create();
    plain.addPage();
    const noForm = await refusal(readFillableS21(await plain.save(), 'carta.pdf'));
    expect(noForm.message).toContain('carta.pdf');
    const encrypted = await refusal(readFillableS21(await branchForm(card, { encrypt: true }), 'cifrado.pdf'));
    expect(encrypted.message).toMatch(/cifrado\.pdf/);
    const whole = await branchForm(card);
    const cut = await refusal(readFillableS21(whole.subarray(0, Math.floor(whole.length * 0.6)), 'cortado.pdf'));
    expect(cut.message).toContain('cortado.pdf');
    expect(encrypted.message).not.toBe(cut.message);
    await refusal(readFillableS21(new TextEncoder().encode('nome;data\n'), 'lista.csv'));
  });
});

describe('our own card as the fillable form', () => {
  it('reads back the person and the months it was written from', async () => {
    const reports = [
      {
        month: 8,
        year: 2024,
        participatedInMinistry: true,
        studies: 3,
        auxiliaryPioneer: false,
        hours: 61,
        observations: 'Congresso',
      },
      {
        month: 9,
        year: 2024,
        participatedInMinistry: true,
        studies: null,
        auxiliaryPioneer: false,
        hours: 48,
        observations: '',
      },
      {
        month: 3,
        year: 2025,
        participatedInMinistry: true,
        studies: 0,
        auxiliaryPioneer: false,
        hours: 0,
        observations: '',
      },
    ].map((r) => ({ ...r, regularPioneer: true, specialPioneer: false, fieldMissionary: false }));
    const pdf = await renderFillableS21({
      serviceYear: 2025,
      publisher: {
        id: 7,
        name: 'João Gonçalves Ñuñez',
        groupNumber: 2,
        birthDate: '1970-01-31',
        baptismDate: null,
        gender: 'Male',
        hope: 'OtherSheep',
        appointments: [
          { kind: 'Elder', startDate: '2010-01-01', endDate: null },
          { kind: 'RegularPioneer', startDate: '2024-09-01', endDate: null },
        ],
      },
      reports,
    });
    const read = await readFillableS21(pdf, 'joao.pdf');
    expect(read).toMatchObject({
      serviceYear: 2025,
      name: 'João Gonçalves Ñuñez',
      birthDate: '1970-01-31',
      baptismDate: null,
      gender: 'Male',
      hope: 'OtherSheep',
      appointments: ['Elder', 'RegularPioneer'],
    });
    expect(read.months).toEqual(reports.map(({ regularPioneer, specialPioneer, fieldMissionary, ...month }) => month));
  });
});
