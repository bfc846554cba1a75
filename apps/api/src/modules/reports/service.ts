import type { ReportsByMonth } from '@congregacao/shared/contracts/reports';
import type { User } from '@congregacao/shared/contracts/user';
import type { Database } from '../../db/client';
import { getActivity } from '../activities/repository';
import { selectGroups, selectPublishersWithoutReport, selectReportRows } from './repository';
import { scopeOf } from './scope';

/** GET /publisherreports/bymonth/{id}: the activity and, within the caller's scope, its reports and groups. */
export async function reportsByMonth(db: Database, user: User, activityId: number): Promise<ReportsByMonth> {
  const scope = scopeOf(user);
  const activity = await getActivity(db, activityId);
  const [reports, publishersWithoutReport, groups] = await Promise.all([
    selectReportRows(db, activityId, scope),
    selectPublishersWithoutReport(db, activityId, scope),
    selectGroups(db, scope),
  ]);
  return { activity, reports, publishersWithoutReport, groups };
}
