import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { canReportHours, PIONEER_CATEGORY_LABELS, publisherLabel } from '@congregacao/shared/report-rules';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CheckboxField } from '../../../../components/ui/form-field';
import { MARK_FIELDS, marksOf } from '../../model/marks-correction';

const LABELS = {
  regularPioneer: PIONEER_CATEGORY_LABELS.regular,
  specialPioneer: PIONEER_CATEGORY_LABELS.special,
  fieldMissionary: PIONEER_CATEGORY_LABELS.fieldMissionary,
  auxiliaryPioneer: PIONEER_CATEGORY_LABELS.auxiliary,
} as const;

export interface MarksDialogProps {
  /** the report whose marks are corrected; null: closed */
  row: ReportRow | null;
  isPending: boolean;
  onSave: (row: ReportRow, marks: ReturnType<typeof marksOf>) => void;
  onClose: () => void;
}

/** The Secretary's correction of one report's pioneer marks while the month is Open (saved at once). */
export function MarksDialog({ row, isPending, onSave, onClose }: MarksDialogProps) {
  const [marks, setMarks] = useState(() => (row ? marksOf(row) : null));
  useEffect(() => setMarks(row ? marksOf(row) : null), [row]);
  const losesHours = row !== null && marks !== null && canReportHours(row) && !canReportHours(marks);
  return (
    <ConfirmDialog
      isOpen={row !== null}
      title="Corrigir marcas de pioneiro"
      message={row ? `${publisherLabel(row)}: as marcas deste mês. A alteração é guardada imediatamente.` : ''}
      confirmLabel="Guardar marcas"
      isPending={isPending}
      onConfirm={() => row && marks && onSave(row, marks)}
      onClose={onClose}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Marcas de pioneiro</legend>
        {MARK_FIELDS.map((field) => (
          <CheckboxField
            key={field}
            id={`marks-${field}`}
            label={LABELS[field]}
            checked={marks?.[field] ?? false}
            onChange={(event) => {
              const checked = event.target.checked;
              setMarks((current) => current && { ...current, [field]: checked });
            }}
          />
        ))}
      </fieldset>
      {losesHours ? (
        <p role="status" className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          Sem nenhuma marca o relatório deixa de reportar horas: as horas deste mês são removidas.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
