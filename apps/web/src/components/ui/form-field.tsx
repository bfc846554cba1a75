import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES, INVALID_BORDER_CLASSES, LABEL_CLASSES } from './input-styles';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control, then the error (role alert) or the hint; the control points at them with aria-describedby. */
function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The id, aria attributes and classes a control of the shell takes. */
function controlProps(id: string, error: string | undefined, hint: ReactNode, className: string) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${INPUT_CLASSES} ${error ? INVALID_BORDER_CLASSES : INPUT_BORDER_CLASSES} ${className}`,
  } as const;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message; works with react-hook-form's `register` (ref is a prop in React 19). */
export function TextField({ id, label, error, hint, className = '', ...rest }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input {...controlProps(id, error, hint, className)} {...rest} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, error, hint, options, className = '', ...rest }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <select {...controlProps(id, error, hint, className)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface FilterSelectProps extends Omit<SelectFieldProps, 'options'> {
  /** the first option, value '' (e.g. 'All Events') */
  allLabel: string;
  values: readonly string[];
}

/** A list filter: 'all' (empty value) and then each value as its own label. */
export function FilterSelect({ allLabel, values, ...rest }: FilterSelectProps) {
  const options = [{ value: '', label: allLabel }, ...values.map((value) => ({ value, label: value }))];
  return <SelectField options={options} {...rest} />;
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label (and optional hint) beside it. */
export function CheckboxField({ id, label, hint, ...rest }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-gray-300 text-primary-700 focus:ring-primary-600"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-gray-600 dark:text-gray-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
