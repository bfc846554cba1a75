import type { SendToSecretaryResponse } from '@congregacao/shared/contracts/reports';
import { api, failsWith } from '../../../lib/api-client';
import { REPORT_CALL_FAILURES } from './reports-by-month';

/**
 * PUT /publisherreports/send-to-secretary: every open report of the caller's group becomes Sent; `onlyAnswered`: the
 * answered ones only, the answer naming who stays missing (ADR 039).
 */
export function sendToSecretary(
  monthlyActivityId: number,
  options: { onlyAnswered?: boolean } = {},
): Promise<SendToSecretaryResponse> {
  const body = options.onlyAnswered ? { monthlyActivityId, onlyAnswered: true } : { monthlyActivityId };
  return failsWith(
    REPORT_CALL_FAILURES.sendToSecretary,
    api.put<SendToSecretaryResponse>('/publisherreports/send-to-secretary', body),
  );
}
