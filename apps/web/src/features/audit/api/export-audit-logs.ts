import { type AuditFilters, auditCsvFileName } from '@congregacao/shared/contracts/audit';
import { t } from '@congregacao/shared/i18n/translate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { download, withServerReason } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { AUDIT_KEY } from './get-audit-logs';

/** GET /audit/export/csv with the filters on screen; saved as audit_logs_{date}.csv. */
export async function exportAuditLogs(filters: AuditFilters): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.append(key, value);
  const qs = query.toString();
  const file = await download(`/audit/export/csv${qs ? `?${qs}` : ''}`);
  saveFile(file.blob, file.filename ?? auditCsvFileName());
}

/** The export with its toasts; the export itself is a new entry, so the log and stats refresh afterwards. */
export function useExportAuditLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAuditLogs,
    onSuccess: () => {
      toast.success(t('audit.exported'));
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    onError: (error) => toast.error(withServerReason(t('audit.exportFailed'), error)),
  });
}
