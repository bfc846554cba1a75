import type { Household, ServiceGroup } from '@congregacao/shared/contracts/groups';
import { PUBLISHER_ROLE_LABELS, PUBLISHER_ROLES } from '@congregacao/shared/enums';
import { groupOptions } from '../../../lib/queries/service-groups';
import type { PublisherForm } from '../hooks/use-publisher-form';
import { FormSection } from './form-controls';
import { CheckboxInput, DateInput, SelectInput, TextInput } from './form-inputs';

const toNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

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
      <TextInput form={form} name="name" label="Nome Completo *" onValueChange={onNameChange} />
      <TextInput form={form} name="displayName" label="Nome Preferido" onValueChange={onDisplayNameChange} />
      <DateInput form={form} name="birthDate" label="Data de Nascimento" />
      <DateInput form={form} name="baptismDate" label="Data de Batismo" />
      <TextInput form={form} name="email" label="Email" type="email" />
      <TextInput form={form} name="mobile" label="Telemóvel" type="tel" />
      <TextInput form={form} name="homePhone" label="Telefone de Casa" type="tel" />
    </FormSection>
  );
}

export function AddressSection({ form }: { form: PublisherForm }) {
  return (
    <FormSection title="Morada">
      <TextInput form={form} name="address" label="Morada" />
      <TextInput form={form} name="postalCode" label="Código Postal" />
      <TextInput form={form} name="city" label="Cidade" />
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
      <SelectInput
        form={form}
        name="role"
        label="Função *"
        options={PUBLISHER_ROLES.map((role) => ({ value: role, label: PUBLISHER_ROLE_LABELS[role] }))}
      />
      <SelectInput
        form={form}
        name="groupId"
        label="Grupo *"
        hint={groups.length ? undefined : 'Não existem grupos: crie um grupo em Grupos e Agregados.'}
        setValueAs={toNumber}
        options={groupOptions(groups)}
      >
        {groups.length ? null : <option value="">—</option>}
      </SelectInput>
      <SelectInput
        form={form}
        name="householdId"
        label="Agregado Familiar"
        setValueAs={toNumberOrNull}
        options={households.map((h) => ({ value: h.id, label: h.name }))}
      >
        <option value="">Nenhum</option>
      </SelectInput>
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
  return (
    <FormSection title="Datas Importantes">
      <DateInput form={form} name="arrivalCongregation" label="Chegada à Congregação" />
      <DateInput form={form} name="movingGroupDate" label="Mudança de Grupo" />
      <DateInput form={form} name="reactivationDate" label="Data de Reativação" />
      <DateInput form={form} name="rgpdDate" label="Data RGPD" />
      <DateInput form={form} name="deathDate" label="Data de Falecimento" onValueChange={onArchivingDateChange} />
      <DateInput
        form={form}
        name="exitCongregationDate"
        label="Saída da Congregação"
        onValueChange={onArchivingDateChange}
      />
    </FormSection>
  );
}

export function OptionsSection({ form, showArchiveNotice }: { form: PublisherForm; showArchiveNotice: boolean }) {
  return (
    <FormSection title="Opções">
      <CheckboxInput
        form={form}
        name="isCurrentlyInactive"
        label="Inativo"
        hint="Pelo menos 6 meses sem participar no ministério."
      />
      <CheckboxInput form={form} name="isEnabled" label="Visível" />
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
