import type { AuditFilters, AuditListResponse } from '@congregacao/shared/contracts/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const AUDIT_KEY = ['audit'] as const;

export interface AuditLogsQuery extends AuditFilters {
  page: number;
  limit?: number;
}

export function getAuditLogs(query: AuditLogsQuery, signal?: AbortSignal): Promise<AuditListResponse> {
  return api.get<AuditListResponse>('/audit', { query: { ...query }, signal });
}

export function getAuditLogsQueryOptions(query: AuditLogsQuery) {
  return queryOptions({
    queryKey: [...AUDIT_KEY, 'logs', query],
    queryFn: ({ signal }) => getAuditLogs(query, signal),
    // keep showing the current page while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogs(query: AuditLogsQuery) {
  return useQuery(getAuditLogsQueryOptions(query));
}
