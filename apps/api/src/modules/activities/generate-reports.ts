import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auxiliaryAppointments,
  monthlyActivities,
  publisherAppointments,
  publisherReports,
  publishers,
} from '../../db/schema';

/**
 * Generates the reports of an activity by the rules of spec point 3 (as extended by ADR 019), for every publisher who
 * is enabled, not currently inactive, belongs to the congregation in that month (arrived by its last day, neither
 * left nor died before its first) and has no report in it yet (an activity being created has none):
 * - the pioneer flags come from the appointments valid in that month (regular, special, field missionary), and a
 *   publisher with any of them gets hours 0;
 * - a chosen auxiliary gets auxiliaryPioneer true and hours 0, unless a pioneer by appointment (never both from here);
 * - everyone else hours null;
 * - the report keeps the publisher's group of that month (their group now: the month being generated is current);
 * and all start with studies 0, participation unanswered, no observations and status Open (column defaults).
 *
 * `only` limits it to one publisher or a list (joining while the month is open: the form, an import). A report that
 * exists already (a concurrent writer) is left as it is.
 *
 * ONE `insert … select` statement: the rows never travel to Node and back (500 reports: ~20 ms here, against
 * ~250 ms for a 500-row `values` list built by the ORM). The month's appointments are read once, as three id arrays
 * each publisher is looked up in: as correlated `exists` per flag they were up to nine scans of the appointments per
 * publisher, and joined as rows PostgreSQL rescanned them for every publisher (ADR 034). Returns how many reports
 * were written.
 */
export async function generateReports(
  db: DbOrTx,
  monthlyActivityId: number,
  auxiliaryIds: ReadonlySet<number>,
  only?: number | readonly number[],
): Promise<number> {
  const onlyIds = only === undefined ? null : [only].flat();
  const p = publishers;
  // chosen on the form, or by an approved auxiliary-pioneer application covering the month (ADR 040)
  const isChosen = sql`(${p.id} = any(${sql.param([...auxiliaryIds])}::int[]) or ${p.id} = any(ax.ids))`;
  const appointedIds = (kind: string) => sql`coalesce(array_agg(a.publisher_id) filter (where a.kind = ${kind}), '{}')`;
  const byAppointment = sql`(${p.id} = any(ap.regular) or ${p.id} = any(ap.special) or ${p.id} = any(ap.missionary))`;
  const col = (c: { name: string }) => sql.identifier(c.name);
  const result = await db.execute(sql`
    with m as (
      select id, make_date(year, month + 1, 1) as first_day,
        (make_date(year, month + 1, 1) + interval '1 month - 1 day')::date as last_day
      from ${monthlyActivities} where id = ${monthlyActivityId}
    ), ap as materialized (
      select ${appointedIds('RegularPioneer')} as regular, ${appointedIds('SpecialPioneer')} as special,
        ${appointedIds('FieldMissionary')} as missionary
      from ${publisherAppointments} a, m
      where a.kind in ('RegularPioneer', 'SpecialPioneer', 'FieldMissionary')
        and (a.start_date is null or a.start_date <= m.last_day) and (a.end_date is null or a.end_date >= m.first_day)
    ), ax as materialized (
      select coalesce(array_agg(x.publisher_id), '{}') as ids from ${auxiliaryAppointments} x, m
      where x.start_month <= m.first_day and (x.end_month is null or x.end_month >= m.first_day)
    )
    insert into ${publisherReports} (
      ${col(publisherReports.publisherId)}, ${col(publisherReports.monthlyActivityId)}, ${col(publisherReports.hours)},
      ${col(publisherReports.auxiliaryPioneer)}, ${col(publisherReports.regularPioneer)},
      ${col(publisherReports.specialPioneer)}, ${col(publisherReports.fieldMissionary)}, ${col(publisherReports.groupId)}
    )
    select ${p.id}, m.id, case when ${byAppointment} or ${isChosen} then 0 end, not ${byAppointment} and ${isChosen},
      ${p.id} = any(ap.regular), ${p.id} = any(ap.special), ${p.id} = any(ap.missionary), ${p.groupId}
    from m, ap, ax, ${p}
    where ${p.isEnabled} and not ${p.isCurrentlyInactive}
      and (${p.arrivalCongregation} is null or ${p.arrivalCongregation} <= m.last_day)
      and (${p.exitCongregationDate} is null or ${p.exitCongregationDate} >= m.first_day)
      and (${p.deathDate} is null or ${p.deathDate} >= m.first_day)
      and ${onlyIds === null ? sql`true` : sql`${p.id} = any(${sql.param(onlyIds)}::int[])`}
      and not exists (
        select 1 from ${publisherReports} existing
        where existing.monthly_activity_id = ${monthlyActivityId} and existing.publisher_id = ${p.id}
      )
    order by ${p.id}
    on conflict (${col(publisherReports.monthlyActivityId)}, ${col(publisherReports.publisherId)}) do nothing`);
  return result.rowCount ?? 0;
}
