import type { IrregularPublisher } from '@congregacao/shared/contracts/reports';
import { IRREGULAR_WINDOW_MONTHS } from '@congregacao/shared/report-rules';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { getActivity } from '../activities/repository';

/**
 * Irregular publishers for an activity (architecture.md): enabled, not-inactive publishers who did not take part
 * in the ministry in one or more of the IRREGULAR_WINDOW_MONTHS months up to and including the activity's month.
 * A month counts as "without participation" when its activity exists and the publisher's report says No, or the
 * publisher has no report although they already existed when that activity was created. Months with no activity,
 * and reports not answered yet, count neither way.
 */
export async function irregularPublishers(db: DbOrTx, activityId: number): Promise<IrregularPublisher[]> {
  const activity = await getActivity(db, activityId);
  const last = activity.year * 12 + activity.month;
  const first = last - (IRREGULAR_WINDOW_MONTHS - 1);
  const result = await db.execute<IrregularPublisher>(sql`
    select p.id as "publisherId", p.name, p.display_name as "displayName", count(*)::int as "monthsInactive"
    from publishers p
    cross join monthly_activities a
    left join publisher_reports r on r.publisher_id = p.id and r.monthly_activity_id = a.id
    where p.is_enabled and not p.is_currently_inactive
      and a.year * 12 + a.month between ${first} and ${last}
      and (r.participated_in_ministry = false or (r.id is null and p.created_at <= a.created_at))
    group by p.id
    order by count(*) desc, coalesce(p.display_name, p.name), p.id`);
  return result.rows;
}
