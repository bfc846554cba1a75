import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Modal, ModalCloseFooter } from '../../../components/ui/modal';
import { formatTimestamp, userLabel } from '../utils/format';
import { ChangeSummary, JsonBlock } from './change-summary';
import { SeverityBadge } from './severity-badge';

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

function EntryFields({ entry }: { entry: AuditLogEntry }) {
  const resource = entry.resource ? `${entry.resource}${entry.resource_id ? ` #${entry.resource_id}` : ''}` : 'N/A';
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
      <Field label="Event Type">
        <span className="font-mono">{entry.event_type}</span>
      </Field>
      <Field label="Severity">
        <SeverityBadge severity={entry.severity} />
      </Field>
      <Field label="Description" className="sm:col-span-2">
        {entry.description}
      </Field>
      <Field label="User">{userLabel(entry)}</Field>
      <Field label="Role">{entry.user_role ?? 'N/A'}</Field>
      <Field label="IP Address">{entry.ip_address || 'N/A'}</Field>
      <Field label="Resource">{resource}</Field>
      <Field label="Timestamp">
        <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
      </Field>
    </dl>
  );
}

/** Everything recorded about one entry: fields, details as JSON, the change summary and old/new values. */
export function AuditDetailsDialog({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  return (
    <Modal
      isOpen={entry !== null}
      onClose={onClose}
      width="xl"
      className="max-h-[90vh] space-y-6 overflow-y-auto"
      lang="en"
    >
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        Audit Log Details{entry ? ` #${entry.id}` : ''}
      </DialogTitle>
      {entry ? (
        <>
          <EntryFields entry={entry} />
          <section>
            <h3 className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">Details</h3>
            <JsonBlock value={entry.details} testId="audit-details" />
          </section>
          <ChangeSummary entry={entry} />
        </>
      ) : null}
      <ModalCloseFooter label="Close" variant="secondary" onClose={onClose} />
    </Modal>
  );
}
