import { describe, expect, it } from 'vitest';
import { marksCorrection } from './marks-correction';
import { reportRow } from './report-row.test-support';

const none = { auxiliaryPioneer: false, regularPioneer: false, specialPioneer: false, fieldMissionary: false };

describe('marksCorrection', () => {
  it('marks a publisher appointed mid-month as regular pioneer: hours 0 to fill, the rest as stored', () => {
    const row = reportRow(7, { version: 4, studies: 2, participatedInMinistry: true, observations: 'Nomeado dia 15' });
    expect(marksCorrection(row, { ...none, regularPioneer: true })).toEqual({
      id: 7,
      version: 4,
      hours: 0,
      studies: 2,
      participatedInMinistry: true,
      observations: 'Nomeado dia 15',
      status: 'Open',
      ...none,
      regularPioneer: true,
    });
  });

  it('keeps the hours from one kind of pioneer to another, and removes them when no mark is left', () => {
    const auxiliary = reportRow(8, { auxiliaryPioneer: true, hours: 30 });
    expect(marksCorrection(auxiliary, { ...none, specialPioneer: true })).toMatchObject({
      hours: 30,
      auxiliaryPioneer: false,
      specialPioneer: true,
    });
    expect(marksCorrection(auxiliary, none)).toMatchObject({ hours: null, ...none });
  });
});
