import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useExportAuditLogs } from '../api/export-audit-logs';
import { useAuditLogs } from '../api/get-audit-logs';
import { useAuditStats } from '../api/get-audit-stats';
import { AuditDetailsDialog } from '../components/audit-details-dialog';
import { AuditFilters } from '../components/audit-filters';
import { AuditLogCard } from '../components/audit-log-card';
import { AuditSummaryCards } from '../components/audit-summary-cards';
import { toApiFilters, useAuditFilters } from '../hooks/use-audit-filters';

const LOGS_ERROR = 'Failed to load audit logs';
const STATS_ERROR = 'Failed to load audit statistics';

/** /audit-logs (English interface): summary cards, filters, export, the log table and the details modal. */
export function Component() {
  const { values, filters, page, setPage, setFilter, clear } = useAuditFilters();
  // the export takes the filters as shown, also while the list still waits for the typing to pause
  const shownFilters = toApiFilters(values);
  const logs = useAuditLogs({ ...filters, page });
  const stats = useAuditStats();
  const exportLogs = useExportAuditLogs();
  const [selected, setSelected] = useState<AuditLogEntry | null>(null);
  useErrorToast(logs.isError, LOGS_ERROR);
  useErrorToast(stats.isError, STATS_ERROR);

  // the screen is in English (spec): its content says so, for screen readers and translation tools
  return (
    <div lang="en">
      <PageHeader title="Audit Logs" subtitle="Who did what, when and from where" />
      <AuditSummaryCards stats={stats.data} />
      <AuditFilters
        values={values}
        onChange={setFilter}
        onClear={clear}
        onExport={() => exportLogs.mutate(shownFilters)}
        isExporting={exportLogs.isPending}
      />
      <AuditLogCard
        data={logs.data}
        isPending={logs.isPending}
        isError={logs.isError}
        errorMessage={LOGS_ERROR}
        onRetry={() => void logs.refetch()}
        onPage={setPage}
        onView={setSelected}
      />
      <AuditDetailsDialog entry={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
