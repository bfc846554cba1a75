import { ACTIVITY_MESSAGES } from '@congregacao/shared/activity-messages';
import { movesClosedMonth } from '@congregacao/shared/activity-rules';
import {
  type ActivityReportInput,
  activityReportInputSchema,
  conflictingActivityMessage,
  duplicateActivityMessage,
  type MonthlyActivity,
} from '@congregacao/shared/contracts/activities';
import { ACTIVITY_STATUS_LABELS, ACTIVITY_STATUSES } from '@congregacao/shared/enums';
import { MONTH_NAMES, serviceYearOf, yearOptions } from '@congregacao/shared/service-year';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { AuxiliaryPicker, type PickablePublisher, RegularPioneerWarning } from './auxiliary-picker';

export interface ActivityFormValues {
  report: ActivityReportInput;
  auxiliaryIds: number[];
}

export interface ActivityFormProps {
  /** the activity being edited, null when creating */
  editingId: number | null;
  initial: ActivityFormValues;
  /** every existing activity, for the inline duplicate check */
  activities: readonly MonthlyActivity[];
  publishers: readonly PickablePublisher[];
  isSaving: boolean;
  onSubmit: (values: ActivityFormValues) => void;
}

/** Month, year, status, read-only service year and the auxiliary pioneers of a monthly activity. */
export function ActivityForm({ editingId, initial, activities, publishers, isSaving, onSubmit }: ActivityFormProps) {
  const t = useT();
  // read when drawn, in the language shown
  const monthOptions = MONTH_NAMES.map((label, value) => ({ value, label }));
  const statusOptions = ACTIVITY_STATUSES.map((value) => ({ value, label: ACTIVITY_STATUS_LABELS[value] }));
  const { register, handleSubmit, control } = useForm<
    z.input<typeof activityReportInputSchema>,
    unknown,
    ActivityReportInput
  >({ resolver: zodResolver(activityReportInputSchema), defaultValues: initial.report });
  const [auxiliaryIds, setAuxiliaryIds] = useState<Set<number>>(() => new Set(initial.auxiliaryIds));
  const [month, year] = useWatch({ control, name: ['month', 'year'] });

  const years = [...new Set([...yearOptions(), initial.report.year])].sort((a, b) => a - b);
  const duplicate = activities.some((a) => a.month === month && a.year === year && a.id !== editingId);
  const duplicateMessage =
    editingId === null ? duplicateActivityMessage(month, year) : conflictingActivityMessage(month, year);
  const regularNames = publishers.filter((p) => p.regularPioneer && auxiliaryIds.has(p.id)).map((p) => p.label);
  const isClosedMove = editingId !== null && movesClosedMonth(initial.report, { month, year });
  const blocked = duplicate || isClosedMove;
  const invalid = blocked ? 'border-red-600 dark:border-red-500' : '';

  const submit = handleSubmit((report) => {
    if (!blocked) onSubmit({ report, auxiliaryIds: [...auxiliaryIds] });
  });

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      {blocked ? (
        <div
          role="alert"
          data-testid={duplicate ? 'duplicate-warning' : 'closed-month-warning'}
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{duplicate ? duplicateMessage : ACTIVITY_MESSAGES.closedMonthYear}</span>
        </div>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <SelectField
          id="activity-month"
          label={t('ui.month')}
          options={monthOptions}
          aria-invalid={blocked || undefined}
          className={invalid}
          {...register('month', { valueAsNumber: true })}
        />
        <SelectField
          id="activity-year"
          label={t('activities.year')}
          options={years.map((y) => ({ value: y, label: String(y) }))}
          aria-invalid={blocked || undefined}
          className={invalid}
          {...register('year', { valueAsNumber: true })}
        />
        <SelectField
          id="activity-status"
          label={t('activities.status')}
          options={statusOptions}
          {...register('status')}
        />
        <TextField
          id="activity-service-year"
          label={t('activities.serviceYear')}
          readOnly
          value={serviceYearOf(month, year)}
          className="bg-gray-100 dark:bg-gray-900"
        />
      </div>
      <AuxiliaryPicker publishers={publishers} selected={auxiliaryIds} onChange={setAuxiliaryIds} />
      <RegularPioneerWarning names={regularNames} />
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to={paths.dashboard.href()} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={blocked} isLoading={isSaving} icon={Save}>
          {editingId === null ? t('activities.create') : t('activities.update')}
        </Button>
      </div>
    </form>
  );
}
