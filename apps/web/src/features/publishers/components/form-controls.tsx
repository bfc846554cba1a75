import type { ReactNode } from 'react';

export const INPUT_CLASSES =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}

/** A label above its control, with an optional hint and the field's error message. */
export function Field({ id, label, error, hint, children, className = '' }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying a control to its Field's hint and error. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900">
      <legend className="px-1 text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      {children}
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
