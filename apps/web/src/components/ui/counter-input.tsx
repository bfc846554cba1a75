import { COUNTER_MAX } from '@congregacao/shared/limits';
import { Minus, Plus } from 'lucide-react';
import { memo } from 'react';

/** Digits only, leading zeros stripped, capped; an empty text stays empty (null) — spec point 5 "Report counters". */
export function parseCounterText(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  return Math.min(Number(digits), COUNTER_MAX);
}

export interface CounterInputProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  /** hides the visible label (the row has a column header) but keeps it for screen readers */
  hideLabel?: boolean;
}

const STEP =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';

/** A non-negative integer stepper: −, a numeric text box, +. Decrement is disabled at 0. */
export const CounterInput = memo(function CounterInput({
  id,
  label,
  value,
  onChange,
  disabled = false,
  hideLabel = false,
}: CounterInputProps) {
  const current = value ?? 0;
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200'}
      >
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={STEP}
          aria-label={`Diminuir ${label}`}
          disabled={disabled || current <= 0}
          onClick={() => onChange(Math.max(0, current - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="block w-16 rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-center text-gray-900 tabular-nums focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
          value={value === null ? '' : String(value)}
          disabled={disabled}
          onChange={(event) => onChange(parseCounterText(event.target.value))}
        />
        <button
          type="button"
          className={STEP}
          aria-label={`Aumentar ${label}`}
          disabled={disabled || current >= COUNTER_MAX}
          onClick={() => onChange(current + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
});
