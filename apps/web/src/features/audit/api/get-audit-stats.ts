import type { AuditStats } from '@congregacao/shared/contracts/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUDIT_KEY } from './get-audit-logs';

export function getAuditStats(): Promise<AuditStats> {
  return api.get<AuditStats>('/audit/stats/summary');
}

export function getAuditStatsQueryOptions() {
  return queryOptions({ queryKey: [...AUDIT_KEY, 'stats'], queryFn: getAuditStats });
}

export function useAuditStats() {
  return useQuery(getAuditStatsQueryOptions());
}
