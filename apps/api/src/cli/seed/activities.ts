import type { Database } from '../../db/client';

/** Demo activities and reports (filled by the activities issue): the last 14 months, most sent, the current open. */
export async function seedDemoActivities(_db: Database): Promise<void> {}
