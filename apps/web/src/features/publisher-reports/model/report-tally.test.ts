import { describe, expect, it } from 'vitest';
import { reportRow } from './report-row.test-support';
import { isIncomplete, tallyByCategory, tallyReports } from './report-tally';

const sent = { status: 'Sent' as const, participatedInMinistry: true, studies: 1 };

describe('report tally (fill summary and review totals)', () => {
  it('counts the values shown, unsaved edits included; publishers report no hours', () => {
    const rows = [
      reportRow(1, { ...sent, regularPioneer: true, hours: 50 }),
      reportRow(2, { ...sent, auxiliaryPioneer: true, hours: 30, status: 'Open' }),
      reportRow(3, { ...sent, participatedInMinistry: false, studies: 0 }),
      reportRow(4, { hours: 7 }),
    ];
    const edits = new Map([
      [
        2,
        {
          base: rows[1]!,
          draft: {
            hours: 35,
            creditHours: null,
            studies: 2,
            participatedInMinistry: true,
            observations: '',
            status: 'Sent' as const,
          },
        },
      ],
    ]);
    // worked by hand: 4 reports; 1, 2 (edited) and 3 Sent; 1 and 2 participated, 3 did not, 4 unanswered;
    // studies 1 + 2 + 0 + 0; hours only for the two pioneers, 50 + 35 (the 7 of publisher 4 never count)
    expect(tallyReports(rows, edits)).toEqual({
      reports: 4,
      sent: 3,
      participated: 2,
      notParticipated: 1,
      studies: 3,
      pioneers: 2,
      hours: 85,
    });
    const { byCategory } = tallyByCategory(rows, edits);
    expect(byCategory.auxiliary).toEqual({
      reports: 1,
      sent: 1,
      participated: 1,
      notParticipated: 0,
      studies: 2,
      pioneers: 1,
      hours: 35,
    });
    expect(byCategory.regular.hours).toBe(50);
    expect(byCategory.publishers).toMatchObject({ reports: 2, sent: 1, hours: 0 });
  });

  it('counts special pioneers and field missionaries under their own categories, with their hours', () => {
    const rows = [
      reportRow(1, { ...sent, specialPioneer: true, hours: 70, studies: 2 }),
      reportRow(2, { ...sent, fieldMissionary: true, hours: 60, studies: null }),
      reportRow(3, { ...sent, studies: 4 }),
    ];
    const { all, byCategory } = tallyByCategory(rows, new Map());
    expect(byCategory.special).toMatchObject({ reports: 1, sent: 1, participated: 1, hours: 70, studies: 2 });
    // an empty studies counter adds nothing
    expect(byCategory.fieldMissionary).toMatchObject({ reports: 1, hours: 60, studies: 0 });
    expect(byCategory.publishers).toMatchObject({ reports: 1, hours: 0, studies: 4 });
    expect(all).toMatchObject({ reports: 3, pioneers: 2, hours: 130, studies: 6 });
  });

  it('a report is incomplete while Open and unanswered', () => {
    expect(isIncomplete(reportRow(1))).toBe(true);
    expect(isIncomplete(reportRow(1, { participatedInMinistry: false }))).toBe(false);
    expect(isIncomplete(reportRow(1, { status: 'Sent' }))).toBe(false);
  });
});
