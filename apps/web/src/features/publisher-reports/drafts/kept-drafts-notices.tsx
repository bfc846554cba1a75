import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { REPORT_STATUS_LABELS } from '@congregacao/shared/enums';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import type { ReportConflicts, ReportDraft } from './use-report-drafts';

export function restoredMessage(count: number, isLocked: boolean): string {
  const what =
    count === 1
      ? '1 relatório com alterações não guardadas foi recuperado'
      : `${count} relatórios com alterações não guardadas foram recuperados`;
  return isLocked
    ? `${what} deste navegador. A atividade está fechada: ficam só para consulta até o secretário a abrir.`
    : `${what} deste navegador. Estão marcados com 'Alterações não guardadas': reveja-os e guarde.`;
}

/** The drafts kept in this browser that came back when the screen opened (issue 19: nothing typed is lost). */
export function RestoredDraftsNotice({ count, isLocked }: { count: number; isLocked: boolean }) {
  if (count === 0) return null;
  return (
    <Notice tone="info" role="status" className="mb-6" title="Alterações recuperadas">
      {restoredMessage(count, isLocked)}
    </Notice>
  );
}

const FIELDS: { key: keyof ReportDraft; label: string; show: (d: ReportDraft) => string }[] = [
  {
    key: 'participatedInMinistry',
    label: 'Participou no Ministério?',
    show: (d) => (d.participatedInMinistry === null ? '—' : d.participatedInMinistry ? 'Sim' : 'Não'),
  },
  { key: 'studies', label: 'Estudos', show: (d) => String(d.studies ?? '—') },
  { key: 'hours', label: 'Horas', show: (d) => String(d.hours ?? '—') },
  { key: 'observations', label: 'Observações', show: (d) => d.observations || '—' },
  { key: 'status', label: 'Estado', show: (d) => REPORT_STATUS_LABELS[d.status] },
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
  if (conflicts.size === 0) return null;
  return (
    <Notice tone="warning" role="alert" className="mb-6" title="Alterações recuperadas em conflito">
      <p className="mb-3">
        Estes relatórios foram alterados por outra pessoa depois de escrever os seus valores neste navegador. Escolha,
        para cada um, os valores a manter.
      </p>
      <ul className="space-y-4">
        {[...conflicts.values()].map((stored) => {
          const row = rows.get(stored.reportId);
          if (!row) return null;
          const name = publisherLabel(row);
          const differing = FIELDS.filter((f) => f.show(stored.draft) !== f.show(row));
          return (
            <li key={stored.reportId} aria-label={`Conflito: ${name}`}>
              <p className="font-semibold">{name}</p>
              <table className="my-2 text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="pr-4 text-left font-medium">
                      Campo
                    </th>
                    <th scope="col" className="pr-4 text-left font-medium">
                      O seu valor
                    </th>
                    <th scope="col" className="text-left font-medium">
                      No servidor
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {differing.map((f) => (
                    <tr key={f.key}>
                      <th scope="row" className="pr-4 text-left font-normal">
                        {f.label}
                      </th>
                      <td className="pr-4">{f.show(stored.draft)}</td>
                      <td>{f.show(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={isLocked} onClick={() => onResolve(stored.reportId, 'mine')}>
                  Manter os meus valores
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onResolve(stored.reportId, 'server')}>
                  Usar os valores do servidor
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
