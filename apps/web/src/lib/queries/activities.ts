import type { MonthlyActivity, MonthlyActivityDetail } from '@congregacao/shared/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Every monthly-activity query starts with this key: invalidate it after any activity write. */
export const ACTIVITIES_QUERY_KEY = ['monthly-activities'] as const;

/** GET /monthlyactivityreports/: every activity, newest first (items carry serviceYear). */
export function getActivities(): Promise<MonthlyActivity[]> {
  return api.get<MonthlyActivity[]>('/monthlyactivityreports/');
}

export function activitiesQueryOptions() {
  return queryOptions({ queryKey: [...ACTIVITIES_QUERY_KEY, 'list'], queryFn: getActivities });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}

/** GET /monthlyactivityreports/{id}: the activity, its report counts (openReportsCount) and auxiliary pioneers. */
export function getActivity(id: number): Promise<MonthlyActivityDetail> {
  return api.get<MonthlyActivityDetail>(`/monthlyactivityreports/${id}`);
}

export function activityQueryOptions(id: number) {
  return queryOptions({ queryKey: [...ACTIVITIES_QUERY_KEY, 'one', id], queryFn: () => getActivity(id) });
}

export function useActivity(id: number | null) {
  return useQuery({ ...activityQueryOptions(id ?? 0), enabled: id !== null });
}
