import { api } from '../../../lib/api-client';

/** PUT /publisherreports/send-to-secretary: every open report of the caller's group becomes Sent. */
export function sendToSecretary(monthlyActivityId: number): Promise<{ sentCount: number }> {
  return api.put<{ sentCount: number }>('/publisherreports/send-to-secretary', { monthlyActivityId });
}
