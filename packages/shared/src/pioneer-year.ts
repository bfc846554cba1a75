/**
 * The pioneer's year (issue 35, ADR 040): the monthly requirements in one table, who may report credit hours, and
 * the progress of a service year (goal, hours left, balance, current monthly goal). Free of zod: screens import it.
 */
import type { ReportPioneerMarks } from './report-rules';

export const PIONEER_KINDS = ['AuxiliaryPioneer', 'RegularPioneer', 'SpecialPioneer', 'FieldMissionary'] as const;
export type PioneerKind = (typeof PIONEER_KINDS)[number];

/**
 * Hours a month, as the branch's pioneer requirements set them (ADR 040 names the source): regular 50 (600 a
 * year), special pioneer and field missionary 100, auxiliary 30 — or 15 in a month the elders name (special month),
 * unless the auxiliary pioneer serves continuously.
 */
export const MONTHLY_REQUIREMENT: Readonly<Record<PioneerKind, number>> = {
  RegularPioneer: 50,
  SpecialPioneer: 100,
  FieldMissionary: 100,
  AuxiliaryPioneer: 30,
};
export const AUXILIARY_SPECIAL_MONTH_REQUIREMENT = 15;

/** The service committee's members at most (the coordinator, the secretary, the service overseer). */
export const COMMITTEE_MAX = 3;

/** Credit hours are for regular and special pioneers only (the branch's instructions to pioneers). */
export function canReportCredit(marks: Pick<ReportPioneerMarks, 'regularPioneer' | 'specialPioneer'>): boolean {
  return marks.regularPioneer || marks.specialPioneer;
}

/** The month's pioneer kind by its marks (one each, as the statistics count them), or null for a publisher. */
export function pioneerKindOf(marks: ReportPioneerMarks): PioneerKind | null {
  if (marks.specialPioneer) return 'SpecialPioneer';
  if (marks.fieldMissionary) return 'FieldMissionary';
  if (marks.regularPioneer) return 'RegularPioneer';
  if (marks.auxiliaryPioneer) return 'AuxiliaryPioneer';
  return null;
}

/** A month's requirement: an auxiliary pioneer's is 15 in a special month, unless continuous. */
export function requirementOf(kind: PioneerKind, month: { isSpecialMonth: boolean; isContinuous: boolean }): number {
  if (kind === 'AuxiliaryPioneer' && month.isSpecialMonth && !month.isContinuous) {
    return AUXILIARY_SPECIAL_MONTH_REQUIREMENT;
  }
  return MONTHLY_REQUIREMENT[kind];
}

/** A pioneer month of the year: its kind and requirement, and the report's figures (answered: participation given). */
export interface ProgressMonth {
  month: number;
  year: number;
  kind: PioneerKind;
  requirement: number;
  hours: number;
  creditHours: number;
  isAnswered: boolean;
}

export interface PioneerProgress {
  goal: number;
  hours: number;
  creditHours: number;
  hoursLeft: number;
  balance: number;
  monthlyGoal: number;
  months: Omit<ProgressMonth, 'isAnswered'>[];
}

/**
 * The year's figures from its pioneer months (September first): `goal` the regular months' requirements, `hoursLeft`
 * what those months still lack, `balance` hours and credit over requirement in the answered months, `monthlyGoal`
 * the hours left shared over the regular months not yet answered, rounded up (0 when none is left).
 */
export function pioneerProgress(months: readonly ProgressMonth[]): PioneerProgress {
  const regular = months.filter((m) => m.kind === 'RegularPioneer');
  const sum = (list: readonly ProgressMonth[], f: (m: ProgressMonth) => number) =>
    list.reduce((total, m) => total + f(m), 0);
  const goal = sum(regular, (m) => m.requirement);
  const hoursLeft = Math.max(0, goal - sum(regular, (m) => m.hours + m.creditHours));
  const monthsLeft = regular.filter((m) => !m.isAnswered).length;
  return {
    goal,
    hours: sum(months, (m) => m.hours),
    creditHours: sum(months, (m) => m.creditHours),
    hoursLeft,
    balance: sum(
      months.filter((m) => m.isAnswered),
      (m) => m.hours + m.creditHours - m.requirement,
    ),
    monthlyGoal: monthsLeft === 0 ? 0 : Math.ceil(hoursLeft / monthsLeft),
    months: months.map(({ isAnswered: _answered, ...month }) => month),
  };
}

/** Whether the pioneer is behind: a negative balance over the months answered so far. */
export const isBelowPace = (progress: Pick<PioneerProgress, 'balance'>) => progress.balance < 0;

/** The one-tap credit presets of the report form (the number stays editable). */
export const CREDIT_PRESETS = [
  'pioneerSchool',
  'kingdomEvangelizersSchool',
  'languageCourse',
  'theocraticAssignment',
] as const;
export type CreditPreset = (typeof CREDIT_PRESETS)[number];
