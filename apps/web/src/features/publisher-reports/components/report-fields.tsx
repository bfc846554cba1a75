import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { OBSERVATIONS_MAX } from '@congregacao/shared/limits';
import { canReportCredit } from '@congregacao/shared/pioneer-year';
import { canReportHours } from '@congregacao/shared/report-rules';
import type { ReactNode } from 'react';
import { CounterInput } from '../../../components/ui/counter-input';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES, LABEL_CLASSES } from '../../../components/ui/input-styles';
import { YesNoChoice } from '../../../components/ui/yes-no-choice';
import { useT } from '../../../lib/language';
import type { ReportDraft, ReportPatch } from '../drafts/use-report-drafts';
import { AuxiliaryRequirement } from './auxiliary-requirement';
import { CreditHoursField } from './credit-hours-field';

export interface ReportFieldsProps {
  /** prefix of the fields' ids, unique on the screen */
  fieldId: string;
  row: ReportRow;
  /** the values shown: the unsaved draft, else the saved report */
  values: ReportDraft;
  disabled: boolean;
  onChange: (id: number, patch: ReportPatch) => void;
  /** a fourth field after hours (the review screen's 'Status') */
  extraField?: ReactNode;
  observationsPlaceholder?: string;
  /** the participation question, 'Participou no Ministério?' unless given (the publisher's own page asks it in the first person) */
  participationLabel?: string;
}

/** The fields of one publisher's report, the same on the fill and the review screen. */
export function ReportFields({
  fieldId,
  row,
  values,
  disabled,
  onChange,
  extraField,
  observationsPlaceholder,
  participationLabel,
}: ReportFieldsProps) {
  const t = useT();
  const counter = (field: 'studies' | 'hours', label: string) => (
    <CounterInput
      id={`${fieldId}-${field}`}
      label={label}
      value={values[field]}
      disabled={disabled}
      onChange={(value) => onChange(row.id, field === 'studies' ? { studies: value } : { hours: value })}
    />
  );
  return (
    <>
      <div className={extraField ? 'grid grid-cols-2 gap-3 md:grid-cols-4' : 'grid gap-4 sm:grid-cols-3'}>
        <YesNoChoice
          label={participationLabel ?? t('reportForm.participated')}
          value={values.participatedInMinistry}
          disabled={disabled}
          onChange={(participatedInMinistry) => onChange(row.id, { participatedInMinistry })}
        />
        {counter('studies', t('reportForm.studies'))}
        {canReportHours(row) ? (
          <div>
            {counter('hours', t('reportForm.hours'))}
            <AuxiliaryRequirement row={row} hours={values.hours} />
          </div>
        ) : (
          <div>
            <p className={LABEL_CLASSES}>{t('reportForm.hours')}</p>
            <p className="py-1.5 text-sm text-gray-600 italic dark:text-gray-400">{t('reportForm.noHours')}</p>
          </div>
        )}
        {extraField}
      </div>
      {canReportCredit(row) && (
        <CreditHoursField
          id={`${fieldId}-creditHours`}
          value={values.creditHours}
          observations={values.observations}
          disabled={disabled}
          onChange={(patch) => onChange(row.id, patch)}
        />
      )}
      <div className="mt-4">
        <label htmlFor={`${fieldId}-observations`} className={LABEL_CLASSES}>
          {t('reportForm.observations')}
        </label>
        <textarea
          id={`${fieldId}-observations`}
          rows={2}
          maxLength={OBSERVATIONS_MAX}
          disabled={disabled}
          placeholder={observationsPlaceholder}
          value={values.observations}
          onChange={(event) => onChange(row.id, { observations: event.target.value })}
          className={`${INPUT_CLASSES} ${INPUT_BORDER_CLASSES} text-sm`}
        />
      </div>
    </>
  );
}
