import type { IrregularPublisher } from '@congregacao/shared/contracts/reports';
import { compareByPublisherLabel } from '@congregacao/shared/report-rules';
import type { DbOrTx } from '../../db/client';
import { publisherStandings } from '../activities/participation';
import { getActivity } from '../activities/repository';

/**
 * Irregular publishers for an activity (ADR 026, participation-rules.ts): enabled, not-inactive publishers who took
 * part in at least one of the six months up to and including the activity's month and missed at least one;
 * `monthsInactive` = how many of those six they missed. Most months missed first, then by name.
 */
export async function irregularPublishers(db: DbOrTx, activityId: number): Promise<IrregularPublisher[]> {
  const activity = await getActivity(db, activityId);
  const standings = await publisherStandings(db, activity.month, activity.year);
  return standings
    .flatMap(({ publisherId, name, displayName, standing }) =>
      standing.standing === 'irregular'
        ? [{ publisherId, name, displayName, monthsInactive: standing.monthsMissed }]
        : [],
    )
    .sort(
      (a, b) => b.monthsInactive - a.monthsInactive || compareByPublisherLabel(a, b) || a.publisherId - b.publisherId,
    );
}
