import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publisherReports, publishers } from '../../db/schema';

/**
 * Generates the reports of an activity by the rules of spec point 3, for every publisher who is enabled, not
 * currently inactive and has no report in it yet (an activity being created has none):
 * - a regular pioneer gets regularPioneer true and hours 0;
 * - a chosen auxiliary gets auxiliaryPioneer true and hours 0, unless a regular pioneer (never both from here);
 * - everyone else hours null;
 * and all start with studies 0, participation unanswered, no observations and status Open (column defaults).
 *
 * `only` limits it to one publisher or a list (joining while the month is open: the form, an import). A report that
 * exists already (a concurrent writer) is left as it is.
 *
 * ONE `insert … select` statement: the rows never travel to Node and back (500 reports: ~20 ms here, against
 * ~250 ms for a 500-row `values` list built by the ORM). Returns how many reports were written.
 */
export async function generateReports(
  db: DbOrTx,
  monthlyActivityId: number,
  auxiliaryIds: ReadonlySet<number>,
  only?: number | readonly number[],
): Promise<number> {
  const onlyIds = only === undefined ? null : [only].flat();
  const chosen = sql`${sql.param([...auxiliaryIds])}::int[]`;
  const isAuxiliary = sql`(not ${publishers.regularPioneer} and ${publishers.id} = any(${chosen}))`;
  const col = (c: { name: string }) => sql.identifier(c.name);
  const result = await db.execute(sql`
    insert into ${publisherReports} (
      ${col(publisherReports.publisherId)}, ${col(publisherReports.monthlyActivityId)}, ${col(publisherReports.hours)},
      ${col(publisherReports.auxiliaryPioneer)}, ${col(publisherReports.regularPioneer)}
    )
    select ${publishers.id}, ${monthlyActivityId},
      case when ${publishers.regularPioneer} or ${isAuxiliary} then 0 end,
      ${isAuxiliary}, ${publishers.regularPioneer}
    from ${publishers}
    where ${publishers.isEnabled} and not ${publishers.isCurrentlyInactive}
      and ${onlyIds === null ? sql`true` : sql`${publishers.id} = any(${sql.param(onlyIds)}::int[])`}
      and not exists (
        select 1 from ${publisherReports} existing
        where existing.monthly_activity_id = ${monthlyActivityId} and existing.publisher_id = ${publishers.id}
      )
    order by ${publishers.id}
    on conflict (${col(publisherReports.monthlyActivityId)}, ${col(publisherReports.publisherId)}) do nothing`);
  return result.rowCount ?? 0;
}
