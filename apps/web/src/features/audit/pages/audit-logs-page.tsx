import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useT } from '../../../lib/language';
import { useExportAuditLogs } from '../api/export-audit-logs';
import { useAuditLogs } from '../api/get-audit-logs';
import { useAuditStats } from '../api/get-audit-stats';
import { AuditDetailsDialog } from '../components/audit-details-dialog';
import { AuditFilters } from '../components/audit-filters';
import { AuditLogCard } from '../components/audit-log-card';
import { AuditSummaryCards } from '../components/audit-summary-cards';
import { toApiFilters, useAuditFilters } from '../hooks/use-audit-filters';
import { auditTextLanguage } from '../utils/format';

/** /audit-logs (English interface): summary cards, filters, export, the log table and the details modal. */
export function Component() {
  const t = useT();
  const { values, filters, page, setPage, setFilter, clear } = useAuditFilters();
  // the export takes the filters as shown, also while the list still waits for the typing to pause
  const shownFilters = toApiFilters(values);
  const logs = useAuditLogs({ ...filters, page });
  const stats = useAuditStats();
  const exportLogs = useExportAuditLogs();
  const [selected, setSelected] = useState<AuditLogEntry | null>(null);
  useErrorToast(logs.isError, t('audit.logsFailed'));
  useErrorToast(stats.isError, t('audit.statsFailed'));

  // in pt-PT the screen is in English (spec): its content says which language its texts are in, for screen readers
  // and translation tools
  return (
    <div lang={auditTextLanguage()}>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
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
        errorMessage={t('audit.logsFailed')}
        onRetry={() => void logs.refetch()}
        onPage={setPage}
        onView={setSelected}
      />
      <AuditDetailsDialog entry={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
