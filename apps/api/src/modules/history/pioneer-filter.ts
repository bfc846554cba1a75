import { and, eq, or, type SQL } from 'drizzle-orm';
import { publisherReports } from '../../db/schema';

/**
 * Which reports count as pioneer reports in the statistics (and on the S-21 totals): the report is marked
 * auxiliary or regular pioneer AND the publisher took part in the ministry that month. The report's status
 * (Open / Sent) is not required, so the figures follow the month while it is being filled. A pioneer report
 * not yet answered (participation null) or answered "Não" is not counted: it would add a pioneer with no
 * hours and pull the averages down. See docs/decisions/007-pioneer-statistics-and-s21-cards.md.
 */
export function isCountedPioneerReport(): SQL {
  return and(
    or(eq(publisherReports.auxiliaryPioneer, true), eq(publisherReports.regularPioneer, true)),
    eq(publisherReports.participatedInMinistry, true),
  ) as SQL;
}
