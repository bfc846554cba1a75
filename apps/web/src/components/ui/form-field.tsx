import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

export const INPUT_CLASSES =
  'block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-500 focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400';
const NORMAL = 'border-gray-300 focus:border-primary-600 focus:ring-primary-600/30 dark:border-gray-600';
const INVALID = 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-500';
export const LABEL_CLASSES = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';

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

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message; works with react-hook-form's `register` (ref is a prop in React 19). */
export function TextField({ id, label, error, hint, className = '', ...rest }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${INPUT_CLASSES} ${error ? INVALID : NORMAL} ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string | number; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, error, hint, options, className = '', ...rest }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${INPUT_CLASSES} ${error ? INVALID : NORMAL} ${className}`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
