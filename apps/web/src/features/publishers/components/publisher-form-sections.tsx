import type { Household, ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { PublisherBodyInput } from '@congregacao/shared/contracts/publishers';
import { PUBLISHER_ROLE_LABELS, PUBLISHER_ROLES } from '@congregacao/shared/enums';
import type { ReactNode } from 'react';
import type { Path, RegisterOptions } from 'react-hook-form';
import { bindField } from '../../../components/ui/field-binding';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
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
  return (
    <FormSection title="Informação Pessoal">
      <TextField label="Nome Completo *" autoComplete="off" {...field(form, 'name', { onValue: onNameChange })} />
      <TextField
        label="Nome Preferido"
        autoComplete="off"
        {...field(form, 'displayName', { onValue: onDisplayNameChange })}
      />
      <TextField label="Data de Nascimento" type="date" {...field(form, 'birthDate')} />
      <TextField label="Data de Batismo" type="date" {...field(form, 'baptismDate')} />
      <TextField label="Email" type="email" autoComplete="off" {...field(form, 'email')} />
      <TextField label="Telemóvel" type="tel" autoComplete="off" {...field(form, 'mobile')} />
      <TextField label="Telefone de Casa" type="tel" autoComplete="off" {...field(form, 'homePhone')} />
    </FormSection>
  );
}

export function AddressSection({ form }: { form: PublisherForm }) {
  return (
    <FormSection title="Morada">
      <TextField label="Morada" autoComplete="off" {...field(form, 'address')} />
      <TextField label="Código Postal" autoComplete="off" {...field(form, 'postalCode')} />
      <TextField label="Cidade" autoComplete="off" {...field(form, 'city')} />
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
  return (
    <FormSection title="Informação da Congregação">
      <SelectField
        label="Função *"
        options={PUBLISHER_ROLES.map((role) => ({ value: role, label: PUBLISHER_ROLE_LABELS[role] }))}
        {...field(form, 'role')}
      />
      <SelectField
        label="Grupo *"
        hint={groups.length ? undefined : 'Não existem grupos: crie um grupo em Grupos e Agregados.'}
        options={groups.length ? groupOptions(groups) : [{ value: '', label: '—' }]}
        {...field(form, 'groupId', { setValueAs: toNumber })}
      />
      <SelectField
        label="Agregado Familiar"
        options={[{ value: '', label: 'Nenhum' }, ...households.map((h) => ({ value: h.id, label: h.name }))]}
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
  const archiving = { onValue: onArchivingDateChange };
  return (
    <FormSection title="Datas Importantes">
      <TextField label="Chegada à Congregação" type="date" {...field(form, 'arrivalCongregation')} />
      <TextField label="Mudança de Grupo" type="date" {...field(form, 'movingGroupDate')} />
      <TextField label="Data de Reativação" type="date" {...field(form, 'reactivationDate')} />
      <TextField label="Data RGPD" type="date" {...field(form, 'rgpdDate')} />
      <TextField label="Data de Falecimento" type="date" {...field(form, 'deathDate', archiving)} />
      <TextField label="Saída da Congregação" type="date" {...field(form, 'exitCongregationDate', archiving)} />
    </FormSection>
  );
}

export function OptionsSection({ form, showArchiveNotice }: { form: PublisherForm; showArchiveNotice: boolean }) {
  const checkbox = (name: 'regularPioneer' | 'isCurrentlyInactive' | 'isEnabled') => ({
    id: `publisher-${name}`,
    ...form.register(name),
  });
  return (
    <FormSection title="Opções">
      <CheckboxField
        label="Inativo"
        hint="Seis meses seguidos sem participar no ministério: marcado automaticamente ao fechar um mês. Ao reativar, indique a Data de Reativação (sem ela, fica a de hoje)."
        {...checkbox('isCurrentlyInactive')}
      />
      <CheckboxField label="Visível" {...checkbox('isEnabled')} />
      {showArchiveNotice ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Com uma data de falecimento ou de saída da congregação, o publicador fica oculto da lista (arquivado). Pode
          voltar a ativar a opção 'Visível' se for necessário.
        </p>
      ) : null}
    </FormSection>
  );
}
