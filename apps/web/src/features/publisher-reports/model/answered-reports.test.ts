import { describe, expect, it } from 'vitest';
import { answeredSplit } from './answered-reports';
import { reportRow } from './report-row.test-support';

describe('answeredSplit', () => {
  it('counts the open answered reports and lists the unanswered, as shown with unsaved edits', () => {
    const answered = reportRow(1, { participatedInMinistry: false });
    const sent = reportRow(2, { participatedInMinistry: true, status: 'Sent' });
    const unanswered = reportRow(3);
    const answeredOnScreen = reportRow(4);
    const edits = new Map([
      [
        4,
        {
          base: answeredOnScreen,
          draft: {
            hours: null,
            creditHours: null,
            studies: 0,
            participatedInMinistry: true,
            observations: '',
            status: 'Open' as const,
          },
        },
      ],
    ]);
    const split = answeredSplit([answered, sent, unanswered, answeredOnScreen], edits);
    expect(split.answeredCount).toBe(2);
    expect(split.unanswered.map((r) => r.id)).toEqual([3]);
  });
});
