import {
  type ParticipationStanding,
  type PublisherMonthFacts,
  participationStanding,
  participationWindow,
  windowStart,
} from '@congregacao/shared/participation-rules';
import { monthIndex, monthName } from '@congregacao/shared/service-year';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { publishers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { groupBy } from '../../lib/group-by';

export interface PublisherStandingRow {
  publisherId: number;
  name: string;
  displayName: string | null;
  standing: ParticipationStanding;
}

type FactRow = {
  publisherId: number;
  name: string;
  displayName: string | null;
  arrivalCongregation: string | null;
  reactivationDate: string | null;
  month: number | null;
  year: number | null;
  status: string | null;
  participated: boolean | null;
  hasReport: boolean;
  wasRecorded: boolean;
};

/**
 * Every enabled, not currently inactive publisher's standing over the six months ending at month/year
 * (participation-rules.ts). One statement: the publishers × the window's activities, each with its report read
 * through the month's index (never the whole reports table).
 *
 * `onlyNonParticipants` (marking inactive) reads only the publishers with no 'Sim' in any month from the window's
 * first on: a 'Sim' in the window is never a miss, one after it spares them (ADR 026), so no one else can be
 * inactive — usually a handful of rows instead of every publisher's six months (ADR 034).
 */
export async function publisherStandings(
  db: DbOrTx,
  month: number,
  year: number,
  { onlyNonParticipants = false } = {},
): Promise<PublisherStandingRow[]> {
  const first = windowStart(month, year);
  const last = monthIndex(month, year);
  // array(…) over the few activity ids: PostgreSQL then reads their reports through the (activity, publisher) index
  const reportsOf = (from: SQL) => sql`publisher_reports r
    where r.monthly_activity_id = any(array(select id from monthly_activities where year * 12 + month ${from}))`;
  // the window's 'Sim' first, one set for all; a later one only for the few left (through the publisher index)
  const nonParticipants = onlyNonParticipants
    ? sql` and p.id not in (select r.publisher_id from ${reportsOf(sql`between ${first} and ${last}`)}
        and r.participated_in_ministry)
      and not exists (select 1 from publisher_reports r join monthly_activities a on a.id = r.monthly_activity_id
        where r.publisher_id = p.id and r.participated_in_ministry and a.year * 12 + a.month > ${last})`
    : sql``;
  const result = await db.execute<FactRow>(sql`
    with win as (select id, month, year, status, created_at from monthly_activities
      where year * 12 + month between ${first} and ${last})
    select p.id as "publisherId", p.name, p.display_name as "displayName",
      p.arrival_congregation::text as "arrivalCongregation", p.reactivation_date::text as "reactivationDate",
      a.month, a.year, a.status, r.participated_in_ministry as "participated", r.id is not null as "hasReport",
      coalesce(p.created_at <= a.created_at, false) as "wasRecorded"
    from publishers p
    left join win a on true
    left join (select r.id, r.publisher_id, r.monthly_activity_id, r.participated_in_ministry
      from ${reportsOf(sql`between ${first} and ${last}`)}) r on r.publisher_id = p.id and r.monthly_activity_id = a.id
    where p.is_enabled and not p.is_currently_inactive${nonParticipants}
    order by p.id`);
  return [...groupBy(result.rows, (row) => row.publisherId).values()].map((rows) => {
    const p = rows[0]!;
    const facts: PublisherMonthFacts[] = rows
      .filter((r) => r.month !== null && r.year !== null)
      .map((r) => ({
        month: r.month!,
        year: r.year!,
        isClosed: r.status === 'Closed',
        participated: r.hasReport ? r.participated : undefined,
        wasRecorded: r.wasRecorded,
      }));
    return {
      publisherId: p.publisherId,
      name: p.name,
      displayName: p.displayName,
      standing: participationStanding(participationWindow(p, facts, month, year)),
    };
  });
}

/**
 * Marks inactive (isCurrentlyInactive) everyone with six consecutive months without participation, judged on the
 * window that ends at the latest Closed month (a month still Open is not over yet), unless they took part in a later
 * month. Runs in the caller's transaction when a month is closed and before a month's reports are generated, so
 * generating skips them; one audit entry per publisher (reversible: the Secretary unticks 'Inativo', ADR 026).
 */
export async function markInactivePublishers(tx: Tx, actor: Actor): Promise<number[]> {
  const latest = await tx.execute<{ month: number; year: number }>(sql`
    select month, year from monthly_activities where status = 'Closed' order by year desc, month desc limit 1`);
  const closed = latest.rows[0];
  if (!closed) return [];
  const standings = await publisherStandings(tx, closed.month, closed.year, { onlyNonParticipants: true });
  const marked = standings.filter((s) => s.standing.standing === 'inactive');
  if (marked.length === 0) return [];
  const ids = marked.map((s) => s.publisherId);
  await tx
    .update(publishers)
    .set({ isCurrentlyInactive: true, version: sql`${publishers.version} + 1`, updatedAt: new Date() })
    .where(inArray(publishers.id, ids));
  const until = `${monthName(closed.month)} de ${closed.year}`;
  for (const s of marked) {
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: `Publicador "${s.name}" marcado como inativo: seis meses seguidos sem participar no ministério (até ${until})`,
      resource: 'publisher',
      resourceId: s.publisherId,
      oldValues: { isCurrentlyInactive: false },
      newValues: { isCurrentlyInactive: true },
      details: { automatic: true, lastMonth: closed.month, lastYear: closed.year },
    });
  }
  return ids;
}
