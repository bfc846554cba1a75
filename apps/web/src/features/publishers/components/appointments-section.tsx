import {
  APPOINTMENT_KINDS,
  APPOINTMENT_LABELS,
  GENDER_LABELS,
  GENDERS,
  HOPE_LABELS,
  HOPES,
} from '@congregacao/shared/appointments';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/field-binding';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/language';
import type { PublisherForm } from '../hooks/use-publisher-form';
import { FormSection, field } from './publisher-form-sections';

const toNullable = (value: unknown) => (value === '' || value == null ? null : value);

/** 'Sexo' and 'Esperança' as the S-21-E card has them (issue 21). */
export function CardFieldsSection({ form }: { form: PublisherForm }) {
  const t = useT();
  const choice = (name: 'gender' | 'hope', label: string, options: { value: string; label: string }[]) => (
    <SelectField
      label={label}
      options={[{ value: '', label: '—' }, ...options]}
      {...field(form, name, { setValueAs: toNullable })}
    />
  );
  return (
    <FormSection title={t('publisher.card.title')}>
      {choice(
        'gender',
        t('publisher.card.gender'),
        GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
      )}
      {choice(
        'hope',
        t('publisher.card.hope'),
        HOPES.map((h) => ({ value: h, label: HOPE_LABELS[h] })),
      )}
    </FormSection>
  );
}

/**
 * The appointments with their dates (issue 21): a month's status is the status in that month. No start date: since
 * always; no end date: still running. The server refuses overlaps and a role the appointments contradict, and says why.
 */
export function AppointmentsSection({ form }: { form: PublisherForm }) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'appointments' });
  const listError = form.formState.errors.appointments?.root?.message ?? form.formState.errors.appointments?.message;
  return (
    <FormSection title={t('publisher.appointments.title')}>
      <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-400">{t('publisher.appointments.intro')}</p>
      {fields.map((field, index) => {
        const id = `publisher-appointment-${index}`;
        const rowErrors = form.formState.errors.appointments?.[index];
        const error = rowErrors?.startDate?.message ?? rowErrors?.endDate?.message;
        return (
          <div
            key={field.id}
            className="grid gap-2 rounded-lg border border-gray-200 p-3 sm:col-span-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end dark:border-gray-700"
          >
            <SelectField
              id={`${id}-kind`}
              label={t('publisher.appointments.kind')}
              options={APPOINTMENT_KINDS.map((k) => ({ value: k, label: APPOINTMENT_LABELS[k] }))}
              {...bindField(form, `appointments.${index}.kind`)}
            />
            <TextField
              id={`${id}-start`}
              label={t('publisher.appointments.start')}
              type="date"
              {...bindField(form, `appointments.${index}.startDate`)}
              error={error}
            />
            <TextField
              id={`${id}-end`}
              label={t('publisher.appointments.end')}
              type="date"
              {...bindField(form, `appointments.${index}.endDate`)}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => remove(index)}
              aria-label={t('publisher.appointments.removeLabel', { number: index + 1 })}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              {t('publisher.appointments.remove')}
            </Button>
          </div>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-400">
          {listError}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => append({ kind: 'RegularPioneer', startDate: '', endDate: '' })}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          {t('publisher.appointments.add')}
        </Button>
      </div>
    </FormSection>
  );
}
