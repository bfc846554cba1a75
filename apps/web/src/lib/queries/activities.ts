import type { MonthlyActivity, MonthlyActivityDetail } from '@congregacao/shared/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { recordQuery } from './list-query';

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
const activity = recordQuery<MonthlyActivityDetail>(ACTIVITIES_QUERY_KEY, (id) => `/monthlyactivityreports/${id}`);
export const getActivity = activity.get;
export const activityQueryOptions = activity.options;
export const useActivity = (id: number | null) => useQuery({ ...activityQueryOptions(id ?? 0), enabled: id !== null });
