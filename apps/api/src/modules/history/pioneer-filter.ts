import type { PioneerCategory } from '@congregacao/shared/report-rules';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { publisherReports } from '../../db/schema';

/**
 * Which reports count as pioneer reports in the statistics (and on the S-21 totals): the report is marked
 * auxiliary, regular or special pioneer or field missionary AND the publisher took part in the ministry that month. The report's status
 * (Open / Sent) is not required, so the figures follow the month while it is being filled. A pioneer report
 * not yet answered (participation null) or answered "Não" is not counted: it would add a pioneer with no
 * hours and pull the averages down. See docs/decisions/007-pioneer-statistics-and-s21-cards.md.
 */
export function isCountedPioneerReport(): SQL {
  return and(
    or(
      eq(publisherReports.auxiliaryPioneer, true),
      eq(publisherReports.regularPioneer, true),
      eq(publisherReports.specialPioneer, true),
      eq(publisherReports.fieldMissionary, true),
    ),
    eq(publisherReports.participatedInMinistry, true),
  ) as SQL;
}

/**
 * A counted pioneer report of one category: each report counts under one only, the first of special, field
 * missionary, regular, auxiliary it has (shared report-rules `pioneerCategoryOf`, which the screens use).
 */
export function isPioneerOfCategory(category: PioneerCategory): SQL {
  const r = publisherReports;
  const byCategory: Record<PioneerCategory, SQL> = {
    special: sql`${r.specialPioneer}`,
    fieldMissionary: sql`(${r.fieldMissionary} and not ${r.specialPioneer})`,
    regular: sql`(${r.regularPioneer} and not ${r.specialPioneer} and not ${r.fieldMissionary})`,
    auxiliary: sql`(${r.auxiliaryPioneer} and not ${r.regularPioneer} and not ${r.specialPioneer} and not ${r.fieldMissionary})`,
  };
  return sql`(${isCountedPioneerReport()} and ${byCategory[category]})`;
}
