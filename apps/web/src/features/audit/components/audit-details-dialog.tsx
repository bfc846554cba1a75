import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Modal, ModalCloseFooter } from '../../../components/ui/modal';
import { useT } from '../../../lib/language';
import { auditTextLanguage, formatTimestamp, userLabel } from '../utils/format';
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
  const t = useT();
  const none = t('audit.none');
  const resource = entry.resource ? `${entry.resource}${entry.resource_id ? ` #${entry.resource_id}` : ''}` : none;
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
      <Field label={t('audit.eventType')}>
        <span className="font-mono">{entry.event_type}</span>
      </Field>
      <Field label={t('audit.severity')}>
        <SeverityBadge severity={entry.severity} />
      </Field>
      <Field label={t('audit.description')} className="sm:col-span-2">
        {entry.description}
      </Field>
      <Field label={t('audit.user')}>{userLabel(entry)}</Field>
      <Field label={t('audit.role')}>{entry.user_role ?? none}</Field>
      <Field label={t('audit.ipAddress')}>{entry.ip_address || none}</Field>
      <Field label={t('audit.resource')}>{resource}</Field>
      <Field label={t('audit.timestamp')}>
        <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
      </Field>
    </dl>
  );
}

/** Everything recorded about one entry: fields, details as JSON, the change summary and old/new values. */
export function AuditDetailsDialog({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      isOpen={entry !== null}
      onClose={onClose}
      width="xl"
      className="max-h-[90vh] space-y-6 overflow-y-auto"
      lang={auditTextLanguage()}
    >
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('audit.detailsTitle')}
        {entry ? ` #${entry.id}` : ''}
      </DialogTitle>
      {entry ? (
        <>
          <EntryFields entry={entry} />
          <section>
            <h3 className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">{t('audit.details')}</h3>
            <JsonBlock value={entry.details} testId="audit-details" />
          </section>
          <ChangeSummary entry={entry} />
        </>
      ) : null}
      <ModalCloseFooter label={t('audit.close')} variant="secondary" onClose={onClose} />
    </Modal>
  );
}
