import type { ReportRow } from '@congregacao/shared/contracts/reports';

/** A report row of activity 1 as the screens load it: open, nothing answered, version 1. */
export const reportRow = (id: number, extra: Partial<ReportRow> = {}): ReportRow => ({
  id,
  publisherId: id * 10,
  monthlyActivityId: 1,
  selfReportedAt: null,
  changedAfterSendingAt: null,
  hours: null,
  creditHours: null,
  studies: 0,
  participatedInMinistry: null,
  observations: '',
  auxiliaryPioneer: false,
  regularPioneer: false,
  specialPioneer: false,
  fieldMissionary: false,
  status: 'Open',
  version: 1,
  name: `P${id}`,
  displayName: null,
  groupId: 1,
  groupNumber: 1,
  isCurrentlyInactive: false,
  isEnabled: true,
  ...extra,
});
