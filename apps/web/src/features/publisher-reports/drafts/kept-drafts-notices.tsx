import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { REPORT_STATUS_LABELS } from '@congregacao/shared/enums';
import { type MessageId, t } from '@congregacao/shared/i18n/translate';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import type { ReportConflicts, ReportDraft } from './use-report-drafts';

export function restoredMessage(count: number, isLocked: boolean): string {
  return t(isLocked ? 'reportForm.restoredLocked' : 'reportForm.restoredOpen', { n: count });
}

/** The drafts kept in this browser that came back when the screen opened (issue 19: nothing typed is lost). */
export function RestoredDraftsNotice({ count, isLocked }: { count: number; isLocked: boolean }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Notice tone="info" role="status" className="mb-6" title={t('reportForm.restoredTitle')}>
      {restoredMessage(count, isLocked)}
    </Notice>
  );
}

const FIELDS: { key: keyof ReportDraft; label: MessageId; show: (d: ReportDraft) => string }[] = [
  {
    key: 'participatedInMinistry',
    label: 'reportForm.participated',
    show: (d) => (d.participatedInMinistry === null ? '—' : t(d.participatedInMinistry ? 'ui.yes' : 'ui.no')),
  },
  { key: 'studies', label: 'reportForm.studies', show: (d) => String(d.studies ?? '—') },
  { key: 'hours', label: 'reportForm.hours', show: (d) => String(d.hours ?? '—') },
  { key: 'observations', label: 'reportForm.observations', show: (d) => d.observations || '—' },
  { key: 'status', label: 'reportForm.status', show: (d) => REPORT_STATUS_LABELS[d.status] },
];

export interface DraftConflictsProps {
  conflicts: ReportConflicts;
  rows: ReadonlyMap<number, ReportRow>;
  isLocked: boolean;
  onResolve: (id: number, choice: 'mine' | 'server') => void;
}

/**
 * Kept drafts typed over a report that someone changed since: their values beside the server's, never applied
 * silently; the person keeps theirs (as unsaved changes) or takes the server's.
 */
export function DraftConflicts({ conflicts, rows, isLocked, onResolve }: DraftConflictsProps) {
  const t = useT();
  if (conflicts.size === 0) return null;
  return (
    <Notice tone="warning" role="alert" className="mb-6" title={t('reportForm.conflictsTitle')}>
      <p className="mb-3">{t('reportForm.conflictsIntro')}</p>
      <ul className="space-y-4">
        {[...conflicts.values()].map((stored) => {
          const row = rows.get(stored.reportId);
          if (!row) return null;
          const name = publisherLabel(row);
          const differing = FIELDS.filter((f) => f.show(stored.draft) !== f.show(row));
          return (
            <li key={stored.reportId} aria-label={t('reportForm.conflictOf', { name })}>
              <p className="font-semibold">{name}</p>
              <table className="my-2 text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="pr-4 text-left font-medium">
                      {t('reportForm.field')}
                    </th>
                    <th scope="col" className="pr-4 text-left font-medium">
                      {t('reportForm.yourValue')}
                    </th>
                    <th scope="col" className="text-left font-medium">
                      {t('reportForm.serverValue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {differing.map((f) => (
                    <tr key={f.key}>
                      <th scope="row" className="pr-4 text-left font-normal">
                        {t(f.label)}
                      </th>
                      <td className="pr-4">{f.show(stored.draft)}</td>
                      <td>{f.show(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={isLocked} onClick={() => onResolve(stored.reportId, 'mine')}>
                  {t('reportForm.keepMine')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onResolve(stored.reportId, 'server')}>
                  {t('reportForm.useServer')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
