import type { HistoryReport } from '@congregacao/shared/contracts/history';
import { describe, expect, it } from 'vitest';
import { historySummary } from './history-summary';

const noPioneerMarks = {
  auxiliaryPioneer: false,
  regularPioneer: false,
  specialPioneer: false,
  fieldMissionary: false,
};

const report = (values: Partial<HistoryReport>): HistoryReport => ({
  id: 1,
  monthlyActivityId: 1,
  month: 8,
  year: 2050,
  serviceYear: 2051,
  hours: null,
  creditHours: null,
  studies: 0,
  participatedInMinistry: true,
  observations: '',
  ...noPioneerMarks,
  status: 'Sent',
  late: false,
  countedIn: null,
  ...values,
});

describe('historySummary', () => {
  it('counts participation over reports and hours of pioneer months only', () => {
    const summary = historySummary([
      report({ auxiliaryPioneer: true, hours: 30 }),
      report({ hours: 99 }),
      report({ participatedInMinistry: false }),
      report({ participatedInMinistry: null, regularPioneer: true, hours: null }),
    ]);
    expect(summary).toEqual({ participated: 2, reports: 4, hasPioneerMonths: true, hours: 30 });
  });

  it('has no hours card without pioneer months', () => {
    expect(historySummary([report({})]).hasPioneerMonths).toBe(false);
  });
});
