import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/language';
import { formatTimestamp, previewDescription, userLabel } from '../utils/format';
import { SeverityBadge } from './severity-badge';

const HEAD =
  'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-300';
const CELL = 'px-4 py-3 align-top text-sm text-gray-800 dark:text-gray-200';
const COLUMNS = ['event', 'description', 'user', 'severity', 'ipAddress', 'timestamp', 'actions'] as const;

function AuditRow({ entry, onView }: { entry: AuditLogEntry; onView: (entry: AuditLogEntry) => void }) {
  const t = useT();
  return (
    <tr className="border-t border-gray-200 dark:border-gray-700">
      <td className={CELL}>
        <span className="font-mono text-xs font-semibold">{entry.event_type}</span>
      </td>
      <td className={`${CELL} max-w-md break-words`} title={entry.description}>
        {previewDescription(entry.description)}
      </td>
      <td className={CELL}>
        <div className="font-medium">{userLabel(entry)}</div>
        {entry.user_role ? <div className="text-xs text-gray-500 dark:text-gray-400">{entry.user_role}</div> : null}
      </td>
      <td className={CELL}>
        <SeverityBadge severity={entry.severity} />
      </td>
      <td className={`${CELL} whitespace-nowrap font-mono text-xs`}>{entry.ip_address || t('audit.none')}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onView(entry)}
          icon={Eye}
          aria-label={t('audit.viewDetailsOf', { event: entry.event_type, id: String(entry.id) })}
        >
          {t('audit.viewDetails')}
        </Button>
      </td>
    </tr>
  );
}

/** The log's seven columns; description cut at 100 characters, 'System' without a user, 'N/A' without an IP. */
export function AuditTable({ logs, onView }: { logs: AuditLogEntry[]; onView: (entry: AuditLogEntry) => void }) {
  const t = useT();
  return (
    // relative: the hidden 'Actions' header is positioned inside the scrolled box, not past the phone's edge
    <div className="relative overflow-x-auto">
      <table className="min-w-full">
        <thead className="bg-gray-50 dark:bg-gray-800">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={HEAD}>
                {column === 'actions' ? <span className="sr-only">{t('audit.actions')}</span> : t(`audit.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {logs.map((entry) => (
            <AuditRow key={entry.id} entry={entry} onView={onView} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
