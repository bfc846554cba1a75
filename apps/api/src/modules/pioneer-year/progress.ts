import { firstDayOf, pioneerFlagsInMonth } from '@congregacao/shared/appointments';
import {
  type PioneerProgress,
  type ProgressMonth,
  pioneerKindOf,
  pioneerProgress,
  requirementOf,
} from '@congregacao/shared/pioneer-year';
import { monthsOfServiceYear } from '@congregacao/shared/service-year';
import { type AuxiliaryRange, specialMonthKey, type YearInputs } from './repository';

const covers = (range: AuxiliaryRange, day: string) =>
  range.startMonth <= day && (range.endMonth === null || range.endMonth >= day);

/**
 * The pioneer months of a publisher's service year: a month with a report has the report's marks (what was
 * recorded, corrections included); a month without one (not yet posted) the appointments valid in it and the
 * approved auxiliary months. Months in which the publisher is no pioneer are left out.
 */
export function progressMonths(serviceYear: number, inputs: YearInputs, publisherId: number): ProgressMonth[] {
  const reports = inputs.reports.get(publisherId) ?? [];
  const appointments = inputs.appointments.get(publisherId) ?? [];
  const auxiliary = inputs.auxiliary.get(publisherId) ?? [];
  return monthsOfServiceYear(serviceYear).flatMap(({ month, year }) => {
    const report = reports.find((r) => r.month === month && r.year === year);
    const day = firstDayOf(year, month);
    const ranges = auxiliary.filter((range) => covers(range, day));
    const kind = pioneerKindOf(
      report ?? { ...pioneerFlagsInMonth(appointments, year, month), auxiliaryPioneer: ranges.length > 0 },
    );
    if (kind === null) return [];
    const requirement = requirementOf(kind, {
      isSpecialMonth: inputs.specialMonths.has(specialMonthKey(month, year)),
      isContinuous: ranges.some((range) => range.continuous),
    });
    return [
      {
        month,
        year,
        kind,
        requirement,
        hours: report?.hours ?? 0,
        creditHours: report?.creditHours ?? 0,
        isAnswered: (report?.participatedInMinistry ?? null) !== null,
      },
    ];
  });
}

export const progressOf = (serviceYear: number, inputs: YearInputs, publisherId: number): PioneerProgress =>
  pioneerProgress(progressMonths(serviceYear, inputs, publisherId));
