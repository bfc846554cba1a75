import { describe, expect, it } from 'vitest';
import { markedNotParticipated, unansweredIdsOf } from './mark-not-participated';
import { reportRow } from './report-row.test-support';

describe('unansweredIdsOf', () => {
  it('reads the ids of a 409 about unanswered participation, null for anything else', () => {
    expect(unansweredIdsOf({ error: 'x', code: 'CONFLICT', incompleteReportIds: [4, 9] })).toEqual([4, 9]);
    expect(unansweredIdsOf({ error: 'x', code: 'STALE_VERSION', staleReportIds: [4] })).toBeNull();
    expect(unansweredIdsOf({ incompleteReportIds: ['4'] })).toBeNull();
    expect(unansweredIdsOf(null)).toBeNull();
  });
});

describe('markedNotParticipated', () => {
  it("answers 'Não' at the loaded version, keeping what was typed", () => {
    const plain = reportRow(1, { version: 3 });
    const typed = reportRow(2, { version: 5, regularPioneer: true, hours: 0 });
    const edits = new Map([
      [
        2,
        {
          base: typed,
          draft: {
            hours: 4,
            studies: 1,
            participatedInMinistry: null,
            observations: 'Doente',
            status: 'Open' as const,
          },
        },
      ],
    ]);
    expect(markedNotParticipated([plain, typed], edits)).toEqual([
      { id: 1, version: 3, hours: null, studies: 0, participatedInMinistry: false, observations: '', status: 'Open' },
      {
        id: 2,
        version: 5,
        hours: 4,
        studies: 1,
        participatedInMinistry: false,
        observations: 'Doente',
        status: 'Open',
      },
    ]);
  });
});
