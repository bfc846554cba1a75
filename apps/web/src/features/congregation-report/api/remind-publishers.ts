import type { RemindersResult } from '@congregacao/shared/contracts/reminders';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /monthlyactivityreports/{id}/reminders: reminds the month's self-reporting publishers not answered yet. */
export const useRemindPublishers = (activityId: number) =>
  useMutation({ mutationFn: () => api.post<RemindersResult>(`/monthlyactivityreports/${activityId}/reminders`) });
