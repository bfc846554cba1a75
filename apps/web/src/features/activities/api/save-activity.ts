import type { SaveActivityBody, SaveActivityResponse } from '@congregacao/shared/contracts/activities';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { saveCalls, useCreateOrUpdate } from '../../../lib/queries/save-mutation';

const calls = saveCalls<SaveActivityBody, SaveActivityResponse>('/monthlyactivityreports/');

/** Create (id null) or update a monthly activity; every activity query is refreshed afterwards. */
export function useSaveActivity(id: number | null) {
  return useCreateOrUpdate(id, calls, ACTIVITIES_QUERY_KEY);
}
