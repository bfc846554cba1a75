import type { Household, ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { PublisherBodyInput } from '@congregacao/shared/contracts/publishers';
import { PUBLISHER_ROLE_LABELS, PUBLISHER_ROLES } from '@congregacao/shared/enums';
import type { ReactNode } from 'react';
import type { Path, RegisterOptions } from 'react-hook-form';
import { bindField } from '../../../components/ui/field-binding';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/language';
import { groupOptions } from '../../../lib/queries/service-groups';
import type { PublisherForm } from '../hooks/use-publisher-form';

const toNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** The id and react-hook-form binding of one publisher field; `onValue` hears each keystroke or pick. */
export function field(
  form: PublisherForm,
  name: Path<PublisherBodyInput>,
  { onValue, ...options }: RegisterOptions<PublisherBodyInput> & { onValue?: (value: string) => void } = {},
) {
  const onChange = onValue ? (event: { target: { value: string } }) => onValue(event.target.value) : undefined;
  return { id: `publisher-${name}`, ...bindField(form, name, { ...options, onChange }) };
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900">
      <legend className="px-1 text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function PersonalSection({
  form,
  onNameChange,
  onDisplayNameChange,
}: {
  form: PublisherForm;
  onNameChange: (value: string) => void;
  onDisplayNameChange: () => void;
}) {
  const t = useT();
  return (
    <FormSection title={t('publisher.form.personal')}>
      <TextField
        label={t('publisher.form.name')}
        autoComplete="off"
        {...field(form, 'name', { onValue: onNameChange })}
      />
      <TextField
        label={t('publisher.form.displayName')}
        autoComplete="off"
        {...field(form, 'displayName', { onValue: onDisplayNameChange })}
      />
      <TextField label={t('publisher.form.birthDate')} type="date" {...field(form, 'birthDate')} />
      <TextField label={t('publisher.form.baptismDate')} type="date" {...field(form, 'baptismDate')} />
      <TextField label={t('publisher.form.email')} type="email" autoComplete="off" {...field(form, 'email')} />
      <TextField label={t('publisher.form.mobile')} type="tel" autoComplete="off" {...field(form, 'mobile')} />
      <TextField label={t('publisher.form.homePhone')} type="tel" autoComplete="off" {...field(form, 'homePhone')} />
    </FormSection>
  );
}

export function AddressSection({ form }: { form: PublisherForm }) {
  const t = useT();
  return (
    <FormSection title={t('publisher.form.address')}>
      <TextField label={t('publisher.form.address')} autoComplete="off" {...field(form, 'address')} />
      <TextField label={t('publisher.form.postalCode')} autoComplete="off" {...field(form, 'postalCode')} />
      <TextField label={t('publisher.form.city')} autoComplete="off" {...field(form, 'city')} />
    </FormSection>
  );
}

export function CongregationSection({
  form,
  groups,
  households,
}: {
  form: PublisherForm;
  groups: ServiceGroup[];
  households: Household[];
}) {
  const t = useT();
  return (
    <FormSection title={t('publisher.form.congregation')}>
      <SelectField
        label={t('publisher.form.role')}
        options={PUBLISHER_ROLES.map((role) => ({ value: role, label: PUBLISHER_ROLE_LABELS[role] }))}
        {...field(form, 'role')}
      />
      <SelectField
        label={t('publisher.form.group')}
        hint={groups.length ? undefined : t('publisher.form.noGroups')}
        options={groups.length ? groupOptions(groups) : [{ value: '', label: '—' }]}
        {...field(form, 'groupId', { setValueAs: toNumber })}
      />
      <SelectField
        label={t('publisher.form.household')}
        options={[
          { value: '', label: t('publisher.form.noHousehold') },
          ...households.map((h) => ({ value: h.id, label: h.name })),
        ]}
        {...field(form, 'householdId', { setValueAs: toNumberOrNull })}
      />
    </FormSection>
  );
}

export function DatesSection({
  form,
  onArchivingDateChange,
}: {
  form: PublisherForm;
  onArchivingDateChange: (value: string) => void;
}) {
  const t = useT();
  const archiving = { onValue: onArchivingDateChange };
  return (
    <FormSection title={t('publisher.form.dates')}>
      <TextField label={t('publisher.form.arrival')} type="date" {...field(form, 'arrivalCongregation')} />
      <TextField label={t('publisher.form.movingGroup')} type="date" {...field(form, 'movingGroupDate')} />
      <TextField label={t('publisher.form.reactivation')} type="date" {...field(form, 'reactivationDate')} />
      <TextField label={t('publisher.form.rgpd')} type="date" {...field(form, 'rgpdDate')} />
      <TextField label={t('publisher.form.death')} type="date" {...field(form, 'deathDate', archiving)} />
      <TextField label={t('publisher.form.exit')} type="date" {...field(form, 'exitCongregationDate', archiving)} />
    </FormSection>
  );
}

export function OptionsSection({ form, showArchiveNotice }: { form: PublisherForm; showArchiveNotice: boolean }) {
  const t = useT();
  const checkbox = (name: 'regularPioneer' | 'isCurrentlyInactive' | 'isEnabled') => ({
    id: `publisher-${name}`,
    ...form.register(name),
  });
  return (
    <FormSection title={t('publisher.form.options')}>
      <CheckboxField
        label={t('publisher.form.inactive')}
        hint={t('publisher.form.inactiveHint')}
        {...checkbox('isCurrentlyInactive')}
      />
      <CheckboxField label={t('publisher.form.visible')} {...checkbox('isEnabled')} />
      {showArchiveNotice ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('publisher.form.archiveNotice')}
        </p>
      ) : null}
    </FormSection>
  );
}
