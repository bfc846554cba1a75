import { api, failsWith } from '../../../lib/api-client';
import { REPORT_CALL_FAILURES } from './reports-by-month';

/** PUT /publisherreports/send-to-secretary: every open report of the caller's group becomes Sent. */
export function sendToSecretary(monthlyActivityId: number): Promise<{ sentCount: number }> {
  return failsWith(
    REPORT_CALL_FAILURES.sendToSecretary,
    api.put<{ sentCount: number }>('/publisherreports/send-to-secretary', { monthlyActivityId }),
  );
}
