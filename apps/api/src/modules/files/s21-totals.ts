import { reportsRemark, TOTALS_CARD_NAMES } from '@congregacao/shared/branch-cycle-messages';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import type { S21CardData, S21Month, S21Publisher } from './s21-card';

type Category = keyof typeof TOTALS_CARD_NAMES;

const NO_MARKS = { auxiliaryPioneer: false, regularPioneer: false, specialPioneer: false, fieldMissionary: false };

/** The card's heading: no person, the category as the name; the regular pioneers' card ticks 'Pioneiro regular'. */
function heading(category: Category): S21Publisher {
  return {
    id: 0,
    name: TOTALS_CARD_NAMES[category],
    groupNumber: null,
    birthDate: null,
    baptismDate: null,
    gender: null,
    hope: null,
    appointments: category === 'regularPioneers' ? [{ kind: 'RegularPioneer', startDate: null, endDate: null }] : [],
  };
}

/** One month of a category's card: its S-1 line (reports, studies, hours) and "N relatórios" in the remarks. */
function monthOf(report: CongregationReport, category: Category): S21Month {
  const line = report[category];
  const hours = 'hours' in line ? line.hours : null;
  const counted = line.reports > 0;
  return {
    month: report.month,
    year: report.year,
    participatedInMinistry: counted,
    studies: line.studies,
    ...NO_MARKS,
    auxiliaryPioneer: category === 'auxiliaryPioneers' && counted,
    regularPioneer: category === 'regularPioneers',
    hours,
    observations: reportsRemark(line.reports),
  };
}

/**
 * The congregation's S-21 totals cards (ADR 037): one card each for publishers, auxiliary pioneers and regular
 * pioneers, per month that month's S-1 line (as sent, once sent) — reports in the remarks, studies, and hours for
 * the pioneers.
 */
export function totalsCards(serviceYear: number, reports: readonly CongregationReport[]): S21CardData[] {
  return (Object.keys(TOTALS_CARD_NAMES) as Category[]).map((category) => ({
    serviceYear,
    publisher: heading(category),
    reports: reports.map((report) => monthOf(report, category)),
  }));
}
