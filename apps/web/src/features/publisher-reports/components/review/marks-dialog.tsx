import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { canReportHours, PIONEER_CATEGORY_LABELS, publisherLabel } from '@congregacao/shared/report-rules';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CheckboxField } from '../../../../components/ui/form-field';
import { useT } from '../../../../lib/language';
import { MARK_FIELDS, marksOf } from '../../model/marks-correction';

/** each mark's label in PIONEER_CATEGORY_LABELS (read when shown: in the language of the moment) */
const LABELS = {
  regularPioneer: 'regular',
  specialPioneer: 'special',
  fieldMissionary: 'fieldMissionary',
  auxiliaryPioneer: 'auxiliary',
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
  const t = useT();
  const [marks, setMarks] = useState(() => (row ? marksOf(row) : null));
  useEffect(() => setMarks(row ? marksOf(row) : null), [row]);
  const losesHours = row !== null && marks !== null && canReportHours(row) && !canReportHours(marks);
  return (
    <ConfirmDialog
      isOpen={row !== null}
      title={t('reviewScreen.marks.title')}
      message={row ? t('reviewScreen.marks.message', { name: publisherLabel(row) }) : ''}
      confirmLabel={t('reviewScreen.marks.save')}
      isPending={isPending}
      onConfirm={() => row && marks && onSave(row, marks)}
      onClose={onClose}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('reviewScreen.marks.legend')}</legend>
        {MARK_FIELDS.map((field) => (
          <CheckboxField
            key={field}
            id={`marks-${field}`}
            label={PIONEER_CATEGORY_LABELS[LABELS[field]]}
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
          {t('reviewScreen.marks.losesHours')}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
