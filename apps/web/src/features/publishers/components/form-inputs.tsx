import type { PublisherBodyInput } from '@congregacao/shared/contracts/publishers';
import type { ReactNode } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import type { PublisherForm } from '../hooks/use-publisher-form';
import { CheckboxField, describedBy, Field, INPUT_CLASSES } from './form-controls';

type TextName = 'name' | 'displayName' | 'address' | 'postalCode' | 'city' | 'mobile' | 'homePhone' | 'email';
type DateName =
  | 'birthDate'
  | 'baptismDate'
  | 'arrivalCongregation'
  | 'movingGroupDate'
  | 'deathDate'
  | 'reactivationDate'
  | 'rgpdDate'
  | 'exitCongregationDate';
type BooleanName = 'isCurrentlyInactive' | 'isEnabled';

const fieldId = (name: string) => `publisher-${name}`;

function errorOf(form: PublisherForm, name: keyof PublisherBodyInput): string | undefined {
  return form.formState.errors[name]?.message;
}

export interface InputProps<N extends string> {
  form: PublisherForm;
  name: N;
  label: string;
  hint?: string;
  onValueChange?: (value: string) => void;
}

export function TextInput({
  form,
  name,
  label,
  hint,
  onValueChange,
  type = 'text',
  autoComplete,
}: InputProps<TextName> & { type?: 'text' | 'email' | 'tel'; autoComplete?: string }) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        className={INPUT_CLASSES}
        {...describedBy(id, error, hint)}
        {...form.register(name, { onChange: (e) => onValueChange?.(e.target.value) })}
      />
    </Field>
  );
}

export function DateInput({ form, name, label, hint, onValueChange }: InputProps<DateName>) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="date"
        className={INPUT_CLASSES}
        {...describedBy(id, error, hint)}
        {...form.register(name, { onChange: (e) => onValueChange?.(e.target.value) })}
      />
    </Field>
  );
}

export function SelectInput({
  form,
  name,
  label,
  hint,
  options,
  children,
  setValueAs,
}: {
  form: PublisherForm;
  name: 'role' | 'groupId' | 'householdId';
  label: string;
  hint?: string;
  options: { value: string | number; label: string }[];
  children?: ReactNode;
  setValueAs?: RegisterOptions<PublisherBodyInput>['setValueAs'];
}) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={INPUT_CLASSES}
        {...describedBy(id, error, hint)}
        {...form.register(name, { setValueAs })}
      >
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxInput({ form, name, label, hint }: Omit<InputProps<BooleanName>, 'onValueChange'>) {
  const id = fieldId(name);
  return (
    <CheckboxField id={id} label={label} hint={hint}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-gray-300 text-primary-700 focus:ring-primary-600"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...form.register(name)}
      />
    </CheckboxField>
  );
}
